/// What `--json`'s objects call a meter in a run of several kinds of meter: its id (`PID:FD` for `-d`,
/// `in` or `out` for `-M`), and for a watched file its path, in place of its line's name (shortened to fit);
/// for the store of `-U`, no id and the name pv gives it in English, `(input)`, whatever the language of
/// its line: the objects are the same in every locale.
struct JSONIdentity: Sendable, Equatable {
    var id: String?
    var name: String?
}
