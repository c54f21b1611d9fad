import Glibc
import MeterKit

/// `meter -d PID[:FD]`: follows the position of a file another process has open, as `pv -d` does; nothing
/// is read or written but the display. Ends with status 0 when the process closes the file or ends.
enum WatchCommand {
    static func run(_ configuration: Configuration, target: WatchTarget, environment: [String: String]) -> Int32 {
        let file: WatchedFile
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
        var total: UInt64?
        do { total = try configuration.explicitTotal() } catch { return MeterCommand.usageFailure(error) }
        // A file the process reads has its size to reach; one it writes grows as it goes, and has no total.
        if configuration.size == nil { total = file.isReadOnly ? file.size : nil }

        let capabilities = TerminalCapabilities.detect(descriptor: .standardError, environment: environment)
        let displays = RunSetup.displays(configuration, capabilities: capabilities)
        // As for a copy: a closed standard error is not fatal, a background meter is never stopped.
        SignalSetup.ignore(SIGPIPE)
        SignalSetup.ignore(SIGTTOU)
        let signals = displays ? RunSetup.signalEvents() : nil
        // The display is named after the file unless -N names it.
        var settings = configuration
        if settings.name == nil { settings.name = String(file.path.split(separator: "/").last ?? Substring(file.path)) }
        let clock = MonotonicClock()
        let meter = displays ? DisplayFactory.makeMeter(settings, capabilities: capabilities, total: total, clock: clock) : nil
        let watcher = FileWatcher(
            file: file, meter: meter, clock: clock, signals: signals, sampleInterval: min(configuration.timing.interval, 0.1))
        if let signal = watcher.run() {
            meter?.finish()
            if let signals { signals.dieOf(signal) }
            return 128 + signal
        }
        return 0
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
