import MeterKit

/// The `meter` command: parses the command line, sets up signals, the display and the pump, runs the copy
/// and turns its outcome into an exit status.
package enum MeterCommand {
    /// Runs meter with `arguments` (without the program name) and returns the exit status. May not return
    /// at all when a signal ended the copy: meter then dies of that signal.
    package static func main(environment: [String: String] = ProcessEnvironment.current()) -> Int32 {
        // Before anything is opened: a closed 0, 1 or 2 is held, so that nothing else takes its number.
        let closed = FileDescriptor.holdStandardDescriptors()
        return main(arguments: Argument.fromProcess(), environment: environment, closed: closed)
    }

    /// Runs meter with `arguments` given as text, as ``main(environment:)`` runs it with `argv`'s bytes.
    package static func main(arguments: [String], environment: [String: String] = ProcessEnvironment.current()) -> Int32 {
        main(arguments: arguments.map { Argument($0) }, environment: environment)
    }

    /// Runs meter with `arguments`; `closed` are the standard descriptors the process started without.
    static func main(arguments: [Argument], environment: [String: String], closed: Set<Int32> = []) -> Int32 {
        let language = Language.preferred(by: environment)
        let configuration: Configuration
        do {
            configuration = try Configuration.from(CommandLineParser.parse(arguments))
        } catch {
            return StandardError.usageFailure(error, in: language)
        }
        switch configuration.action {
        case .help:
            // Wrapped to the terminal on standard output (else COLUMNS, else 80), as a frame would be.
            let capabilities = TerminalCapabilities.detect(descriptor: .standardOutput, environment: environment)
            let columns = DescriptorTarget(
                descriptor: .standardOutput, fixedColumns: nil, environmentColumns: capabilities.environmentColumns,
                checksForeground: false
            ).columns
            try? FileDescriptor.standardOutput.writeAll(HelpText.render(width: columns, language: language))
            return 0
        case .version:
            try? FileDescriptor.standardOutput.writeAll(Version.line + "\n")
            return 0
        case .completionScript(let request):
            try? FileDescriptor.standardOutput.writeAll(CompletionScript.answer(request, home: environment["HOME"]))
            return 0
        case .run:
            for warning in configuration.warnings { StandardError.report(CommandMessage.warning(warning), in: language) }
            return RunCommand.run(configuration, environment: environment, language: language, closed: closed)
        }
    }
}
