import Glibc
import MeterKit

/// `meter [OPTIONS] --exec COMMAND [ARG...]` (issue 4): runs the command, meters its standard output, and
/// exits as it did.
///
/// The exit status:
/// - the command could not be started: 127 when it was not found, 126 otherwise (as shells);
/// - meter's output could not be opened or written: meter's own status (pv's bits: 2 or 16), whatever the
///   command did, since its output is incomplete;
/// - otherwise the command's: its exit code, or 128+N when signal N killed it. When meter itself received
///   that same signal (Ctrl-C, `kill PID`: SIGINT, SIGTERM, SIGHUP, SIGUSR1, SIGUSR2), meter then dies of it
///   too, after drawing its last line, so a shell sees what it would have seen without meter.
enum CommandMode {
    /// Signals that make meter die of the same signal when they ended the command and meter received them.
    /// (SIGQUIT would dump meter's core: exit status 131 instead.)
    static let mirroredSignals: Set<Int32> = [SIGINT, SIGTERM, SIGHUP, SIGUSR1, SIGUSR2]

    static func run(_ configuration: Configuration, command: [String], environment: [String: String]) -> Int32 {
        // -c keeps one line per meter, counting one line per message; a command's text is any number of
        // lines, so a wrapped command's meter keeps to the line it redraws in place.
        var configuration = configuration
        configuration.styleSettings.cursor = false
        let capabilities = TerminalCapabilities.detect(descriptor: .standardError, environment: environment)
        let displays = RunSetup.displays(configuration, capabilities: capabilities)
        let unit = configuration.transfer.unit
        let warn = { (message: String) in MeterCommand.writeError("meter: warning: \(message)\n") }

        // The expected total: -s, else what --remember kept.
        var total: UInt64?
        do { total = try configuration.explicitTotal() } catch { return MeterCommand.usageFailure(error) }
        var remembered: (cache: CountCache, key: String)?
        if configuration.remember {
            if let cache = CountCache(environment: environment) {
                let key = CountCache.key(arguments: command, workingDirectory: currentDirectory())
                remembered = (cache, key)
                if total == nil {
                    do {
                        if let entry = try cache.load(key: key), entry.unit == unit { total = entry.count }
                    } catch {
                        warn("ignoring the remembered count in \(error)")
                    }
                }
            } else {
                warn("--remember: no cache directory (neither XDG_CACHE_HOME nor HOME is set)")
            }
        }

        // Signals are events of the loop, as for a pipe. The command must not inherit meter's own settings:
        // what meter ignores is reset for it, unless it was ignored before meter started (nohup, a background
        // job), and SIGCHLD must have its default action or the command's status would be lost.
        let resetSignals = [SIGPIPE, SIGTTOU].filter { !CommandSignals.isIgnored($0) }
        SignalSetup.ignore(SIGPIPE)
        SignalSetup.ignore(SIGTTOU)
        CommandSignals.setDefault(SIGCHLD)
        let signals = try? SignalEvents([
            SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGWINCH, SIGTSTP, SIGCONT, SIGCHLD,
        ])
        RunSetup.armFrameTimer(configuration, displays: displays, total: total)
        guard let (output, outputName) = RunSetup.openOutput(configuration) else { return TransferOutcome.cannotOpen }

        let clock = MonotonicClock()
        let meter = displays ? DisplayFactory.makeMeter(configuration, capabilities: capabilities, total: total, clock: clock) : nil
        var options = CommandOptions(arguments: command)
        options.unit = unit
        options.bufferSize = configuration.transfer.bufferSize
        options.allowSplice = configuration.transfer.allowSplice
        options.showsOutputAboveIndicator = output == .standardOutput && FileDescriptor.standardOutput.isTerminal
        // Numbers (-n) and plain lines are records, not a picture: they are not drawn again after text.
        let drawsInPlace = !configuration.numeric && !configuration.styleSettings.plain && !capabilities.isDumb
        options.redrawsIndicator = drawsInPlace
        options.tracksLatestLine = meter != nil && drawsInPlace
            && configuration.styleSettings.template(for: configuration).contains(.latestLine)
        options.resetSignals = resetSignals

        let runner = CommandRunner(
            options: options, output: output, outputName: outputName, meter: meter, clock: clock, signals: signals
        ) { message in MeterCommand.writeError("meter: \(message)\n") }
        let outcome: CommandOutcome
        do {
            outcome = try runner.run()
        } catch {
            MeterCommand.writeError("meter: \(error)\n")
            return error.shellStatus
        }

        if let remembered, outcome.status == .exited(0), outcome.statusBits == 0, !outcome.outputClosed {
            do {
                try remembered.cache.save(.init(unit: unit, count: outcome.count), key: remembered.key)
            } catch {
                warn("cannot remember the count: \(error)")
            }
        }
        if outcome.statusBits != 0 { return outcome.statusBits }
        if case .signaled(let signal) = outcome.status, outcome.receivedSignals.contains(signal),
            mirroredSignals.contains(signal), let signals
        {
            signals.dieOf(signal)
        }
        return outcome.status.shellStatus
    }

    /// The working directory, for the `--remember` key ("" when it cannot be read).
    private static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
