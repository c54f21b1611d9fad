/// How to run a wrapped command.
package struct CommandOptions: Sendable, Equatable {
    /// The command and its arguments, as bytes (`argv` gave them so, and they reach `execve(2)` so); the first
    /// is looked up in `PATH`.
    package var arguments: [[UInt8]]
    /// What is counted on the command's standard output.
    package var unit: CountingUnit = .bytes
    /// The read buffer's size in bytes; `nil` for 1 MiB.
    package var bufferSize: Int?
    /// Whether meter's standard output is the terminal the indicator is drawn on: the command's standard output
    /// is then shown above the indicator, as its standard error always is.
    package var showsOutputAboveIndicator = false
    /// Whether to draw the indicator again after text is written above it (not for `-n`).
    package var redrawsIndicator = true
    /// Whether to follow the command's latest output line for `%L`.
    package var tracksLatestLine = false
    /// Whether `splice(2)` may move standard output when nothing needs to see the bytes (`-C` turns it off).
    package var allowSplice = true
    /// Whether the total is only what the command printed last time (`--remember`): once the count reaches it
    /// while the command runs, the total is unknown from then on, rather than 100 % while the work goes on.
    package var totalIsEstimate = false
    /// Signals the command starts with at their default action (see ``ChildProcess/spawn(_:input:output:error:resetSignals:)``).
    package var resetSignals: [Signal] = []
    /// Whether the command reads a pipe that meter fills (``CommandSource/inputPipe``), so that what it reads
    /// can be metered (`-M in`, `-M both`); otherwise it reads meter's standard input itself.
    package var pipesInput = false
    /// The patterns that read the command's progress from its output lines (`--progress-from`): once one
    /// reports, the meter follows what the command says rather than counting its output. None: not read.
    package var progressPatterns: [ProgressPattern] = []
    /// Whether the units of reported sizes are powers of 1000 (`-k`), as `-s` reads them.
    package var progressSI = false
    /// The total of reports of bytes or items that give none (`-s` with `--progress-from`).
    package var reportedTotal: UInt64?

    package init(arguments: [[UInt8]]) { self.arguments = arguments }
}
