import Glibc
import MeterKit

/// `meter -d PID[:FD]`: follows the position of a file another process has open, as `pv -d` does; nothing
/// is read or written but the display. Ends with status 0 when the process closes the file (a named
/// descriptor, or an output) or ends; an input named by the process only is followed to the next input.
enum WatchCommand {
    static func run(_ configuration: Configuration, target: WatchTarget, environment: [String: String]) -> Int32 {
        var file: WatchedFile
        do {
            if let descriptor = target.descriptor {
                file = try WatchedFile(pid: target.pid, descriptor: descriptor)
            } else {
                file = try WatchedFile.only(of: target.pid)
            }
        } catch {
            MeterCommand.writeError(message(for: error, target: target))
            return TransferOutcome.cannotOpen
        }
        let size: UInt64?
        do { size = try configuration.explicitTotal() } catch { return MeterCommand.usageFailure(error) }
        let capabilities = TerminalCapabilities.detect(descriptor: .standardError, environment: environment)
        let displays = RunSetup.displays(configuration, capabilities: capabilities)
        // As for a copy: a closed standard error is not fatal, a background meter is never stopped.
        SignalSetup.ignore(SIGPIPE)
        SignalSetup.ignore(SIGTTOU)
        let signals = displays ? RunSetup.signalEvents() : nil
        let clock = MonotonicClock()
        let sampleInterval = min(configuration.timing.interval, 0.1)
        while true {
            let meter = displays ? makeMeter(for: file, size: size, configuration, capabilities: capabilities, clock: clock) : nil
            let watcher = FileWatcher(file: file, meter: meter, clock: clock, signals: signals, sampleInterval: sampleInterval)
            if let signal = watcher.run() {
                meter?.finish()
                return die(of: signal, signals)
            }
            // Named by its process only, an input is followed to the next one the process reads, each on a
            // line of its own, until the process ends.
            guard target.descriptor == nil, file.isReadOnly else { return 0 }
            switch FileWatcher.next(of: target.pid, signals: signals, interval: sampleInterval) {
            case .file(let next): file = next
            case .ended: return 0
            case .signal(let signal): return die(of: signal, signals)
            }
        }
    }

    /// A meter for `file`: its total is `-s`, else the size of a file the process reads (one it writes grows
    /// as it goes, and has none); its name is `-N`, else the file's.
    private static func makeMeter(
        for file: WatchedFile, size: UInt64?, _ configuration: Configuration, capabilities: TerminalCapabilities,
        clock: Clock
    ) -> Meter {
        let total = configuration.size != nil ? size : file.isReadOnly ? file.size : nil
        var settings = configuration
        if settings.name == nil { settings.name = String(file.path.split(separator: "/").last ?? Substring(file.path)) }
        return DisplayFactory.makeMeter(settings, capabilities: capabilities, total: total, clock: clock)
    }

    private static func die(of signal: Int32, _ signals: SignalEvents?) -> Int32 {
        if let signals { signals.dieOf(signal) }
        return 128 + signal
    }

    /// The message for a file that cannot be watched, naming the process (and descriptor) as given.
    static func message(for failure: WatchedFile.Failure, target: WatchTarget) -> String {
        let name = target.displayName
        switch failure {
        case .noProcess: return "meter: \(name): no such process\n"
        case .noDescriptor: return "meter: \(name): the process has no such file descriptor\n"
        case .notAFile(let path): return "meter: \(name): '\(path)' is not a regular file or block device\n"
        case .denied: return "meter: \(name): cannot see the process's files: Permission denied\n"
        case .noFiles: return "meter: \(name): the process has no regular file or block device open\n"
        case .several(let files):
            var text = "meter: \(name): the process has \(files.count) files open; choose one with -d \(target.pid):FD\n"
            for file in files { text += "  \(file.descriptor)\t\(file.path)\n" }
            return text
        case .other(let error): return "meter: \(name): \(error)\n"
        }
    }
}
