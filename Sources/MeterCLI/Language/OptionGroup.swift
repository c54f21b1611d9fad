/// A group of options in `--help`, under a heading of its own (the raw value is English's). Declared with
/// the command's words, since each language's catalogue names the headings, and the option table (in
/// Options, above) sorts each option into one.
enum OptionGroup: String, CaseIterable, Sendable {
    case data = "DATA OPTIONS"
    case display = "DISPLAY OPTIONS"
    case style = "STYLE OPTIONS"
    case command = "COMMAND OPTIONS"
    case control = "CONTROL OPTIONS"
    case testing = "TESTING OPTIONS"
    case general = "OPTIONS"
}
