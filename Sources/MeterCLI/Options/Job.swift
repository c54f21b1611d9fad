import MeterKit

/// What the command line asks meter to do, chosen once by the parser from the whole line: one action with
/// that action's own settings. A job that reads the data options (a copy, a wrapped command, a replay, `-d`,
/// `--copies`) holds them (``StreamSettings``); one that reads none (`-Q`, `--meters`, `-R`) has none to
/// hold. What every action shares stays in the ``Configuration``: what is drawn and how
/// (``DisplaySettings``), `-P`, the warnings.
enum Job: Sendable, Equatable {
    /// Copy the inputs to the output: meter's default, as pv's.
    case copy(CopyJob)
    /// Run a command and meter what it writes, reads, or both (`--exec`).
    case exec(ExecJob)
    /// Follow the files that other processes have open (`-d`).
    case watch(WatchJob)
    /// Play a scripted stream on a virtual clock (`--replay SCRIPT`).
    case replay(ReplayJob)
    /// Follow every command of the user's that goes through files (`--copies`), each at the biggest file it
    /// reads, or writes.
    case copies(CopiesJob)
    /// Show the progress of a running meter here (`-Q PID`).
    case query(process: Int32)
    /// Show every running meter of the user's here (`--meters`).
    case meters
    /// Change a running meter (`-R PID`).
    case remote(RemoteJob)
}

extension Job {
    /// What the job reads, counts and writes, for the few places that work for every job (the total of
    /// `-s`, the files a run must not overwrite); `nil` for a job that reads no data options (`-Q`,
    /// `--meters`, `-R`). A mode reads its own job's.
    var stream: StreamSettings? {
        switch self {
        case .copy(let job): return job.stream
        case .exec(let job): return job.stream
        case .watch(let job): return job.stream
        case .replay(let job): return job.stream
        case .copies(let job): return job.stream
        case .query, .meters, .remote: return nil
        }
    }
}

/// A copy's own settings.
struct CopyJob: Sendable, Equatable {
    /// Where the stream's timing is written as a replay script (`--record FILE`).
    var recordPath: FilePath?
    /// The inputs, the output, the copy's ways and limits, the total: every data option.
    var stream = StreamSettings()
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
    /// How the command's output is counted and moved, and its total: the data options but a disk's, `-S`
    /// and `-L`.
    var stream = StreamSettings()
}

/// A replayed script and how it is played.
struct ReplayJob: Sendable, Equatable {
    /// The script (`--replay SCRIPT`).
    var script: FilePath
    /// How a scripted stream is counted, limited and written: the data options but `-U` (a recorded
    /// command's script refuses those that would change its counts: see ``ReplayMode``).
    var stream = StreamSettings()
}

/// The files of other processes that `-d` follows, and how.
struct WatchJob: Sendable, Equatable {
    /// The targets as given, before names and list files are looked up.
    var targets: [WatchTarget]
    /// The total (`-s`), the units of sizes (`-k`): the data options that mean something for a file that
    /// another process moves through (the others that pv takes and ignores there are taken too).
    var stream = StreamSettings()
}

/// What `--copies` follows, and how.
struct CopiesJob: Sendable, Equatable {
    /// Whether each command is followed at the biggest file it reads, or writes (`-M out`).
    var direction: CopyTarget.Direction
    /// The data options `--copies` takes (pv's copy options, which it takes and ignores, and `-k`).
    var stream = StreamSettings()
}

/// What `-R` sends a running meter.
struct RemoteJob: Sendable, Equatable {
    /// The running meter's process.
    var process: Int32
    /// The options given beside `-R` that a running meter takes, as they are sent.
    var arguments: [String] = []
    /// The options given beside `-R` that a running meter cannot take: `-R` warns that they are ignored.
    var ignored: [String] = []
    /// The total of `-s`, sent as the number it stands for: `-s @FILE` names a file read here.
    var size: StreamSettings.SizeSource?
    /// What a `-s @FILE` is counted in (`-l`, `-0`, which are not sent): its bytes, lines or records.
    var sizeUnit: CountingUnit = .bytes
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
