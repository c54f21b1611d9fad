import Foundation
import Testing

/// The built binary in the shell: completions that bash accepts, help that fits 80 columns.
@Suite struct ShellIntegrationTests {
    /// `executable arguments…` in the test process's own environment, `environment` added.
    static func run(
        _ arguments: [String], environment: [String: String] = [:], executable: String = MeterBinary.path
    ) -> RunResult {
        var runner = Runner(executable: executable, arguments: arguments)
        runner.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        return runner.run()
    }

    @Test func bashAcceptsTheCompletionScript() {
        let result = Self.run(
            ["-c", "source <(\"$METER\" --completion-script bash) && complete -p meter"],
            environment: ["METER": MeterBinary.path], executable: "/bin/bash")
        #expect(result.termination == .exited(0), "\(result.stderrText)")
        #expect(result.stdoutText == "complete -F _meter meter\n")
        #expect(result.stderrText == "")
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func theScriptGoesToStandardOutput(shell: String) {
        let result = Self.run(["--completion-script", shell])
        #expect(result.termination == .exited(0))
        #expect(result.stdoutText.contains("--completion-script"))
        #expect(result.stderrText == "")
    }

    @Test func anUnknownShellIsAUsageError() {
        let result = Self.run(["--completion-script", "tcsh"])
        #expect(result.termination == .exited(64))
        #expect(result.stdoutText == "")
        #expect(result.stderrText.hasPrefix("meter: --completion-script: invalid shell 'tcsh'"))
        #expect(result.stderrText.hasSuffix("See 'meter --help'.\n"))
    }

    @Test(arguments: ["", "40", "80", "200"])
    func helpFitsEightyColumns(columns: String) {
        let result = Self.run(["--help"], environment: ["COLUMNS": columns])
        #expect(result.termination == .exited(0))
        let limit = min(Int(columns) ?? 80, 80)
        for line in result.stdoutText.split(separator: "\n") {
            #expect(line.count <= limit, "\(line)")
        }
    }
}
