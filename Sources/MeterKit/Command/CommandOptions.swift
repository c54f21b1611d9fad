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
    /// What meter draws on its standard error, where the command's standard error goes too.
    package var errorDisplay: ErrorDisplay = .onTerminal
    /// Whether meter's standard output and error are one file or pipe (`2>&1`, not a terminal): meter's own
    /// lines then go only where the command's output is at the start of a line.
    package var outputSharesErrorStream = false
    /// After the command exits, how many seconds meter reads on while processes it left running hold its
    /// pipes (`--exec-wait`); `nil` to read until they close them.
    package var exitWait: Double?
    /// Whether meter says that it waits for processes the command left running (not with `-q`).
    package var announcesExitWait = true
    /// Whether to follow the command's latest output line for `%L`.
    package var tracksLatestLine = false
    /// Whether the kernel's splice may move standard output when nothing needs to see the bytes (`-C` turns it off).
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

    /// What the transfer engine's plan reads of these options for the command's standard output.
    var transfer: TransferOptions {
        var transfer = TransferOptions()
        transfer.unit = unit
        transfer.bufferSize = bufferSize
        transfer.allowSplice = allowSplice
        return transfer
    }

    /// Whether something beside meter's output must see the output's bytes: `%L`, the progress patterns,
    /// the terminal it is shown on, or the lines of a file that standard error shares.
    var seesOutput: Bool {
        tracksLatestLine || showsOutputAboveIndicator || !progressPatterns.isEmpty || outputSharesErrorStream
    }

    /// What meter draws on its standard error, beside the command's text written there.
    package enum ErrorDisplay: Sendable, Equatable {
        /// Nothing: the text passes straight through.
        case nothing
        /// A display on a terminal: an unfinished line is shown, and the indicator drawn below it.
        case onTerminal
        /// Frames or records in a file or a pipe: an unfinished line is kept until it ends, so that they
        /// keep their pace between whole lines.
        case inStream
    }
}
