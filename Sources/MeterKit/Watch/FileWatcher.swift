/// Follows the position of a file that another process has open until the process closes it or ends,
/// keeping a meter up to date (`meter -d`, as `pv -d`), for a Swift tool. Nothing is copied: the position
/// in `/proc/PID/fdinfo` is the count, the file's size the total. (See ``WatchSource``.)
public final class FileWatcher {
    private let file: WatchedFile
    private let meter: Meter?
    private let clock: Clock
    private let signals: SignalEvents?
    private let sampleInterval: Double

    /// - Parameters:
    ///   - meter: the meter to keep up to date, drawn on its own board.
    ///   - sampleInterval: seconds between readings of the position; frames come at the meter's interval.
    ///   - signals: the signal events of the `meter` command; the library passes `nil`.
    public init(file: WatchedFile, meter: Meter?, clock: Clock, signals: SignalEvents? = nil, sampleInterval: Double = 0.1) {
        self.file = file
        self.meter = meter
        self.clock = clock
        self.signals = signals
        self.sampleInterval = sampleInterval
    }

    /// Watches until the process closes the file, ends, or reuses the descriptor for another file, then draws
    /// the final frame and returns nil; or until a signal ends the watch, and returns that signal.
    public func run() -> Int32? {
        let source = WatchSource(
            file: file, follow: false, board: meter?.board, clock: clock, sampleInterval: sampleInterval
        ) { [meter] _ in meter }
        let session = Session(
            clock: clock, board: meter?.board, signals: signals, stopSelf: { [signals] in signals?.stopSelf() }
        ) { _ in }
        return RunLoop(session: session, sources: [source]).run().signal
    }
}
