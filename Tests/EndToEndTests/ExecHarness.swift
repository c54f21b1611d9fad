import Foundation
import Glibc
import Testing

/// Runs the built `meter` for the `--exec` tests: standard output and error go to files (so no pipe can fill
/// up and nothing needs reading while it runs), and a run that hangs is killed after a timeout.
enum ExecHarness {
    /// The `meter` built with the tests: next to the test bundle (this process).
    static let meter: String = {
        let bundle = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: bundle).deletingLastPathComponent().appendingPathComponent("meter").path
    }()

    /// A fresh folder for one test's files.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("meter-exec-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// `count` random bytes from /dev/urandom.
    static func randomBytes(_ count: Int) throws -> Data {
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/dev/urandom"))
        defer { try? handle.close() }
        var data = Data()
        while data.count < count, let more = try handle.read(upToCount: count - data.count), !more.isEmpty {
            data.append(more)
        }
        return data
    }

    /// Starts `meter arguments…` with the ASCII glyphs of the C locale, `environment` added, standard input
    /// from `input` (or /dev/null), in `directory` if given.
    static func start(
        _ arguments: [String], environment: [String: String] = [:], input: URL? = nil, directory: URL? = nil
    ) throws -> ExecProcess {
        let folder = try temporaryDirectory()
        let outputURL = folder.appendingPathComponent("stdout")
        let errorURL = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: meter)
        process.arguments = arguments
        var merged = ProcessInfo.processInfo.environment
        merged["LC_ALL"] = "C"
        merged.removeValue(forKey: "COLUMNS")
        process.environment = merged.merging(environment) { $1 }
        if let directory { process.currentDirectoryURL = directory }
        process.standardInput = try input.map { try FileHandle(forReadingFrom: $0) } ?? FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
        return ExecProcess(process: process, folder: folder, outputURL: outputURL, errorURL: errorURL)
    }

    /// Runs `meter arguments…` to the end.
    static func run(
        _ arguments: [String], environment: [String: String] = [:], input: URL? = nil, directory: URL? = nil,
        timeout: Double = 60
    ) throws -> ExecRun {
        try start(arguments, environment: environment, input: input, directory: directory).finish(timeout: timeout)
    }
}

/// How a run of meter ended, and what it wrote.
struct ExecRun {
    /// The exit status, when meter exited.
    var status: Int32?
    /// The signal that killed meter, when one did.
    var signal: Int32?
    var output: Data
    var errors: String

    var outputText: String { String(decoding: output, as: UTF8.self) }

    /// The lines of standard error as a terminal would leave them: for each line, what follows its last
    /// carriage return (frames and the clearing of frames disappear, the command's text stays).
    var visibleErrorLines: [String] { ExecRun.visibleLines(errors) }

    /// The lines of `text` as a terminal would leave them: what follows each line's last carriage return
    /// (a pseudo-terminal's CR LF counts as a line end). Split on scalars: Swift's `"\r\n"` is one Character.
    static func visibleLines(_ text: String) -> [String] {
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var line = line
            if line.last == "\r" { line = line.dropLast() }
            let visible = line.split(separator: "\r", omittingEmptySubsequences: false).last ?? line[...]
            return String(String.UnicodeScalarView(visible))
        }
    }

    /// The last line of standard error (for `-n`, the last number).
    var lastErrorLine: String? { errors.split(separator: "\n").last.map(String.init) }
}

/// A meter that is running.
final class ExecProcess {
    let process: Process
    let folder: URL
    let outputURL: URL
    let errorURL: URL

    init(process: Process, folder: URL, outputURL: URL, errorURL: URL) {
        self.process = process
        self.folder = folder
        self.outputURL = outputURL
        self.errorURL = errorURL
    }

    var id: pid_t { process.processIdentifier }

    func outputSoFar() -> Data { (try? Data(contentsOf: outputURL)) ?? Data() }

    func errorsSoFar() -> String { String(decoding: (try? Data(contentsOf: errorURL)) ?? Data(), as: UTF8.self) }

    /// Sends `signal` to meter alone.
    func send(_ signal: Int32) { kill(id, signal) }

    /// Waits up to `timeout` seconds for `condition`; returns whether it came true.
    @discardableResult
    func waitUntil(timeout: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            usleep(10_000)
        }
        return condition()
    }

    /// Waits for meter to end (killing it after `timeout` seconds) and collects what it wrote.
    func finish(timeout: Double = 60) -> ExecRun {
        if !waitUntil(timeout: timeout, { !process.isRunning }) {
            kill(id, SIGKILL)
            Issue.record("meter did not end within \(timeout) s and was killed")
        }
        process.waitUntilExit()
        let run = ExecRun(
            status: process.terminationReason == .exit ? process.terminationStatus : nil,
            signal: process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil,
            output: outputSoFar(), errors: errorsSoFar())
        try? FileManager.default.removeItem(at: folder)
        return run
    }
}
