import Glibc
import MeterKit

/// The `meter` command: parses the command line, sets up signals, the display and the pump, runs the copy
/// and turns its outcome into an exit status.
public enum MeterCommand {
    /// Exit status of a usage error.
    public static let usageStatus: Int32 = 64

    /// Runs meter with `arguments` (without the program name) and returns the exit status. May not return
    /// at all when a signal ended the copy: meter then dies of that signal.
    public static func main(
        arguments: [String] = Array(CommandLine.arguments.dropFirst()),
        environment: [String: String] = ProcessEnvironment.current()
    ) -> Int32 {
        let configuration: Configuration
        do {
            configuration = try Configuration.from(CommandLineParser.parse(arguments))
        } catch {
            return usageFailure(error)
        }
        switch configuration.action {
        case .help:
            // Wrapped to the terminal on standard output (else COLUMNS, else 80), as a frame would be.
            let capabilities = TerminalCapabilities.detect(descriptor: .standardOutput, environment: environment)
            let columns = DescriptorTarget(
                descriptor: .standardOutput, fixedColumns: nil, environmentColumns: capabilities.environmentColumns,
                checksForeground: false
            ).columns
            try? FileDescriptor.standardOutput.writeAll(HelpText.render(width: columns))
            return 0
        case .version:
            try? FileDescriptor.standardOutput.writeAll(Version.line + "\n")
            return 0
        case .completionScript(let shell):
            try? FileDescriptor.standardOutput.writeAll(CompletionScript.render(shell))
            return 0
        case .run:
            if let script = configuration.replayPath { return ReplayCommand.run(configuration, script: script, environment: environment) }
            if let target = configuration.watch { return WatchCommand.run(configuration, target: target, environment: environment) }
            return run(configuration, environment: environment)
        }
    }

    static func usageFailure(_ error: UsageError) -> Int32 {
        writeError("meter: \(error.message)\n\(HelpText.usageLine)\nSee 'meter --help'.\n")
        return usageStatus
    }

    static func writeError(_ text: String) {
        try? FileDescriptor.standardError.writeAll(text)
    }

    private static func run(_ configuration: Configuration, environment: [String: String]) -> Int32 {
        if let command = configuration.command {  // issue 4
            return CommandMode.run(configuration, command: command, environment: environment)
        }
        let capabilities = TerminalCapabilities.detect(descriptor: .standardError, environment: environment)
        let displays = RunSetup.displays(configuration, capabilities: capabilities)

        // The expected total, if one is known or wanted.
        let unit = configuration.transfer.unit
        var total: UInt64?
        do { total = try configuration.explicitTotal() } catch { return usageFailure(error) }
        // Byte totals are file sizes, known at once; lines and records are counted, on a thread of their own
        // while the copy runs. (-S needs -s, so it never waits for a count.)
        let countsInBackground = configuration.size == nil && displays && unit != .bytes
        if configuration.size == nil, displays, !countsInBackground {
            total = InputTotals.total(of: configuration.inputs, unit: unit)
        }
        var transfer = configuration.transfer
        if configuration.stopAtSize { transfer.stopAfter = total }

        // Signals are events of the loop; SIGPIPE becomes EPIPE; a background meter is never stopped.
        // With nothing to draw and no record to write, a signal has nothing to wait for: SIGINT, SIGTERM
        // and SIGHUP end meter at once by their default action, as they end cat, and SIGTSTP stops it;
        // the pump may then wait inside splice.
        SignalSetup.ignore(SIGPIPE)
        SignalSetup.ignore(SIGTTOU)
        let handlesSignals = displays || configuration.recordPath != nil
        let signals = handlesSignals ? RunSetup.signalEvents() : nil
        RunSetup.armFrameTimer(configuration, displays: displays, total: total)
        guard let (output, outputName) = RunSetup.openOutput(configuration) else { return TransferOutcome.cannotOpen }

        let clock = MonotonicClock()
        let meter = displays ? DisplayFactory.makeMeter(configuration, capabilities: capabilities, total: total, clock: clock) : nil

        let pump = Pump(
            inputs: configuration.inputs, output: output, outputName: outputName, options: transfer, meter: meter,
            clock: clock, signals: signals
        ) { message in writeError("meter: \(message)\n") }
        if countsInBackground {
            // Started after the signals are blocked, which its thread inherits along with every other.
            pump.pendingTotal = BackgroundTotal(sources: configuration.inputs, unit: unit)
        }
        var recorder: StreamRecorder?
        if configuration.recordPath != nil {
            let made = StreamRecorder(clock: clock)
            pump.onCount = made.record
            recorder = made
        }
        let outcome = pump.run()
        var status = outcome.statusBits
        if let recorder, let path = configuration.recordPath {
            // Written even when a signal ended the copy: what arrived until then is a stream too.
            do {
                try recorder.write(to: path, unit: unit)
            } catch {
                meter?.clearLine()
                writeError("meter: \(path): \(error)\n")
                status |= TransferOutcome.readOrWriteError
            }
        }
        if let signal = outcome.signal {
            meter?.finish()
            if let signals { signals.dieOf(signal) }
            return 128 + signal
        }
        return status
    }
}
