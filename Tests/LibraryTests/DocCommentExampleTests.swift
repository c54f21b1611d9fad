import Dispatch
import Foundation
import MeterKit
import Testing

/// The code in MeterKit's doc comments, compiled here against the public API, and run where running it
/// touches nothing outside the test: each sample sits between a `// doc: FILE` line (a path under
/// Sources/MeterKit) and an `// end` line, and that file's doc comment shows it word for word.
@Suite struct DocCommentExampleTests {
    @Test func manualClockDrawsTheFrameAtOneSecond() {
        // doc: Time/ManualClock.swift
        let clock = ManualClock()
        let screen = CapturedTarget(columns: 60, isTerminal: true)   // a terminal: each frame is drawn in place
        let board = Board(target: screen, style: .ascii, clock: clock)
        let meter = board.add(Meter(total: 100))
        meter.add(50)
        clock.advance(by: .seconds(1))
        board.update()
        print(screen.text)   // the frame at 0:00:01: 50 B at 50 B/s, ETA 0:00:01
        // end
        #expect(screen.text == "50.0  B 0:00:01 [50.0  B/s] [=====>       ]  50% ETA 0:00:01\r")
    }

    @Test func aMeterCountsFromAnywhere() {
        let board = Board(target: CapturedTarget())
        // doc: Progress/Meter.swift
        let meter = Meter(total: 4 << 20, name: "upload")
        board.add(meter)
        meter.add(1 << 20)          // from anywhere
        meter.message = "part 2"    // shown by the %L field
        // end
        #expect(meter.count == 1 << 20)
    }

    @Test func filesAreCountedAsTheLoopReachesThem() throws {
        let board = Board(target: CapturedTarget())
        let files = ["a", "b", "c"]
        var processed: [String] = []
        func process(_ file: String) throws { processed.append(file) }
        // doc: Progress/MeteredSequence.swift
        let meter = board.add(Meter(total: UInt64(files.count), unit: .named("file", plural: "files")))
        for file in files.counted(on: meter) { try process(file) }
        // end
        #expect(processed == files && meter.count == 3)
    }

    @Test func asyncBytesAreCounted() async throws {
        let board = Board(target: CapturedTarget())
        let expected: UInt64 = 3
        let response = (bytes: AsyncStream<UInt8> { for byte: UInt8 in [1, 2, 3] { $0.yield(byte) }; $0.finish() }, ())
        struct Sum { var total = 0; mutating func update(_ byte: UInt8) { total += Int(byte) } }
        var hasher = Sum()
        // doc: Progress/MeteredSequence.swift
        let meter = board.add(Meter(total: expected, name: "download"))
        for try await byte in response.bytes.counted(on: meter) { hasher.update(byte) }
        // end
        #expect(meter.count == 3 && hasher.total == 6)
    }

    @Test func chunksCountTheirBytes() async throws {
        let meter = Meter()
        let upload = (chunks: AsyncStream<[UInt8]> { $0.yield([1, 2]); $0.yield([3]); $0.finish() }, ())
        var sent: [[UInt8]] = []
        func send(_ chunk: [UInt8]) async throws { sent.append(chunk) }
        // doc: Progress/MeteredSequence.swift
        for try await chunk in upload.chunks.countingBytes(on: meter) { try await send(chunk) }
        // end
        #expect(meter.count == 3 && sent == [[1, 2], [3]])
    }

    struct Socket {
        func send(_ bytes: UnsafeRawBufferPointer) throws -> Int { bytes.count }
    }

    @Test func aWrappedWriteIsCounted() throws {
        let meter = Meter()
        let socket = Socket()
        let chunk = UnsafeRawBufferPointer(start: nil, count: 0)
        // doc: Progress/MeteredSequence.swift
        let write = meter.counting { (bytes: UnsafeRawBufferPointer) in try socket.send(bytes) }
        let moved = try write(chunk)              // counted once it returns
        // end
        #expect(meter.count == 0 && moved == 0)
    }

    @Test func aSnapshotOfYourOwnValues() {
        // doc: Progress/Snapshot.swift
        let halfway = Snapshot(
            count: 512 << 20, total: 1 << 30, elapsed: .seconds(65), rate: 12.5 * 1_048_576,
            averageRate: 10 * 1_048_576, remaining: .seconds(51))
        let line = Renderer.render(halfway, style: .ascii, width: 80)
        // line == " 512MiB 0:01:05 [12.5MiB/s] [===============>                 ]  50% ETA 0:00:51"
        // end
        #expect(line == " 512MiB 0:01:05 [12.5MiB/s] [===============>                 ]  50% ETA 0:00:51")
    }

    @Test func aTemplateErrorNamesItsOffset() {
        var style = Style.ascii
        // doc: Rendering/Template+ParseError.swift
        do {
            style.template = try Template.parse("%b %x %t")
        } catch {
            print(error)  // the template "%b %x %t": "%x" at offset 3 names no field …
            print(error.sequence, error.offset)  // %x 3
        }
        // end
        #expect(style.template == Style.ascii.template)
    }

    @Test func aTemplateIsParsed() throws {
        // doc: Rendering/Template.swift
        let template = try Template.parse("%N %b %20p %e")
        // end
        #expect(template != Template(fields: []))
    }

    @Test func aStyleAskedForInCode() {
        // doc: Terminal/Style+Terminal.swift
        let style = Style.automatic(environment: [:], isTerminal: true, layout: .mini, bars: .shaded, color: .never)
        // end
        #expect(!style.sentences)
    }

    @Test func aLatin1NameIsAPath() {
        // doc: System/FilePath.swift
        let latin1 = FilePath(bytes: [0x63, 0x61, 0x66, 0xE9])   // caf\xE9
        let copy = Copier(inputs: [.file(latin1)], destination: .standardOutput)
        // end
        _ = copy
    }

    @Test func aLogOnADescriptor() {
        let fileno = open("/dev/null", O_WRONLY)
        defer { close(fileno) }
        // doc: System/Descriptor.swift
        let log = Descriptor(fileno)                     // a number the tool's own open(2) returned
        let board = Board(target: DescriptorTarget(log, isTerminal: false), offTerminal: .everyFrame)
        // end
        board.finish()
    }

    @Test func aCancelledCopy() async {
        let board = Board(target: CapturedTarget())
        let meter = board.add(Meter(name: "backup"))
        // doc: Transfer/Copier.swift
        let copy = Task { await Copier(inputs: [.file("disk.img")], destination: .discard, meter: meter, board: board).run() }
        // … later, from anywhere:
        copy.cancel()
        let outcome = await copy.value          // outcome.cancelled == true
        // end
        _ = outcome
    }

    // The samples below draw on the test's standard error, write files, wait for a prompt's answer, stop
    // the process or run until cancelled: compiled, not run.

    func board() {
        // doc: Terminal/Board.swift
        let board = Board()                       // standard error, looking as the `meter` command does
        let meter = board.add(Meter(total: 1 << 30, name: "upload"))
        meter.add(512 << 20)                      // from any task or thread
        board.update()                            // draws when a frame is due
        board.finish()                            // the final lines
        // end
    }

    struct Job { func run() async throws {} }

    func drawContinuously(jobs: [Job]) async throws {
        // doc: Terminal/Board+Drawing.swift
        let board = Board()
        let meter = board.add(Meter(total: 100, name: "jobs"))
        async let drawing: Void = board.drawContinuously()
        for job in jobs { try await job.run(); meter.add(1) }
        board.finish()                            // the final line; the drawing ends
        await drawing
        // end
    }

    func drawAtDeadlines(board: Board, clock: ContinuousClock) async throws {
        // doc: Terminal/Board+Drawing.swift
        while !Task.isCancelled, let deadline = board.nextDeadline(on: clock) {
            try await Task.sleep(until: deadline, clock: clock)
            board.update()
        }
        // end
    }

    func suspend(board: Board) {
        // doc: Terminal/Board+Suspend.swift
        let answer = board.suspend {
            Swift.print("Overwrite backup.img? [y/N] ", terminator: "")
            return readLine()
        }
        // end
        _ = answer
    }

    func copyIntoAFile(board: Board) async {
        // doc: Transfer/Copier.swift
        let meter = board.add(Meter(name: "backup"))   // no total: the input's size is the total
        let copier = Copier(inputs: [.file("disk.img")], destination: .file("backup.img"), meter: meter, board: board)
        let outcome = await copier.run()
        // end
        _ = outcome
    }

    func interrupt(copier: Copier) async {
        // doc: Transfer/Copier.swift
        signal(SIGINT, SIG_IGN)                     // the source below takes it instead
        let interrupts = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        interrupts.setEventHandler { @Sendable in copier.interrupt(.interrupt) }
        interrupts.resume()
        let outcome = await copier.run()
        if let signal = outcome.signal { signal.dieOf() }
        // end
    }

    func exitWithTheStatus(copier: Copier) async {
        // doc: Transfer/TransferOutcome.swift
        let outcome = await copier.run()
        if outcome.status.contains(.cannotOpen) { print(outcome.problems) }   // an input was skipped, the others copied
        exit(outcome.status.meterExitStatus)            // as the command: 0, or pv's 2, 4, 16 or their sum
        // end
    }

    /// Each sample above is its file's doc comment, line for line (the `///` and indentation aside), and
    /// every sample in a doc comment is one of them.
    @Test func theDocCommentsShowTheseSamples() throws {
        let here = URL(fileURLWithPath: #filePath)
        let sources = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/MeterKit")
        let samples = try Self.samples(in: String(contentsOf: here, encoding: .utf8))
        #expect(samples.count == 23)
        for (file, sample) in samples {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            #expect(Self.docLines(text).contains(sample), "\(file)'s doc comments do not show:\n\(sample)")
        }
        let documented = try FileManager.default.subpathsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".swift") }
        let blocks = try documented.reduce(0) { count, file in
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            return count + Self.docLines(text).components(separatedBy: "```swift\n").count - 1
        }
        #expect(blocks == samples.count, "a doc comment's sample is not compiled here")
    }

    /// The doc-comment lines of `text`, without their `///` and indentation, one a line.
    static func docLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line -> String? in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("///") else { return nil }
            let body = trimmed.dropFirst(3)
            return String(body.hasPrefix(" ") ? body.dropFirst() : body) + "\n"
        }.joined()
    }

    /// The samples between `// doc: FILE` and `// end` lines, with their common indentation removed.
    static func samples(in text: String) throws -> [(file: String, sample: String)] {
        var samples: [(String, String)] = []
        var current: (file: String, lines: [Substring])?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("// doc: ") {
                current = (String(trimmed.dropFirst("// doc: ".count)), [])
            } else if trimmed == "// end", let body = current {
                let indent = body.lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
                samples.append((body.file, body.lines.map { String($0.dropFirst(min(indent, $0.count))) + "\n" }.joined()))
                current = nil
            } else if current != nil {
                current?.lines.append(line)
            }
        }
        return samples
    }
}

extension DocCommentExampleTests {
    @Test func theFramesFormatsForAToolsOwnText() {
        // doc: Rendering/Renderer+Formatting.swift
        let size = Renderer.format(count: 1_572_864)           // "1.50MiB"
        let rate = Renderer.format(rate: 12.5 * 1_048_576)     // "12.5MiB/s"
        let time = Renderer.format(duration: .seconds(3_723))  // "1:02:03"
        // end
        #expect([size, rate, time] == ["1.50MiB", "12.5MiB/s", "1:02:03"])
        #expect(Renderer.format(count: 1500, unit: .lines) == "1.50k")
    }
}

extension DocCommentExampleTests {
    @Test func theCapturedScreenAppliesTheEscapes() {
        // doc: Terminal/CapturedTarget.swift
        let screen = CapturedTarget(columns: 40, isTerminal: true)
        screen.write(" 10%\r 20%\r 30%\n\u{1B}[Adone\u{1B}[K")
        let lines = screen.screen()                  // ["done"]
        // end
        #expect(lines == ["done"])
    }
}

extension DocCommentExampleTests {
    @Test func aUnitNamedByTheTool() {
        let screen = CapturedTarget(columns: 60)
        let board = Board(target: screen, style: .ascii)
        // doc: Progress/CountingUnit.swift
        let files = CountingUnit.named("file", plural: "files")
        let meter = board.add(Meter(total: 120, unit: files))
        meter.add(37)
        let count = Renderer.format(count: 37, unit: files)          // "  37 files"
        let rate = Renderer.format(rate: 12.5, unit: files)          // "12.5 files/s"
        let requests = CountingUnit.named("request", plural: "requests", counting: .lines)   // a copy counts its lines
        // end
        #expect(meter.count == 37 && meter.unit == files)
        #expect([count, rate] == ["  37 files", "12.5 files/s"])
        #expect(requests != files && requests.label == CountingUnit.Label(singular: "request", plural: "requests"))
    }
}
