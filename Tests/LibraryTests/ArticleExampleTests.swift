import Foundation
import MeterKit
import Testing

/// The code of MeterKit's DocC articles, compiled and run here against the public API; each article shows
/// it word for word (between the `// article:` and `// end` lines of this file), so it cannot drift.
@Suite struct ArticleExampleTests {
    // article: TestingWithAVirtualClock
    @Test func halfwayIsFiftyPercent() {
        let clock = ManualClock()
        let screen = CapturedTarget(columns: 60, isTerminal: true)
        let board = Board(target: screen, style: .ascii, clock: clock)
        let meter = board.add(Meter(total: 100, clock: clock))
        meter.add(50)
        clock.advance(by: .seconds(1))
        board.update()
        #expect(screen.text == "50.0  B 0:00:01 [50.0  B/s] [=====>       ]  50% ETA 0:00:01\r")
    }
    // end

    // article: TestingWithAVirtualClock
    @Test func theHostDrawsAtTheDeadline() async throws {
        let clock = ManualClock()
        let screen = CapturedTarget(columns: 60, isTerminal: true)
        let board = Board(target: screen, style: .ascii, clock: clock)
        let meter = board.add(Meter(total: 100))
        meter.add(50)
        let deadline = try #require(board.nextDeadline(on: clock))   // one interval in
        let host = Task {
            try await Task.sleep(until: deadline, clock: clock)
            board.update()
        }
        while clock.sleepers == 0 { await Task.yield() }
        clock.advance(to: deadline)
        try await host.value
        #expect(screen.text.hasPrefix("50.0  B 0:00:01"))
    }
    // end

    @Test func aStyleAskedForInCode() {
        // article: EmbeddingAMeter
        let style = Style.automatic(environment: ["LANG": "C.UTF-8"], isTerminal: true, bars: .shaded, color: .never)
        // end
        #expect(!style.sentences && !style.reduceMotion && style.template == Template(fields: Template.defaultFields))
    }

    @Test func countingYourOwnWorkDrawsEachFile() throws {
        let screen = CapturedTarget(columns: 60)
        var seen: [String] = []
        let board = Board(target: screen, style: .ascii, interval: .seconds(3600))  // only the final frame
        processAll(["a", "b", "c"], board: board) { seen.append($0) }
        #expect(seen == ["a", "b", "c"])
        // The meter measures real time: its rate depends on the machine.
        #expect(screen.text.hasPrefix("   3 files 0:00:00 ["))
        // Not a terminal: the final line only, and nothing that moves the cursor.
        #expect(screen.text.hasSuffix("/s] [=====>] 100%            \n"))
        #expect(!screen.text.contains("\r"))
    }

    @Test func aTemplateLaysOutTheFields() throws {
        let style = try myStyle()
        #expect(style.template == (try Template.parse("%N %b %20p %e")))
    }

    /// The articles' code, as each article shows it.
    @Test(arguments: ["EmbeddingAMeter", "TestingWithAVirtualClock", "Concurrency"])
    func theArticleShowsItsCodeAsItIs(article: String) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(
            contentsOf: root.appendingPathComponent("Sources/MeterKit/MeterKit.docc/\(article).md"), encoding: .utf8)
        var snippets = try Self.snippets(for: article)
        // The example package's files, which scripts/test builds and tests (the test without its imports).
        let example = root.appendingPathComponent("docs/examples/copy-with-meter")
        if article == "EmbeddingAMeter" {
            snippets.append(try String(contentsOf: example.appendingPathComponent("Sources/CopyWithMeter/main.swift"), encoding: .utf8))
        } else if article == "Concurrency" {
            snippets.append(try String(contentsOf: example.appendingPathComponent("Sources/AsyncCopy/main.swift"), encoding: .utf8))
        } else {
            let test = try String(contentsOf: example.appendingPathComponent("Tests/CopyWithMeterTests/FramesTests.swift"), encoding: .utf8)
            let start = try #require(test.range(of: "@Test func")).lowerBound
            snippets.append(String(test[start...]))
        }
        #expect(!snippets.isEmpty)
        for snippet in snippets {
            #expect(text.contains("```swift\n" + snippet + "```\n"), "\(article).md does not show:\n\(snippet)")
        }
    }

    /// The lines between `// article: NAME` and `// end` in this file and in ArticleExamples.swift, with
    /// their common indentation removed.
    static func snippets(for article: String) throws -> [String] {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        var snippets: [String] = []
        for file in ["ArticleExampleTests.swift", "ArticleExamples.swift", "ConcurrencyExamples.swift", "ConcurrencyTests.swift"] {
            let lines = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
            var current: [Substring]?
            for line in lines {
                let trimmed = line.drop { $0 == " " }
                if trimmed == "// article: \(article)" {
                    current = []
                } else if trimmed == "// end", let body = current {
                    let indent = body.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
                    snippets.append(body.map { String($0.dropFirst(min(indent, $0.count))) + "\n" }.joined())
                    current = nil
                } else if current != nil {
                    current?.append(line)
                }
            }
        }
        return snippets
    }
}
