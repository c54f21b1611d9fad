import Synchronization

/// Frames written to a file descriptor: standard error as the command draws on it (``standardError(environment:)``),
/// or any descriptor.
public final class DescriptorTarget: FrameTarget {
    private let descriptor: FileDescriptor
    private let fixedColumns: Int?
    private let fallbackColumns: Int
    private let checksForeground: Bool
    private let hidden: Bool
    private let width: Atomic<Int>
    /// Whether the terminal may be asked where its cursor is; cleared once it has not answered.
    private let asksCursor: Atomic<Bool>
    /// Whether a program reading keys held the terminal when last looked at, and when to look again.
    private let heldByProgram = Atomic(false)
    private let nextHoldCheck = Atomic<Int64>(.min)
    /// When the terminal was last asked where its cursor is.
    private let lastCursorQuestion = Atomic<Int64>(.min / 2)
    /// The width to draw in: the fixed width, else the terminal's, else 80; never more than ``widest``.
    public var columns: Int { width.load(ordering: .relaxed) }

    /// The widest frame drawn, whatever width is asked for (`-w 99999999`): 4,095 columns, a line any
    /// terminal holds, rather than pv's frames of thousands of lines of bar.
    public static let widest = 4095

    /// Frames on the open descriptor `descriptor`, whatever it is (a terminal, a log file, a pipe), `columns`
    /// wide, else as wide as the terminal it is, else 80. The descriptor stays the caller's: the target never
    /// closes it.
    ///
    /// - Parameters:
    ///   - descriptor: where the frames are written.
    ///   - columns: the width to draw in; `nil` asks the terminal, else takes 80.
    ///   - isTerminal: whether to draw as on a terminal (frames redrawn in place) or as into a log (see
    ///     ``Board/OffTerminal``); `nil` asks whether the descriptor is a terminal. A tool tells it when it
    ///     knows better: a pseudo-terminal it records, a serial line it logs.
    public convenience init(_ descriptor: Descriptor, columns: Int? = nil, isTerminal: Bool? = nil) {
        self.init(
            descriptor: descriptor.open, fixedColumns: columns, environmentColumns: nil, checksForeground: false, isTerminal: isTerminal)
    }

    /// Frames on the open file descriptor numbered `descriptor`.
    @available(*, deprecated, message: "pass a Descriptor: DescriptorTarget(Descriptor(number), columns:)")
    public convenience init(descriptor: Int32, columns: Int? = nil) {
        self.init(Descriptor(descriptor), columns: columns)
    }

    /// Standard error as the `meter` command draws on it: nothing when it is not a terminal (a redirected log
    /// gets no frames full of carriage returns) or while the process is in the background; as wide as the
    /// terminal, else `COLUMNS`, else 80.
    public static func standardError(environment: [String: String]? = nil) -> DescriptorTarget {
        let capabilities = TerminalCapabilities.detect(
            descriptor: .standardError, environment: environment ?? ProcessEnvironment.current())
        return DescriptorTarget(
            descriptor: .standardError, fixedColumns: nil, environmentColumns: capabilities.environmentColumns,
            checksForeground: true, hiddenOffTerminal: true)
    }

    /// - Parameters:
    ///   - fixedColumns: a width that overrides the terminal's (`-w`).
    ///   - environmentColumns: `COLUMNS`, used when the terminal reports no size.
    ///   - checksForeground: skip frames while this process is not in the terminal's foreground group.
    ///   - hiddenOffTerminal: draw nothing at all unless the descriptor is a terminal.
    ///   - asksCursor: a block of lines may ask the terminal where its cursor is (``cursorRow()``).
    ///   - isTerminal: whether to draw as on a terminal; `nil` asks the descriptor.
    package init(
        descriptor: FileDescriptor, fixedColumns: Int?, environmentColumns: Int?, checksForeground: Bool,
        hiddenOffTerminal: Bool = false, asksCursor: Bool = false, isTerminal: Bool? = nil
    ) {
        self.descriptor = descriptor
        self.fixedColumns = fixedColumns
        self.fallbackColumns = environmentColumns ?? 80
        let realTerminal = descriptor.isTerminal
        self.isTerminal = isTerminal ?? realTerminal
        // The terminal's own questions are asked only of a real one, whatever the target was told.
        self.checksForeground = checksForeground && realTerminal
        self.hidden = hiddenOffTerminal && !self.isTerminal
        self.asksCursor = Atomic(asksCursor && realTerminal && self.isTerminal)
        self.width = Atomic(min(fixedColumns ?? TerminalQueries.columns(of: descriptor) ?? fallbackColumns, Self.widest))
    }

    /// Reads the terminal's width again (after SIGWINCH).
    public func refreshColumns() {
        width.store(min(fixedColumns ?? TerminalQueries.columns(of: descriptor) ?? fallbackColumns, Self.widest), ordering: .relaxed)
    }

    /// Whether drawing is allowed now: not for a meter in the background of its terminal, nor while a
    /// program that reads keys one by one (a pager, an editor) holds it.
    public var isVisible: Bool {
        !hidden && (!checksForeground || (TerminalQueries.isInForeground(descriptor) && !isHeldByProgram))
    }

    /// How long what ``isHeldByProgram`` found holds: no more than a frame's worth of looking.
    private static let holdCheckNanoseconds: Int64 = 50_000_000

    /// Whether the terminal's modes say a program that reads keys holds it (``TerminalQueries/readsKeys(_:)``),
    /// looked at again at most every 50 ms however many lines a frame draws.
    package var isHeldByProgram: Bool {
        guard checksForeground else { return false }
        let now = SystemTime.monotonicNanoseconds()
        if now >= nextHoldCheck.load(ordering: .relaxed) {
            heldByProgram.store(TerminalQueries.readsKeys(descriptor), ordering: .relaxed)
            nextHoldCheck.store(now + Self.holdCheckNanoseconds, ordering: .relaxed)
        }
        return heldByProgram.load(ordering: .relaxed)
    }

    /// The terminal's height, when the descriptor is a terminal.
    public var rows: Int? { TerminalQueries.rows(of: descriptor) }

    /// Whether frames are drawn as on a terminal: whether the descriptor is one, unless the target was told.
    public let isTerminal: Bool

    /// Writes `text` whole; false once the descriptor cannot be written.
    public func write(_ text: String) -> Bool {
        do { try descriptor.writeAll(text) } catch { return false }
        return true
    }

    /// How long the terminal is given to say where its cursor is: longer than a slow remote link takes to
    /// answer, short enough for a start-up that waits on a terminal that never answers.
    static let cursorReplyTimeout = 0.5
}

extension DescriptorTarget: RowAddressedTerminal {
    /// Asks the terminal (``CursorPositionQuery``); after one question left unanswered, never again.
    package func cursorRow() -> Int? {
        guard asksCursor.load(ordering: .relaxed) else { return nil }
        lastCursorQuestion.store(SystemTime.monotonicNanoseconds(), ordering: .relaxed)
        switch CursorPositionQuery.row(on: descriptor, timeout: Self.cursorReplyTimeout) {
        case .row(let row): return row
        case .notAsked: return nil
        case .unanswered:
            asksCursor.store(false, ordering: .relaxed)
            return nil
        }
    }

    /// A second after the last question at the soonest.
    package var mayAskCursorRow: Bool {
        asksCursor.load(ordering: .relaxed)
            && SystemTime.monotonicNanoseconds() - lastCursorQuestion.load(ordering: .relaxed) >= 1_000_000_000
    }

    package var typedAhead: Int? { TerminalQueries.inputPending(descriptor) }

    package func lookAgainForHold() { nextHoldCheck.store(.min, ordering: .relaxed) }
}
