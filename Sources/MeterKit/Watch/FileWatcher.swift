import Glibc

/// Follows the position of a file that another process has open until the process closes it or ends,
/// keeping a meter up to date (`meter -d`, as `pv -d`). Nothing is copied: the position in
/// `/proc/PID/fdinfo` is the count, the file's size the total.
public final class FileWatcher {
    private let file: WatchedFile
    private let meter: Meter?
    private let clock: Clock
    private let signals: SignalEvents?
    private let sampleInterval: Double
    private let pollSet = PollSet(capacity: 1)

    /// - Parameters:
    ///   - sampleInterval: seconds between readings of the position; frames come at the meter's interval.
    ///   - signals: the signal events of the `meter` command; the library passes `nil`.
    public init(file: WatchedFile, meter: Meter?, clock: Clock, signals: SignalEvents? = nil, sampleInterval: Double = 0.1) {
        self.file = file
        self.meter = meter
        self.clock = clock
        self.signals = signals
        self.sampleInterval = max(sampleInterval, 0.001)
    }

    /// Watches until the process closes the file, ends, or reuses the descriptor for another file, then draws
    /// the final frame and returns nil; or until a signal ends the watch, and returns that signal (the caller
    /// draws the final frame before dying of it).
    public func run() -> Int32? {
        guard var last = file.position() else {
            meter?.finish()
            return nil
        }
        // Where the process already is when watching starts is not part of the rate.
        meter?.reposition(to: last)
        while true {
            if let signal = waitForNextSample() { return signal }
            guard let position = file.position() else { break }
            if position >= last {
                meter?.add(position - last)
            } else {
                meter?.reposition(to: position)  // the process seeked back
            }
            last = position
            meter?.update()
        }
        meter?.finish()
        return nil
    }

    /// What the process did after its watched file was closed.
    public enum Next: Equatable, Sendable {
        /// It opened another input to read: watch that.
        case file(WatchedFile)
        /// It ended (or its files can no longer be seen).
        case ended
        /// A signal ended the wait.
        case signal(Int32)
    }

    /// After a watched input was closed: waits until the process `pid` opens its next one, that is until it
    /// has exactly one file open for reading only, as `xz one two` or `sha256sum *.iso` go from file to file.
    /// Checks every `interval` seconds; a signal from `signals` ends the wait.
    public static func next(of pid: Int32, signals: SignalEvents?, interval: Double) -> Next {
        let pollSet = PollSet(capacity: 1)
        while true {
            do {
                if let input = WatchedFile.onlyInput(among: try WatchedFile.all(of: pid)) { return .file(input) }
            } catch {
                return .ended
            }
            if let signal = wait(timeout: max(interval, 0.001), for: signals, in: pollSet, meter: nil) {
                return .signal(signal)
            }
        }
    }

    /// Waits up to `timeout` seconds for a signal on `signals` (a plain sleep without them); returns one that
    /// ends the run, after handling the others for `meter`.
    private static func wait(timeout: Double, for signals: SignalEvents?, in pollSet: PollSet, meter: Meter?) -> Int32? {
        pollSet.removeAll()
        if let signals { pollSet.add(signals.descriptor, readable: true) }
        pollSet.wait(timeout: timeout)
        return signals?.nextEnding(meter: meter)
    }

    /// Sleeps until the next sample or frame is due, drawing due frames; returns a signal that ends the watch.
    private func waitForNextSample() -> Int32? {
        let wake = clock.now().advanced(by: sampleInterval)
        while true {
            let now = clock.now()
            if now >= wake { return nil }
            var timeout = wake.seconds(since: now)
            if let deadline = meter?.nextDeadline { timeout = min(timeout, max(0, deadline.seconds(since: now))) }
            if let signal = Self.wait(timeout: timeout, for: signals, in: pollSet, meter: meter) { return signal }
            meter?.update()
        }
    }
}
