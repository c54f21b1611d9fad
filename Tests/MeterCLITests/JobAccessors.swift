import MeterKit
import Testing
@testable import MeterCLI

/// The parts of the job a test asks about, read from the one job the parser chose: `nil` when the job is
/// another.
extension Configuration {
    var command: [String]? { exec?.command.map { String(decoding: $0, as: UTF8.self) } }
    var remember: Bool { exec?.remember ?? false }
    var monitor: MonitoredStreams? { exec?.monitor }
    var watch: [WatchTarget]? {
        if case .watch(let watch) = job { return watch.targets }
        return nil
    }
    var copies: CopyTarget.Direction? {
        if case .copies(let copies) = job { return copies.direction }
        return nil
    }
    var query: Int32? {
        if case .query(let process) = job { return process }
        return nil
    }
    var remote: Int32? {
        if case .remote(let remote) = job { return remote.process }
        return nil
    }
    var remoteArguments: [String] {
        if case .remote(let remote) = job { return remote.arguments }
        return []
    }
    var remoteIgnored: [String] {
        if case .remote(let remote) = job { return remote.ignored }
        return []
    }
    var replayPath: FilePath? {
        if case .replay(let replay) = job { return replay.script }
        return nil
    }
    var recordPath: FilePath? {
        if case .copy(let copy) = job { return copy.recordPath }
        return exec?.recordPath
    }
}

extension Configuration {
    /// The data options of the job the parser chose, where the tests ask for them. A job that reads none
    /// (`-Q`, `--meters`, `-R`) holds none: asking it fails the test, rather than answering with defaults
    /// that would let a wrong expectation pass.
    var stream: StreamSettings {
        guard let stream = job.stream else {
            Issue.record("the job \(job) holds no data options")
            return StreamSettings()
        }
        return stream
    }
}
