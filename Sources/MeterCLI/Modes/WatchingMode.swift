import MeterKit

/// What `-d` and `--copies` share: they follow other processes' files, write no output, draw a line for
/// each file on a board of stacked lines (no timer of their own: the sources sample once an interval), and
/// take the run's signals only while they draw.
protocol WatchingMode: Mode {}

extension WatchingMode {
    func signals(drawing: Bool) -> [Signal]? {
        drawing ? Session.runSignals : nil
    }

    var writesOutput: Bool { false }
    var usesTimer: Bool { false }
    var stacksMeters: Bool { true }

    /// Makes room to watch: a descriptor or two is held for each watched process and file. Returns the
    /// working directory, below which the lines name files relatively.
    static func prepareToWatch() -> FilePath? {
        OpenFileLimit.raiseToHardLimit()
        return FileSystem.workingDirectory()
    }
}
