import MeterKit

/// `meter --copies`: follows every command of the user's that goes through files (every user's, for root),
/// as Xfennec's `progress` does, a line each: the process, the command, the biggest file it reads (with `-M
/// out`, writes), its position against its size, the rate and the time left. Commands that start later
/// join; one that ends leaves its final line; the run goes on until it is interrupted. Nothing is read or
/// written but the display.
struct CopiesMode: WatchingMode {
    private let configuration: Configuration
    private let direction: CopyTarget.Direction
    /// Where lines' paths are relative to, read once for all of them.
    private var workingDirectory: FilePath?

    init(_ configuration: Configuration, direction: CopyTarget.Direction) {
        self.configuration = configuration
        self.direction = direction
    }

    mutating func sources(for run: RunContext) throws(EarlyExit) -> [RunSource] {
        workingDirectory = Self.prepareToWatch()
        let directory: ProcessDirectory
        do {
            directory = try ProcessDirectory()
        } catch {
            StandardError.report(CommandMessage.watchFailed("--copies", error), in: run.language)
            throw EarlyExit(status: TransferOutcome.Status.cannotOpen.meterExitStatus)
        }
        let copies = CopiesSource(
            directory: directory, direction: direction, board: run.board, clock: run.clock,
            interval: configuration.display.timing.interval,
            makeMeter: { [self] target in
                let look = look(for: target, run: run)
                // The JSON objects know a line by its process; its name changes with the file it follows.
                return run.addMeter(
                    total: total(of: target), look: look, name: look.name, identity: JSONIdentity(id: "\(target.pid)", name: nil))
            },
            retarget: { [self] meter, target in
                meter.name = look(for: target, run: run).name
                meter.total = total(of: target)
            })
        return [copies]
    }

    /// The size of a file being read; a file being written grows as it goes, and has none.
    private func total(of target: CopyTarget) -> UInt64? {
        direction == .reading ? target.file.size : nil
    }

    /// How a line is drawn: named after its process, command and file (the name then leads a `-F` format that
    /// lacks `%N`, as `-d` puts it there).
    private func look(for target: CopyTarget, run: RunContext) -> MeterLook {
        var look = configuration.look
        let width = DisplayFactory.makeTarget(configuration, capabilities: run.capabilities).columns
        look.name = CopyLineName.name(for: target, workingDirectory: workingDirectory, width: width)
        if let format = look.format, !format.contains(.name) {
            look.format = Template(segments: [.field(.name, width: nil), .text(" ")] + format.segments)
        }
        return look
    }
}
