import Synchronization

/// pv's `-c`: each meter of a pipeline keeps a line of its own on the terminal. The first frame is drawn
/// where the cursor rests and followed by a newline, so the meters' lines stack up and the cursor stays
/// below them; later frames move up to their line and back (`ESC [ n A`, `ESC [ n B`), under the
/// board's lock. When the last meter ends the cursor is on a clean line below the block.
package final class CursorDisplay: Display {
    package let target: FrameTarget
    /// How the line looks: `meter -R` may change it while the meter runs.
    package var style: Style
    private let board: CursorBoard
    /// Used instead once the board cannot be (its lock file unusable): one line redrawn in place.
    private var fallback: LineDisplay?
    private var joined = false
    /// Set after a stop: the block is drawn afresh where the cursor rests, below what the shell wrote, in
    /// the same order; the first of its meters to go on moves it (``CursorSlots/moveToBottom()``).
    private var rejoins = false
    /// The block's move count when this meter last drew.
    private var movesSeen = 0
    private var previousLine: String?
    private var ended = false
    /// Whether this meter's line is the first of the block: only that meter shows the terminal's own
    /// progress indicator, which asks it from its own side (hence a flag that may be shared).
    package let holdsFirstSlot = SharedFlag()

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
        let unchanged = !rejoins && style.reduceMotion && joined && line == previousLine
        if unchanged, !final { return }
        previousLine = line
        let pid = board.pid
        let done = board.update { slots -> Bool in
            var text = ""
            if rejoins, slots.rows[pid] != nil, slots.moves == movesSeen {
                // Room for the block on the lines below the cursor, each cleared; the others draw on theirs.
                text = String(repeating: "\r\u{1B}[K\n", count: slots.moveToBottom())
            }
            movesSeen = slots.moves
            if let row = slots.rows[pid] {
                holdsFirstSlot.value = row == 0
                let up = slots.lines - row
                if !unchanged, up >= 1, target.rows.map({ up < $0 }) ?? true {
                    text += "\u{1B}[\(up)A\r\u{1B}[K" + line + "\u{1B}[\(up)B\r"
                }
            } else {
                holdsFirstSlot.value = slots.join(pid) == 0
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
        rejoins = false
        ended = final
    }

    package func continued() {
        if let fallback { return fallback.continued() }
        if joined, !ended { rejoins = true }
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

/// A flag that one side sets and another reads, from any thread.
package final class SharedFlag: Sendable {
    private let flag = Atomic(false)

    package init() {}

    package var value: Bool {
        get { flag.load(ordering: .relaxed) }
        set { flag.store(newValue, ordering: .relaxed) }
    }
}
