import MeterKit
import Synchronization

/// A terminal for unit tests: what meter writes is played on a ``VirtualScreen``; it says which row its
/// cursor is on, as a real terminal answers `ESC [ 6 n`, counts the lines typed on it, and may be held by a
/// program that reads keys (a pager).
package final class ScreenTarget: RowAddressedTerminal {
    private struct State {
        var screen: VirtualScreen
        var typed = 0
        var answers = true
        var held = false
        var questions = 0
    }

    private let state: Synchronization.Mutex<State>
    package let columns: Int
    package let rows: Int?

    package init(rows: Int = 24, columns: Int = 80) {
        self.columns = columns
        self.rows = rows
        state = Synchronization.Mutex(State(screen: VirtualScreen(rows: rows, columns: columns)))
    }

    /// The screen as it now stands.
    package var screen: VirtualScreen { state.withLock { $0.screen } }
    /// Whether the terminal answers where its cursor is (true unless a test says otherwise).
    package var answers: Bool {
        get { state.withLock { $0.answers } }
        set { state.withLock { $0.answers = newValue } }
    }
    /// How many times meter asked where the cursor is.
    package var questions: Int { state.withLock { $0.questions } }

    package var isVisible: Bool { !isHeldByProgram }
    package var isTerminal: Bool { true }
    package func write(_ text: String) -> Bool {
        state.withLock { $0.screen.feed(text) }
        return true
    }
    package func refreshColumns() {}

    package func cursorRow() -> Int? {
        state.withLock { state in
            state.questions += 1
            return state.answers ? state.screen.row + 1 : nil
        }
    }
    package var mayAskCursorRow: Bool { true }
    package var typedAhead: Int? { state.withLock { $0.typed } }
    package var isHeldByProgram: Bool {
        get { state.withLock { $0.held } }
        set { state.withLock { $0.held = newValue } }
    }
    package func lookAgainForHold() {}

    /// The user presses Enter: the terminal echoes a line end where the cursor is, and the line waits to be
    /// read.
    package func pressEnter() {
        state.withLock { state in
            state.screen.feed("\n")
            state.typed += 1
        }
    }

    /// Text written by something else than meter (the shell, another program), where the cursor is.
    package func print(_ text: String) { state.withLock { $0.screen.feed(text) } }
}
