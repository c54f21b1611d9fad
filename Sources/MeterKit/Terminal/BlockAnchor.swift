/// A terminal that can say which row its cursor is on, so that a block of lines is drawn at its rows of the
/// screen (`ESC [ row ; 1 H`) rather than by moves from wherever the cursor was left: keys the user typed
/// meanwhile (Enter above all, which moves the cursor down a row) then leave no stale copy of the block.
package protocol RowAddressedTerminal: FrameTarget {
    /// The cursor's row, counted from 1 at the top, asked of the terminal now; nil when it may not be asked
    /// (in the background, something typed waiting, a terminal that did not answer before).
    func cursorRow() -> Int?
    /// Whether the terminal may be asked again now: a block that asks after each message a wrapped command
    /// writes above it waits between questions, which each take a round trip to the terminal.
    var mayAskCursorRow: Bool { get }
    /// The bytes of the lines typed and waiting to be read (each ended by Enter), or nil when unknown.
    var typedAhead: Int? { get }
    /// Whether a program that reads keys one by one (a pager, an editor) holds the terminal now: nothing
    /// is drawn over it.
    var isHeldByProgram: Bool { get }
    /// Makes the next ``isHeldByProgram`` look at the terminal again, however recently it looked: before a
    /// final frame, which may come just after the program gave the terminal back.
    func lookAgainForHold()
}

/// Where a block of lines is on the screen, once the terminal has said: the row of its first line. The
/// cursor rests at the start of that line between frames (as pv's `-d` leaves it), so that Enter typed
/// meanwhile moves it down within the block and never scrolls the screen while the block has a line below
/// its first; the next frame goes back to the block's rows and draws over the echo.
///
/// What the screen does under the block is followed: lines written past the last row scroll it up (the
/// block's rows with it), and a line typed while the cursor rested on the last row scrolls it one row.
package struct BlockAnchor: Equatable, Sendable {
    /// The row of the block's first line, from 1.
    package private(set) var top: Int
    /// The bytes typed and waiting when the block was last drawn: more now means Enter was pressed since.
    package private(set) var typed: Int

    package init(top: Int, typed: Int = 0) {
        self.top = max(top, 1)
        self.typed = typed
    }

    /// The escape sequence that puts the cursor at the start of `row` (`ESC [ row ; 1 H`).
    package static func moveTo(row: Int) -> String { "\u{1B}[\(max(row, 1));1H" }

    /// Follows the lines typed since the last frame: each moved the cursor down from where it rested, the
    /// block's first row; on the screen's last row (a block of one line at the bottom) that scrolled the
    /// screen up a row. Several lines typed within one frame count as one: a typed line's length is unknown,
    /// and a block moved up too far would be drawn over the lines above it.
    package mutating func follow(typedAhead: Int?, rows: Int?) {
        guard let typedAhead else { return }
        if typedAhead > typed, let rows, top >= rows { top = max(rows - 1, 1) }
        typed = typedAhead
    }

    /// `lines` lines are written from the block's first row on, one below the other: past the screen's last
    /// row the screen scrolls up, and the block with it.
    package mutating func wrote(lines: Int, rows: Int?) {
        guard let rows else { return }
        let overflow = top + lines - 1 - rows
        if overflow > 0 { top = max(top - overflow, 1) }
    }

    /// The text that makes room for `lines` lines from the block's first row: on a screen too short below
    /// it, the cursor goes to the last row and as many newlines as needed scroll the screen up (pv's way),
    /// and the block's first row moves up with it. Empty when the lines fit.
    package mutating func makeRoom(lines: Int, rows: Int?) -> String {
        guard let rows else { return "" }
        let overflow = top + lines - 1 - rows
        guard overflow > 0 else { return "" }
        top = max(top - overflow, 1)
        return BlockAnchor.moveTo(row: rows) + String(repeating: "\n", count: min(overflow, rows))
    }

    /// The block's first row is now `row` (lines above it left the block, or a line was written above it).
    package mutating func move(to row: Int) { top = max(row, 1) }
}
