/// The lines that the meters sharing one terminal have taken: how many lines their block has, and which
/// line (counted from its top) each live meter draws on. The cursor rests just below the block.
package struct CursorSlots: Sendable, Equatable {
    /// Lines in the block, from its top to the line the cursor rests on.
    package var lines = 0
    /// Each live meter's line, by process ID.
    package var rows: [Int32: Int] = [:]

    package init() {}

    /// Reads the state from the lock file's text (`lines N` then `PID ROW` lines); anything unreadable
    /// counts as an empty block.
    package init(text: String) {
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ")
            if words.count == 2, words[0] == "lines", let value = Int(words[1]), value >= 0 {
                lines = value
            } else if words.count == 2, let pid = Int32(words[0]), let row = Int(words[1]), row >= 0 {
                rows[pid] = row
            }
        }
        if rows.values.contains(where: { $0 >= lines }) { self = CursorSlots() }
    }

    /// The state as the lock file's text.
    package var text: String {
        var text = "lines \(lines)\n"
        for (pid, row) in rows.sorted(by: { $0.value < $1.value }) { text += "\(pid) \(row)\n" }
        return text
    }

    /// Gives `pid` the next line at the bottom of the block, and returns it.
    package mutating func join(_ pid: Int32) -> Int {
        let row = lines
        rows[pid] = row
        lines += 1
        return row
    }

    /// Forgets the meters that no longer run (killed before they could leave); a block with no live meter
    /// is over, and the next one starts where the cursor rests.
    package mutating func prune(isAlive: (Int32) -> Bool) {
        rows = rows.filter { isAlive($0.key) }
        if rows.isEmpty { lines = 0 }
    }
}

/// The lock file through which the meters on one terminal share their block of lines (`-c`), named after
/// the terminal and the user, in the temporary directory, as pv does.
package final class CursorBoard {
    private let file: LockedStateFile
    /// This meter's process ID.
    let pid: Int32
    private let isAlive: (Int32) -> Bool

    /// A board kept in the file at `path`; `pid` and `isAlive` can be replaced in tests.
    package init(path: String, pid: Int32 = ProcessQueries.current, isAlive: @escaping (Int32) -> Bool = ProcessQueries.isAlive) {
        self.file = LockedStateFile(path: path)
        self.pid = pid
        self.isAlive = isAlive
    }

    /// The board for the terminal on `descriptor`, or `nil` when it is not a terminal.
    package static func forTerminal(_ descriptor: FileDescriptor, directory: String) -> CursorBoard? {
        guard let name = TerminalQueries.name(of: descriptor) else { return nil }
        return CursorBoard(path: path(forTerminal: name, directory: directory, user: ProcessQueries.userID))
    }

    /// `/tmp/meter-dev_pts_3-1000.lock` for `/dev/pts/3` and user 1000.
    package static func path(forTerminal name: String, directory: String, user: UInt32) -> String {
        let safe = name.drop { $0 == "/" }.map { $0 == "/" || $0 == " " ? "_" : String($0) }.joined()
        let folder = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        return "\(folder)/meter-\(safe)-\(user).lock"
    }

    /// Runs `body` on the shared slots under the lock (so what it writes is not interleaved with other
    /// meters' frames) and stores the result; the file is removed when no meter is left. `nil` when the
    /// lock file cannot be used.
    func update<Result>(_ body: (inout CursorSlots) -> Result) -> Result? {
        file.update { text in
            var slots = CursorSlots(text: text)
            slots.prune(isAlive: isAlive)
            let result = body(&slots)
            return (slots.rows.isEmpty ? nil : slots.text, result)
        }
    }
}

/// pv's `-c`: each meter of a pipeline keeps a line of its own on the terminal. The first frame is drawn
/// where the cursor rests and followed by a newline, so the meters' lines stack up and the cursor stays
/// below them; later frames move up to their line and back (`ESC [ n A`, `ESC [ n B`), under the
/// board's lock. When the last meter ends the cursor is on a clean line below the block.
package final class CursorDisplay: Display {
    package let target: FrameTarget
    private let style: Style
    private let board: CursorBoard
    /// Used instead once the board cannot be (its lock file unusable): one line redrawn in place.
    private var fallback: LineDisplay?
    private var joined = false
    private var previousLine: String?
    private var ended = false

    package init(target: FrameTarget, style: Style, board: CursorBoard) {
        self.target = target
        self.style = style
        self.board = board
    }

    package var isVisible: Bool { target.isVisible }

    package func show(_ snapshot: Snapshot) { draw(snapshot, final: false) }

    package func finish(_ snapshot: Snapshot) { draw(snapshot, final: true) }

    package func animationInterval(for snapshot: Snapshot) -> Double? {
        Renderer.animationInterval(for: snapshot, style: style)
    }

    private func draw(_ snapshot: Snapshot, final: Bool) {
        if let fallback { return final ? fallback.finish(snapshot) : fallback.show(snapshot) }
        guard !ended else { return }
        // One column spare, so a full line never leaves the cursor waiting to wrap.
        let line = Renderer.render(snapshot, style: style, width: max(1, target.columns - 1))
        let unchanged = style.reduceMotion && joined && line == previousLine
        if unchanged, !final { return }
        previousLine = line
        let pid = board.pid
        let done = board.update { slots -> Bool in
            var text = ""
            if let row = slots.rows[pid] {
                let up = slots.lines - row
                if !unchanged, up >= 1, target.rows.map({ up < $0 }) ?? true {
                    text = "\u{1B}[\(up)A\r\u{1B}[K" + line + "\u{1B}[\(up)B\r"
                }
            } else {
                _ = slots.join(pid)
                text = "\r\u{1B}[K" + line + "\n"
            }
            if final { slots.rows[pid] = nil }
            if !text.isEmpty { _ = target.write(text) }
            return true
        }
        guard done != nil else {
            let display = LineDisplay(target: target, style: style)
            fallback = display
            return final ? display.finish(snapshot) : display.show(snapshot)
        }
        joined = true
        ended = final
    }

    /// A message is about to be written where the cursor rests, taking that line: the block grows by one
    /// so every meter still finds its own.
    package func clearLine() {
        if let fallback { return fallback.clearLine() }
        _ = board.update { slots in
            if !slots.rows.isEmpty { slots.lines += 1 }
        }
    }

    package func refreshSize() { target.refreshColumns() }
}
