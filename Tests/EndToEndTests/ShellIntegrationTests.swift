import Foundation
import Testing

/// The built binary in the shell: completions that bash accepts, help that fits 80 columns.
@Suite struct ShellIntegrationTests {
    /// The `meter` built with the tests: next to the test bundle (this process).
    static let meter: String = {
        let bundle = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: bundle).deletingLastPathComponent().appendingPathComponent("meter").path
    }()

    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // One after the other: what these commands write to standard error fits in a pipe's buffer.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData, as: UTF8.self))
    }

    @Test func bashAcceptsTheCompletionScript() throws {
        let result = try Self.run(
            "/bin/bash", ["-c", "source <(\"$METER\" --completion-script bash) && complete -p meter"],
            environment: ["METER": Self.meter])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output == "complete -F _meter meter\n")
        #expect(result.errors == "")
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func theScriptGoesToStandardOutput(shell: String) throws {
        let result = try Self.run(Self.meter, ["--completion-script", shell])
        #expect(result.status == 0)
        #expect(result.output.contains("--completion-script"))
        #expect(result.errors == "")
    }

    @Test func anUnknownShellIsAUsageError() throws {
        let result = try Self.run(Self.meter, ["--completion-script", "tcsh"])
        #expect(result.status == 64)
        #expect(result.output == "")
        #expect(result.errors.hasPrefix("meter: --completion-script: invalid shell 'tcsh'"))
        #expect(result.errors.hasSuffix("See 'meter --help'.\n"))
    }

    @Test(arguments: ["", "40", "80", "200"])
    func helpFitsEightyColumns(columns: String) throws {
        let result = try Self.run(Self.meter, ["--help"], environment: ["COLUMNS": columns])
        #expect(result.status == 0)
        let limit = min(Int(columns) ?? 80, 80)
        for line in result.output.split(separator: "\n") {
            #expect(line.count <= limit, "\(line)")
        }
    }
}
