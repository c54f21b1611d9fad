import Synchronization

/// Frames kept in memory, for tests and for tools that snapshot what their users will see.
///
/// Safe to share: a test may read ``text`` in a loop while other tasks update meters and the board draws.
public final class CapturedTarget: FrameTarget {
    private struct State {
        var text = ""
        var columns: Int
        var isVisible = true
        var rows: Int?
        var isTerminal = false
    }

    private let state: Mutex<State>

    /// An empty screen `columns` wide; with `isTerminal`, one that behaves as a terminal does, where a
    /// board draws its frames in place (otherwise, as a log file, it gets each meter's final line only).
    public init(columns: Int = 80, isTerminal: Bool = false) {
        state = Mutex(State(columns: columns, isTerminal: isTerminal))
    }

    /// Everything written so far, in order.
    public var text: String { state.withLock { $0.text } }

    /// The screen a terminal `rows` high and ``columns`` wide would show after everything written so far:
    /// meter's escapes applied (a line redrawn in place shows its last frame, a block its last state), one
    /// string a line, trailing spaces and the empty lines at the bottom left out (indicatif's `InMemoryTerm`).
    ///
    /// ```swift
    /// let screen = CapturedTarget(columns: 40, isTerminal: true)
    /// screen.write(" 10%\r 20%\r 30%\n\u{1B}[Adone\u{1B}[K")
    /// let lines = screen.screen()                  // ["done"]
    /// ```
    public func screen(rows: Int = 24) -> [String] {
        let (text, columns) = state.withLock { ($0.text, $0.columns) }
        var screen = TerminalScreen(rows: max(rows, 1), columns: max(columns, 1))
        screen.feed(text)
        return screen.text
    }

    /// The width to draw in; a test may change it, then call a board's ``Board/resize()``.
    public var columns: Int {
        get { state.withLock { $0.columns } }
        set { state.withLock { $0.columns = newValue } }
    }

    /// Whether drawing is allowed: false stands for a background job.
    public var isVisible: Bool {
        get { state.withLock { $0.isVisible } }
        set { state.withLock { $0.isVisible = newValue } }
    }

    /// The height, for a display that needs it; unknown by default.
    public var rows: Int? {
        get { state.withLock { $0.rows } }
        set { state.withLock { $0.rows = newValue } }
    }

    /// Whether to behave as a terminal does: a board draws its frames in place there (a frame identical to
    /// the one before is not written again; several meters are one block redrawn in place). False by
    /// default, as a log file: a board writes each meter's final line there, and nothing that moves the
    /// cursor.
    public var isTerminal: Bool {
        get { state.withLock { $0.isTerminal } }
        set { state.withLock { $0.isTerminal = newValue } }
    }

    /// Keeps `text`; never fails.
    @discardableResult
    public func write(_ text: String) -> Bool {
        state.withLock { $0.text += text }
        return true
    }

    /// Nothing to read: ``columns`` is what the test set.
    public func refreshColumns() {}
}
