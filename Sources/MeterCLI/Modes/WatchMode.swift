import MeterKit

/// `meter -d PID[:FD]`: follows the position of a file another process has open, as `pv -d` does; nothing
/// is read or written but the display. Ends with status 0 when the process closes the file (a named
/// descriptor, or an output) or ends; an input named by the process only is followed to the next input.
struct WatchMode: Mode {
    private let target: WatchTarget
    private let file: WatchedFile
    private let total: UInt64?

    init(target: WatchTarget, total: UInt64?) throws(EarlyExit) {
        do {
            if let descriptor = target.descriptor {
                file = try WatchedFile(pid: target.pid, descriptor: descriptor)
            } else {
                file = try WatchedFile.only(of: target.pid)
            }
        } catch {
            MeterCommand.writeError(WatchMode.message(for: error, target: target))
            throw EarlyExit(status: TransferOutcome.cannotOpen)
        }
        self.target = target
        self.total = total
    }

    func signals(drawing: Bool) -> [Int32]? {
        drawing ? [Signal.interrupt, Signal.terminate, Signal.hangUp, Signal.windowChange, Signal.terminalStop, Signal.resume] : nil
    }

    var writesOutput: Bool { false }
    var usesTimer: Bool { false }

    mutating func sources(for run: RunContext) throws(EarlyExit) -> [RunSource] {
        let explicit = run.configuration.sizeGiven
        let total = self.total
        let watch = WatchSource(
            file: file, follow: target.descriptor == nil, board: run.board, clock: run.clock,
            sampleInterval: min(run.configuration.timing.interval, 0.1)
        ) { file in
            // The total is -s, else the size of a file the process reads (one it writes grows as it goes, and
            // has none); the name is -N, else the file's.
            let name = String(file.path.split(separator: "/").last ?? Substring(file.path))
            return run.addMeter(total: explicit ? total : file.isReadOnly ? file.size : nil, name: name)
        }
        return [watch]
    }

    /// The message for a file that cannot be watched, naming the process (and descriptor) as given.
    static func message(for failure: WatchedFile.Failure, target: WatchTarget) -> String {
        let name = target.displayName
        switch failure {
        case .noProcess: return "meter: \(name): no such process\n"
        case .noDescriptor: return "meter: \(name): the process has no such file descriptor\n"
        case .notAFile(let path): return "meter: \(name): '\(SafeText(path))' is not a regular file or block device\n"
        case .denied: return "meter: \(name): cannot see the process's files: Permission denied\n"
        case .noFiles: return "meter: \(name): the process has no regular file or block device open\n"
        case .several(let files):
            var text = "meter: \(name): the process has \(files.count) files open; choose one with -d \(target.pid):FD\n"
            for file in files { text += "  \(file.descriptor)\t\(SafeText(file.path))\n" }
            return text
        case .other(let error): return "meter: \(name): \(error)\n"
        }
    }
}
