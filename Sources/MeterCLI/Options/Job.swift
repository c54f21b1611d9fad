import MeterKit

/// What the command line asks meter to do, chosen once by the parser from the whole line: one action with
/// that action's own settings. The options every action shares stay in the ``Configuration``: what is read,
/// counted and written, with its limits and the ways of the copy (``StreamSettings``), and what is drawn and
/// how (``DisplaySettings``).
enum Job: Sendable, Equatable {
    /// Copy the inputs to the output: meter's default, as pv's.
    case copy(CopyJob)
    /// Run a command and meter what it writes, reads, or both (`--exec`).
    case exec(ExecJob)
    /// Follow the files that other processes have open (`-d`), as given, before names and list files are
    /// looked up.
    case watch([WatchTarget])
    /// Play a scripted stream on a virtual clock (`--replay SCRIPT`).
    case replay(script: FilePath)
    /// Follow every command of the user's that goes through files (`--copies`), each at the biggest file it
    /// reads, or writes.
    case copies(CopyTarget.Direction)
    /// Show the progress of a running meter here (`-Q PID`).
    case query(process: Int32)
    /// Show every running meter of the user's here (`--meters`).
    case meters
    /// Change a running meter (`-R PID`).
    case remote(RemoteJob)
}

/// A copy's own settings.
struct CopyJob: Sendable, Equatable {
    /// Where the stream's timing is written as a replay script (`--record FILE`).
    var recordPath: FilePath?
}

/// A wrapped command and how it is metered.
struct ExecJob: Sendable, Equatable {
    /// The command and its arguments, as given after `--exec`: their bytes.
    var command: [[UInt8]]
    /// Keep the command's final count as its next expected total (`--remember`).
    var remember = false
    /// What of the command is metered (`-M`): its output when not given.
    var monitor: MonitoredStreams?
    /// What reads the command's progress from its output (`--progress-from`, each given adds its own).
    var progressPatterns: [ProgressPattern] = []
    /// After the command exits, how long to read on while processes it left running hold its output
    /// (`--exec-wait`); `nil` to read until they close it.
    var exitWait: Double?
    /// Where the command's run is written as a replay script (`--record FILE`).
    var recordPath: FilePath?
}

/// What `-R` sends a running meter.
struct RemoteJob: Sendable, Equatable {
    /// The running meter's process.
    var process: Int32
    /// The options given beside `-R` that a running meter takes, as they are sent.
    var arguments: [String] = []
    /// The options given beside `-R` that a running meter cannot take: `-R` warns that they are ignored.
    var ignored: [String] = []
}

/// What the options that choose the job asked for, gathered as the parser reads them in order: the job is
/// made from it once the whole line is read (`--remember` may come before `--exec`).
struct JobRequest {
    var remember = false
    var monitor: MonitoredStreams?
    var progressPatterns: [ProgressPattern] = []
    var exitWait: Double?
    var watch: [WatchTarget]?
    var copies = false
    var remote: Int32?
    var query: Int32?
    var meters = false
    var replayPath: FilePath?
    var recordPath: FilePath?
}
