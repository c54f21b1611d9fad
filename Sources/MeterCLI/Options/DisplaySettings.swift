import MeterKit

/// What is drawn and how, as the display and style options asked (`--help`'s display and style groups):
/// what a frame shows, its format, name and width, when frames come (`-i`, `-W`, `-D`, `-m`), the glyphs
/// and colours (``StyleSettings``), what is written beside the display or after it (`-x`, `--json`, `-v`,
/// `--summary`), and what a wrapped command's meters add to the layout. What one meter has of its own is
/// its ``MeterLook``.
struct DisplaySettings: Sendable {
    /// No display at all (`-q`).
    var quiet = false
    /// Draw even when standard error is not a terminal (`-f`).
    var force = false
    /// Plain numbers a line instead of the display (`-n`).
    var numeric = false
    /// When frames come and what their rate averages: `-i`, `-W` (wait for data), `-D` (delay), `-m`.
    var timing = Meter.Timing()
    /// The fields the switches asked for (`-p -t -e -I -r -a -b -T -A`), none when none was given.
    var fields: Set<Template.Field> = []
    /// The run's format (`-F`), the last one given.
    var format: Template?
    /// How many of the last bytes written `-A` shows.
    var lastWrittenCount: Int?
    /// Amounts and rates in bits (`-8`).
    var bits = false
    /// Sizes shown in powers of 1000, not 1024 (`-k`, or a replayed command's recording). `-k` is a data
    /// option, taken in order with the sizes it reads (``StreamSettings/si``); the display is told it once
    /// the line is read, since every job that draws shows sizes, and `-Q` and `--meters` hold no data
    /// options.
    var si = false
    /// The rate against the highest rate so far, without a total (`-g`).
    var gauge = false
    /// pv's statistics line at the end (`-v`).
    var stats = false
    /// A summary of the run at the end: rates, stalls, the run as a sparkline (`--summary`).
    var summary = false
    /// The window title or process title that show the display too (`-x`).
    var extraDisplay: ExtraDisplaySpec?
    /// JSON objects instead of the display on standard error (`--json`).
    var json = false
    /// The file the JSON objects go to instead, beside the display (`--json-file`).
    var jsonFile: FilePath?
    /// The run's name (`-N`), the last one given, as its bytes.
    var name: Argument?
    /// The width of the display in columns (`-w`), else the terminal's.
    var width: Int?
    /// Whether `-i` was given: it then sets the pace of every frame, and no spinner turns between them.
    var intervalGiven = false

    /// The glyphs, colours and shapes (`--style`, `--bar-style`, `--color`, `--reduce-motion`, …).
    var styleSettings = StyleSettings()

    /// What a wrapped command's meter adds to the default layout: the latest line (`%L`), or on the output's
    /// line of `-M both`, the ratio.
    var commandFields: Set<Template.Field> = [.message]
    /// Every `-F` and `-N` given, in order: with `-M both` the first is the input's, the second the output's.
    var formatsGiven: [Template] = []
    /// Every `-N` given, in order, as ``formatsGiven``.
    var namesGiven: [Argument] = []
}

extension Argument {
    /// A `-N` name as the frames show it: made safe as a name from outside is (`\xE9` for a byte that is not
    /// UTF-8, a backslash doubled), once, so that what draws it (as text, escaping nothing more) shows every
    /// byte. The JSON objects carry ``text``, the name as given with U+FFFD for a byte that is not UTF-8.
    var shownName: String { name.text }
}
