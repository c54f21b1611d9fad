import MeterKit

/// Every option meter knows: its names, its value, its help line and its group in `--help`.
struct OptionSpec: Sendable {
    /// What the value of an option completes to in a shell, declared with the option.
    enum Completion: Equatable, Sendable {
        /// Free text: nothing to offer.
        case text
        /// File names.
        case files
        /// A size, or `@` and a file name.
        case sizeOrFile
        /// One of these words.
        case choices([String])
        /// A command, then its arguments as the command's own completion has them: the rest of the line.
        case command
        /// The process ID of one of the user's running meters (`-R PID`, `-Q PID`), as meter finds them
        /// (`--completion-script meters`).
        case runningMeter
        /// What `-d` watches: a process ID, `=` and a process's name, or `@` and a list file.
        case watchTarget

        /// The raw values of a `CaseIterable` enum, as choices.
        static func choices<Choice: CaseIterable & RawRepresentable>(_: Choice.Type) -> Completion
        where Choice.RawValue == String {
            .choices(Choice.allCases.map(\.rawValue))
        }
    }

    let id: OptionID
    let short: Character?
    let long: String
    /// The value's placeholder (`SIZE`), or nil for a switch.
    let value: Metavariable?
    let help: String
    let group: OptionGroup
    /// What the value completes to in a shell; nil for a switch.
    let completion: Completion?

    init(
        id: OptionID, short: Character?, long: String, value: Metavariable?, help: String, group: OptionGroup,
        completes completion: Completion = .text
    ) {
        self.id = id
        self.short = short
        self.long = long
        self.value = value
        self.help = help
        self.group = group
        self.completion = value == nil ? nil : completion
    }

    /// The name used in messages: the short form if there is one, `-s`, else `--long`.
    var displayName: String { short.map { "-\($0)" } ?? "--\(long)" }
}

/// The table, in `--help` order.
let optionTable: [OptionSpec] = [
    .init(id: .size, short: "s", long: "size", value: .size,
          help: "Expected total: bytes with an optional K, M, G, T, P or E suffix (1.5G), a count in line mode, or @FILE for FILE's size (@DIR: the files under DIR); 0 for none.", group: .data, completes: .sizeOrFile),
    .init(id: .lineMode, short: "l", long: "line-mode", value: nil, help: "Count lines instead of bytes.", group: .data),
    .init(id: .null, short: "0", long: "null", value: nil, help: "Count NUL-terminated records (implies -l).", group: .data),
    .init(id: .output, short: "o", long: "output", value: .file, help: "Write to FILE instead of standard output.", group: .data, completes: .files),
    .init(id: .discard, short: "X", long: "discard", value: nil, help: "Read and count, but write nothing.", group: .data),
    .init(id: .si, short: "k", long: "si", value: nil, help: "Units in powers of 1000, not 1024: those shown, and the suffixes of the sizes given after it.", group: .data),
    .init(id: .rateLimit, short: "L", long: "rate-limit", value: .rate,
          help: "Copy at most RATE bytes a second (lines in line mode); suffixes as for --size; 0 for no limit.", group: .data),
    .init(id: .stopAtSize, short: "S", long: "stop-at-size", value: nil,
          help: "Stop after --size, or without one at the inputs' own size; in byte mode nothing beyond it is read.", group: .data),
    .init(id: .skipErrors, short: "E", long: "skip-errors", value: nil,
          help: "Skip unreadable parts of an input, a byte at first and up to 512 while the errors go on, writing NULs in their place; twice: report once per file.", group: .data),
    .init(id: .errorSkipBlock, short: "Z", long: "error-skip-block", value: .bytes,
          help: "With -E (implied): skip the whole block of BYTES an error is in (-EE -Z 4K /dev/sdX > disk.img).", group: .data),
    .init(id: .bufferSize, short: "B", long: "buffer-size", value: .bytes, help: "Use a buffer of BYTES (suffixes as for --size).", group: .data),
    .init(id: .noSplice, short: "C", long: "no-splice", value: nil, help: "Never use splice(2) or sendfile(2); always read and write.", group: .data),
    .init(id: .sparse, short: "O", long: "sparse", value: nil,
          help: "Leave holes in an output file where the data has blocks of zeros, instead of writing them.", group: .data),
    .init(id: .sync, short: "Y", long: "sync", value: nil,
          help: "Sync an output file or device after every write, so that the bar follows the disk, not the cache.", group: .data),
    .init(id: .directIO, short: "K", long: "direct-io", value: nil,
          help: "Read and write files and block devices with O_DIRECT, past the page cache.", group: .data),
    .init(id: .storeAndForward, short: "U", long: "store-and-forward", value: .file,
          help: "Read everything into FILE first ('-': a temporary file), then write it out with its size as the total.", group: .data, completes: .files),

    .init(id: .progress, short: "p", long: "progress", value: nil, help: "Show the bar and percentage.", group: .display),
    .init(id: .timer, short: "t", long: "timer", value: nil, help: "Show the elapsed time.", group: .display),
    .init(id: .eta, short: "e", long: "eta", value: nil, help: "Show the time remaining.", group: .display),
    .init(id: .fineta, short: "I", long: "fineta", value: nil, help: "Show the clock time the transfer will finish.", group: .display),
    .init(id: .rate, short: "r", long: "rate", value: nil, help: "Show the rate since the last update.", group: .display),
    .init(id: .averageRate, short: "a", long: "average-rate", value: nil, help: "Show the average rate over the window (-m).", group: .display),
    .init(id: .bytes, short: "b", long: "bytes", value: nil, help: "Show the amount so far.", group: .display),
    .init(id: .bits, short: "8", long: "bits", value: nil,
          help: "Show the amount so far, and the rates, in bits rather than bytes (as pv, implies -b).", group: .display),
    .init(id: .bufferPercent, short: "T", long: "buffer-percent", value: nil,
          help: "Show how full meter's buffer is, { 45%} (the data then passes through it).", group: .display),
    .init(id: .lastWritten, short: "A", long: "last-written", value: .count,
          help: "Show the last COUNT bytes written, each unprintable byte shown as '.' (-A 16).", group: .display),
    .init(id: .gauge, short: "g", long: "gauge", value: nil,
          help: "Without a total, show the rate against the highest rate so far instead of a moving block.", group: .display),
    .init(id: .name, short: "N", long: "name", value: .name, help: "Put NAME before the display.", group: .display),
    .init(id: .format, short: "F", long: "format", value: .format,
          help: "Lay the display out as FORMAT, with pv's sequences: %p %t %e %I %r %a %b %T %nA %{sgr:red} (and their %{timer} forms) %N %L %%; a bar takes a width (%20p); anything else is shown as it is. With -n, numbers: -n -F '{\"bytes\":%b}'.", group: .display),
    .init(id: .numeric, short: "n", long: "numeric", value: nil,
          help: "Print whole percentages, one a line (with -b the count, -r the rate, -t elapsed seconds first; with -F, its sequences as plain numbers).", group: .display),
    .init(id: .stats, short: "v", long: "stats", value: nil,
          help: "At the end, write the lowest, mean and highest rate and their deviation on a line of their own, even with -q.", group: .display),
    .init(id: .summary, short: nil, long: "summary", value: nil,
          help: "At the end, write a summary of the run, even with -q: the amount, the average, lowest and highest rate, the time, the stalls and the whole run's rate as a sparkline (after the line of -v).", group: .display),
    .init(id: .json, short: nil, long: "json", value: nil,
          help: "Instead of the display, write a JSON object a frame on standard error, and a summary at the end, each a line that starts with {\"v\":1, (the manual's JSON PROGRESS).", group: .display),
    .init(id: .jsonFile, short: nil, long: "json-file", value: .file,
          help: "Write the objects of --json to FILE instead, beside the display on standard error (--json-file progress.jsonl).", group: .display, completes: .files),
    .init(id: .quiet, short: "q", long: "quiet", value: nil, help: "Show nothing at all.", group: .display),
    .init(id: .force, short: "f", long: "force", value: nil, help: "Show the display even when standard error is not a terminal.", group: .display),
    .init(id: .interval, short: "i", long: "interval", value: .seconds,
          help: "Update every SEC seconds (default 1; kept within 0.1 to 600).", group: .display),
    .init(id: .width, short: "w", long: "width", value: .columns, help: "Draw COLUMNS wide instead of the terminal's width (0: the terminal's).", group: .display),
    .init(id: .height, short: "H", long: "height", value: .rows, help: "Accepted and checked for pv's scripts; meter takes the height from the terminal itself.", group: .display),
    .init(id: .averageWindow, short: "m", long: "average-rate-window", value: .seconds,
          help: "Average the rate and ETA over the last SEC seconds (default 30).", group: .display),
    .init(id: .wait, short: "W", long: "wait", value: nil, help: "Show nothing until the first byte arrives.", group: .display),
    .init(id: .delayStart, short: "D", long: "delay-start", value: .seconds, help: "Show nothing for the first SEC seconds.", group: .display),
    .init(id: .cursor, short: "c", long: "cursor", value: nil,
          help: "Keep this meter on a line of its own, so several meters in one pipeline stack up on the terminal (meter -c -N in a | gzip | meter -c -N out > b.gz).", group: .display),
    .init(id: .extraDisplay, short: "x", long: "extra-display", value: .spec,
          help: "Also show the display in the terminal window's title (windowtitle) or the process title ps shows (processtitle): names separated by commas, then an optional ':FORMAT' (-x 'windowtitle:%p %e').",
          group: .display, completes: .choices(ExtraDisplaySpec.Destination.self)),

    // Style options.
    .init(id: .indicatorStyle, short: nil, long: "style", value: .style,
          help: "The indicator: linear (a bar, the default) or circular (a ring that fills clockwise beside the percentage: --style circular).", group: .style, completes: .choices(Style.Indicator.self)),
    .init(id: .ring, short: nil, long: "ring", value: .glyphs,
          help: "The ring's glyphs: braille (one cell, 9 states, the default) or pie (○◔◑◕●; --style circular --ring pie).", group: .style, completes: .choices(Style.Ring.self)),
    .init(id: .barStyle, short: "u", long: "bar-style", value: .style,
          help: "The bar's glyphs, as pv: plain ([===>]), block, granular (eighth cells, the default) or shaded (-u shaded).", group: .style, completes: .choices(Style.Bar.self)),
    .init(id: .spinnerSpeed, short: nil, long: "spinner-speed", value: .factor,
          help: "Turn the spinner shown with no total FACTOR times as fast (default 1; --spinner-speed 0.5).", group: .style),
    .init(id: .layout, short: nil, long: "layout", value: .layout,
          help: "Show a preset of fields: mini (the indicator), small (and the percentage), regular (pv's default) or large (every field); -F still wins (--layout small).", group: .style, completes: .choices(Style.Layout.self)),
    .init(id: .color, short: nil, long: "color", value: .when,
          help: "Color the display: auto (the default: on a terminal in a UTF-8 locale, unless NO_COLOR is set), always or never (--color never).", group: .style, completes: .choices(Style.Color.self)),
    .init(id: .tint, short: nil, long: "tint", value: .color,
          help: "Fill with COLOR: #RRGGBB, #RGB or a name such as orange, blue or green (default #FF5733; --tint '#3584E4').", group: .style, completes: .choices(Style.Tint.named.map(\.name))),
    .init(id: .reduceMotion, short: nil, long: "reduce-motion", value: nil,
          help: "No decorative motion: the spinner stands still, the bar moves in whole cells, a line is redrawn only when a value on it changed (also REDUCE_MOTION=1).", group: .style),
    .init(id: .noReduceMotion, short: nil, long: "no-reduce-motion", value: nil,
          help: "Animate even when REDUCE_MOTION is set.", group: .style),
    .init(id: .plain, short: nil, long: "plain", value: nil,
          help: "Write plain lines for screen readers and logs, even when standard error is not a terminal: 'in: 40% 400MiB of 1.0GiB, 12MiB/s, 0:00:50 left' (also under TERM=dumb, and ACCESSIBLE=1 where meter draws).", group: .style),
    .init(id: .noPlain, short: nil, long: "no-plain", value: nil,
          help: "Draw the display in place even when ACCESSIBLE is set.", group: .style),
    .init(id: .heartbeat, short: nil, long: "heartbeat", value: .seconds,
          help: "With plain lines: write one whenever none was written for SEC seconds, so that a log never falls silent (default 60 off a terminal, none on one; 0 for none).", group: .style),
    .init(id: .terminalProgress, short: nil, long: "terminal-progress", value: .when,
          help: "Show the progress in the terminal's tab or taskbar too (OSC 9;4): auto (the default: in terminals known to show it, such as Windows Terminal, Ghostty, WezTerm, iTerm2 and GNOME's; also METER_TERMINAL_PROGRESS), always or never.",
          group: .style, completes: .choices(TerminalProgressMode.self)),

    // Command options.
    .init(id: .exec, short: nil, long: "exec", value: .command,
          help: "Run COMMAND with the arguments that follow (everything after --exec is the command), counting its standard output; its standard error, and its standard output on a terminal, appear above the display. meter exits with COMMAND's status.",
          group: .command, completes: .command),
    .init(id: .remember, short: nil, long: "remember", value: nil,
          help: "With --exec: keep the final count of this command in this directory, and expect it as the total the next time.",
          group: .command),
    .init(id: .monitor, short: "M", long: "monitor", value: .stream,
          help: "With --exec: count what the command reads (in: meter's standard input, copied to it), what it writes (out, the default), or both, on two lines, the input's first, the output's with the ratio of output to input (-M both --exec gzip -9 < big > big.gz).",
          group: .command, completes: .choices(MonitoredStreams.self)),
    .init(id: .progressFrom, short: nil, long: "progress-from", value: .pattern,
          help: "With --exec: let the meter follow the progress the command prints, read from its output by PATTERN. PATTERN is a preset (percent, count, rsync, ffmpeg, curl) or an extended regular expression with one capture, a percentage, or two, done and total (--progress-from '([0-9]+) of ([0-9]+)').",
          group: .command, completes: .choices(ProgressPreset.self)),
    .init(id: .execWait, short: nil, long: "exec-wait", value: .seconds,
          help: "With --exec: after the command exits, wait at most SEC seconds for processes it left running to close its output, then stop reading it and exit with the command's status (default: wait until they do; --exec-wait 5).",
          group: .command),
    .init(id: .watchfd, short: "d", long: "watchfd", value: .target,
          help: "Copy nothing: watch the files other processes have open, a line each, as pv -d. TARGET is PID (its every file, as it opens them, until it ends), PID:FD (one file), =NAME (the processes whose name matches the regular expression NAME, as with pgrep) or @LISTFILE (a target a line); more may follow as operands (-d \"$(pidof gzip)\").",
          group: .command, completes: .watchTarget),
    .init(id: .copies, short: nil, long: "copies", value: nil,
          help: "Copy nothing: watch every command of yours that goes through files (cp, dd, tar, gzip, sha256sum… as the manual lists them; every user's, as root), a line each at the biggest file it reads (with -M out, writes). Each line shows how far it is, the rate and the time left; commands started later join, those that end leave their last line, until meter is interrupted.",
          group: .command),

    // Control options.
    .init(id: .remote, short: "R", long: "remote", value: .pid,
          help: "Change the settings of the running meter with process ID PID: it takes the display options given here (-p -t -e -r -b -a -I, -F, -N; a name not given is cleared), --style, --tint, --color, --reduce-motion, and -L, -s, -i, -w where given and above 0 (meter -R 4242 -L 10M).",
          group: .control, completes: .runningMeter),
    .init(id: .query, short: "Q", long: "query", value: .pid,
          help: "Show the progress of the running meter PID here, with the display options given here, until it ends (meter -Q 4242 -pte).",
          group: .control, completes: .runningMeter),
    .init(id: .meters, short: nil, long: "meters", value: nil,
          help: "Show every running meter of yours here, a line each (a block for one with several), with the display options given here: copies, -d watchers and --exec meters, not those that only show others; meters started later join, until all have ended.",
          group: .control),
    .init(id: .pidFile, short: "P", long: "pidfile", value: .file,
          help: "Write meter's process ID to FILE before any data is copied, for -R and -Q; removed when meter ends.",
          group: .control, completes: .files),

    // Testing options.
    .init(id: .replay, short: nil, long: "replay", value: .script,
          help: "Write the fake stream SCRIPT describes, or play the command's run it recorded, and count it on a virtual clock, at once, with the frames a live run would draw (implies -f).", group: .testing, completes: .files),
    .init(id: .record, short: nil, long: "record", value: .file,
          help: "Write a replay script of what arrives, or of what the command of --exec does, offsets in milliseconds, to FILE.", group: .testing, completes: .files),

    .init(id: .help, short: "h", long: "help", value: nil, help: "Show help information.", group: .general),
    .init(id: .version, short: "V", long: "version", value: nil, help: "Show the version.", group: .general),
    .init(id: .completionScript, short: nil, long: "completion-script", value: .shell,
          help: "Print the completion script for SHELL (bash, zsh or fish); with meters, the process IDs of your running meters, one a line, as the scripts offer them after -Q and -R.", group: .general, completes: .choices(CompletionRequest.self)),
]

/// pv's other spellings of an option, accepted but not listed: `--sparse-output` is `--sparse`.
let longOptionAliases: [String: String] = ["sparse-output": "sparse"]

/// The long options of pv 1.10.5, as its getopt_long knows them: an abbreviation that is unique among these
/// means that option of pv's, whatever options meter adds (see ``LongOptionName``).
let pvLongOptions: [String] = [
    "help", "version", "progress", "timer", "eta", "fineta", "rate", "average-rate", "bytes", "bits", "si",
    "buffer-percent", "last-written", "force", "numeric", "quiet", "cursor", "wait", "delay-start", "size", "gauge",
    "line-mode", "null", "interval", "width", "height", "name", "bar-style", "format", "extra-display", "stats",
    "rate-limit", "buffer-size", "no-splice", "skip-errors", "error-skip-block", "stop-at-size", "sync", "direct-io",
    "sparse", "sparse-output", "discard", "store-and-forward", "remote", "query", "pidfile", "watchfd", "output",
    "average-rate-window",
]
