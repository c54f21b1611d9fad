import Foundation
import Testing
import TestSupport
@testable import MeterKit

/// `-c`: meters sharing a terminal through a lock file, each on its own line.
@Suite(.serialized) struct CursorDisplayTests {
    let style = Style(template: Template(fields: [.name, .progress]), glyphs: .ascii)

    func temporaryDirectory() -> String {
        let path = NSTemporaryDirectory() + "meter-cursor-tests-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func snapshot(_ count: UInt64, final: Bool = false, name: String? = nil) -> Snapshot {
        var snapshot = makeSnapshot(count: count, total: 100, isFinal: final)
        snapshot.name = name
        return snapshot
    }

    /// Two meters (processes 101 and 102, both alive) sharing a board file in a new folder, on a terminal
    /// 31 columns wide and 24 rows high: the folder, the board file, the terminal and the two displays.
    func twoMeters() -> (directory: String, path: String, target: CapturedTarget, first: CursorDisplay, second: CursorDisplay) {
        let directory = temporaryDirectory()
        let path = directory + "/board.lock"
        let target = CapturedTarget(columns: 31)
        target.rows = 24
        func display(_ pid: Int32) -> CursorDisplay {
            CursorDisplay(target: target, style: style, board: CursorBoard(path: path, pid: pid, isAlive: { [101, 102].contains($0) }))
        }
        return (directory, path, target, display(101), display(102))
    }

    @Test func twoMetersStackAndLeaveTheCursorBelow() throws {
        let (directory, path, target, first, second) = twoMeters()
        first.show(snapshot(10, name: "in"))
        second.show(snapshot(5, name: "out"))
        first.show(snapshot(60, name: "in"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "lines 2\nname 101 9 whole\nname 102 9 whole\n101 0\n102 1\n")
        second.show(snapshot(40, name: "out"))
        first.finish(snapshot(100, final: true, name: "in"))
        #expect(FileManager.default.fileExists(atPath: path))
        second.finish(snapshot(100, final: true, name: "out"))
        #expect(!FileManager.default.fileExists(atPath: path))

        func line(_ name: String, _ count: UInt64) -> String {
            Renderer.render(snapshot(count, name: name), style: style, width: 30)
        }
        #expect(line("in", 10) == "       in: [>           ]  10%")
        #expect(target.text.hasPrefix(
            "\r\u{1B}[K" + line("in", 10) + "\n" + "\r\u{1B}[K" + line("out", 5) + "\n"
                + "\u{1B}[2A\r\u{1B}[K" + line("in", 60) + "\u{1B}[2B\r" + "\u{1B}[1A\r\u{1B}[K" + line("out", 40) + "\u{1B}[1B\r"))
        var screen = VirtualScreen(columns: 31)
        screen.feed(target.text)
        #expect(screen.text == [line("in", 100), line("out", 100)])
        #expect(screen.row == 2 && screen.column == 0)
        try? FileManager.default.removeItem(atPath: directory)
    }

    @Test func aMessageTakesALineAndTheMetersStepOverIt() {
        let style = Style(template: Template(fields: [.progress]), glyphs: .ascii)
        let directory = temporaryDirectory()
        let path = directory + "/board.lock"
        let target = CapturedTarget(columns: 31)
        let first = CursorDisplay(target: target, style: style, board: CursorBoard(path: path, pid: 7, isAlive: { _ in true }))
        let second = CursorDisplay(target: target, style: style, board: CursorBoard(path: path, pid: 8, isAlive: { _ in true }))
        first.show(snapshot(10))
        first.clearLine()
        _ = target.write("meter: nothing here\n")
        second.show(snapshot(20))
        first.show(snapshot(30))
        first.finish(snapshot(30, final: true))
        second.finish(snapshot(20, final: true))
        var screen = VirtualScreen(columns: 31)
        screen.feed(target.text)
        let line = { (count: UInt64) in Renderer.render(snapshot(count), style: style, width: 30) }
        #expect(screen.text == [line(30), "meter: nothing here", line(20)])
        #expect(screen.row == 3)
        try? FileManager.default.removeItem(atPath: directory)
    }

    @Test func aBlockWhoseMetersAreGoneIsForgotten() throws {
        let directory = temporaryDirectory()
        let path = directory + "/board.lock"
        try "lines 3\n999 1\n".write(toFile: path, atomically: false, encoding: .utf8)
        let target = CapturedTarget(columns: 31)
        let display = CursorDisplay(target: target, style: style, board: CursorBoard(path: path, pid: 5, isAlive: { $0 == 5 }))
        display.show(snapshot(10))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "lines 1\n5 0\n")
        display.finish(snapshot(10, final: true))
        #expect(!FileManager.default.fileExists(atPath: path))
        try? FileManager.default.removeItem(atPath: directory)
    }

    @Test func aLineScrolledOffTheScreenIsNotDrawn() {
        let directory = temporaryDirectory()
        let path = directory + "/board.lock"
        let target = CapturedTarget(columns: 31)
        target.rows = 2
        let displays = (1...3).map { CursorDisplay(target: target, style: style, board: CursorBoard(path: path, pid: Int32($0), isAlive: { _ in true })) }
        for display in displays { display.show(snapshot(1)) }
        let before = target.text
        displays[0].show(snapshot(50))
        #expect(target.text == before)
        displays[2].show(snapshot(50))
        #expect(target.text.hasSuffix("\u{1B}[1B\r"))
        try? FileManager.default.removeItem(atPath: directory)
    }

    @Test func anUnusableLockFileFallsBackToOneLine() {
        let target = CapturedTarget(columns: 31)
        let display = CursorDisplay(target: target, style: style, board: CursorBoard(path: "/nonexistent/dir/board.lock"))
        display.show(snapshot(10))
        display.finish(snapshot(100, final: true))
        #expect(target.text == Renderer.render(snapshot(10), style: style, width: 31) + "\r"
            + Renderer.render(snapshot(100), style: style, width: 31) + "\r\n")
    }

    @Test func reducedMotionSkipsUnchangedLinesButStillLeaves() {
        let directory = temporaryDirectory()
        let path = directory + "/board.lock"
        let target = CapturedTarget(columns: 31)
        var still = style
        still.reduceMotion = true
        let display = CursorDisplay(target: target, style: still, board: CursorBoard(path: path, pid: 3, isAlive: { _ in true }))
        display.show(snapshot(10))
        let once = target.text
        display.show(snapshot(10))
        display.finish(snapshot(10, final: true))
        #expect(target.text == once)
        #expect(!FileManager.default.fileExists(atPath: path))
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// After Ctrl-Z and `fg`, the first meter of the block to go on moves the block below the cursor, with
    /// room for every line; each meter then draws on its line there, in the order they had.
    @Test func afterAStopTheBlockMovesBelowTheShell() throws {
        let (directory, path, target, first, second) = twoMeters()
        first.show(snapshot(10, name: "in"))
        second.show(snapshot(5, name: "out"))
        _ = target.write("^Z\n[1]+  Stopped\n$ fg\n")
        // The second meter happens to go on first: the order of the lines stays.
        second.continued()
        first.continued()
        second.show(snapshot(50, name: "out"))
        first.show(snapshot(60, name: "in"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "lines 4\nmoves 1\nname 101 9 whole\nname 102 9 whole\n101 2\n102 3\n")
        func line(_ name: String, _ count: UInt64) -> String {
            Renderer.render(snapshot(count, name: name), style: style, width: 30)
        }
        var screen = VirtualScreen(rows: 10, columns: 31)
        screen.feed(target.text)
        #expect(screen.nonEmptyLines == [line("in", 10), line("out", 5), "^Z", "[1]+  Stopped", "$ fg", line("in", 60), line("out", 50)])
        #expect(screen.row == 7 && screen.column == 0)
        first.finish(snapshot(100, final: true, name: "in"))
        second.finish(snapshot(100, final: true, name: "out"))
        try? FileManager.default.removeItem(atPath: directory)
    }

    @Test func slotsTextAndPaths() {
        var slots = CursorSlots()
        #expect(slots.join(40) == 0)
        #expect(slots.join(41) == 1)
        #expect(CursorSlots(text: slots.text) == slots)
        #expect(CursorSlots(text: "garbage\n\u{0}") == CursorSlots())
        #expect(CursorSlots(text: "lines 1\n5 3\n") == CursorSlots())
        var moved = slots
        #expect(moved.moveToBottom() == 2)
        #expect(moved.rows == [40: 2, 41: 3] && moved.lines == 4 && moved.moves == 1)
        #expect(CursorSlots(text: moved.text) == moved)
        #expect(CursorBoard.path(forTerminal: "/dev/pts/3", directory: "/tmp/", user: 1000) == "/tmp/meter-dev_pts_3-1000.lock")
    }

    /// Three meters of a pipeline on a terminal that says where its cursor is: the first to draw asks, each
    /// draws at its row, and Enter typed meanwhile (twice within one frame) leaves one block, the cursor
    /// below it at the end.
    @Test func atTheirRowsEnterLeavesOneBlock() throws {
        let directory = temporaryDirectory()
        let path = directory + "/board.lock"
        let terminal = ScreenTarget(rows: 10, columns: 31)
        terminal.print("$ m -c | m -c | m -c\n")
        let displays = (1...3).map { CursorDisplay(target: terminal, style: style, board: CursorBoard(path: path, pid: Int32($0), isAlive: { _ in true })) }
        for (index, display) in displays.enumerated() { display.show(snapshot(10, name: "m\(index)")) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "lines 3\ntop 2 0\nname 1 9 whole\nname 2 9 whole\nname 3 9 whole\n1 0\n2 1\n3 2\n")
        terminal.pressEnter()
        terminal.pressEnter()
        for (index, display) in displays.enumerated() { display.show(snapshot(50, name: "m\(index)")) }
        terminal.pressEnter()
        for (index, display) in displays.enumerated() { display.finish(snapshot(100, final: true, name: "m\(index)")) }
        let line = { (name: String) in Renderer.render(snapshot(100, name: name), style: style, width: 30) }
        #expect(terminal.screen.text == ["$ m -c | m -c | m -c", line("m0"), line("m1"), line("m2")])
        #expect(terminal.screen.row == 4 && terminal.screen.column == 0)
        #expect(terminal.questions == 1)
        #expect(!FileManager.default.fileExists(atPath: path))
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// At the bottom of the screen: each meter that joins scrolls the screen to make room; a lone meter's
    /// line on the last row follows the scroll a typed line makes.
    @Test func atTheBottomTheScreenScrollsToMakeRoom() throws {
        let directory = temporaryDirectory()
        let path = directory + "/board.lock"
        let terminal = ScreenTarget(rows: 4, columns: 31)
        terminal.print("1\n2\n3\n$ meter -c")
        terminal.print("\n")
        let display = CursorDisplay(target: terminal, style: style, board: CursorBoard(path: path, pid: 1, isAlive: { _ in true }))
        display.show(snapshot(10, name: "one"))
        terminal.pressEnter()
        display.show(snapshot(20, name: "one"))
        let line = { (count: UInt64) in Renderer.render(snapshot(count, name: "one"), style: style, width: 30) }
        #expect(terminal.screen.text == ["3", "$ meter -c", line(20)])
        display.finish(snapshot(30, final: true, name: "one"))
        #expect(terminal.screen.text == ["3", "$ meter -c", line(30)])
        #expect(terminal.screen.row == 3 && terminal.screen.column == 0)
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// On a narrow terminal each meter's frame would shorten its name by its own amount (their other fields
    /// differ: one has a total, the other none), so that alone their colons stand apart at some widths; in
    /// the block the names are all shortened to the narrowest, and the colons line up at every width. On a
    /// wide terminal nothing is shortened and each frame is what it is alone.
    @Test func namesLineUpAtEveryWidth() {
        let style = Style(template: Template(fields: Template.defaultFields), glyphs: .ascii)
        var withTotal = makeSnapshot(count: 4096, total: 100_000, elapsed: 2, rate: 2048, average: 2048, remaining: 30)
        withTotal.name = "gzipped"
        var withoutTotal = makeSnapshot(count: 4096, total: nil, elapsed: 2, rate: 2048, average: 2048)
        withoutTotal.name = "raw input"
        func colons(_ lines: [String]) -> [Int?] {
            lines.map { line in line.firstIndex(of: ":").map { line.distance(from: line.startIndex, to: $0) } }
        }
        var apartAlone = 0
        for columns in 14...120 {
            let alone = [withTotal, withoutTotal].map { Renderer.render($0, style: style, width: columns - 1) }
            if Set(colons(alone)).count > 1 { apartAlone += 1 }
            let directory = temporaryDirectory()
            let path = directory + "/board.lock"
            let target = CapturedTarget(columns: columns)
            target.rows = 24
            let known = CursorDisplay(target: target, style: style, board: CursorBoard(path: path, pid: 1, isAlive: { _ in true }))
            let unknown = CursorDisplay(target: target, style: style, board: CursorBoard(path: path, pid: 2, isAlive: { _ in true }))
            for _ in 1...2 {
                known.show(withTotal)
                unknown.show(withoutTotal)
            }
            var screen = VirtualScreen(rows: 24, columns: columns)
            screen.feed(target.text)
            #expect(screen.nonEmptyLines.count == 2 && Set(colons(screen.nonEmptyLines)).count == 1, "\(columns): \(screen.nonEmptyLines)")
            if columns >= 100 { #expect(screen.nonEmptyLines == alone, "\(columns)") }
            known.finish(withTotal)
            unknown.finish(withoutTotal)
            try? FileManager.default.removeItem(atPath: directory)
        }
        #expect(apartAlone > 0, "alone, the names stand apart at some width")
    }
}
