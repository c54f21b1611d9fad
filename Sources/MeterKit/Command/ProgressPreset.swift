/// The patterns meter knows by name, each for the output of one kind of command.
package enum ProgressPreset: String, CaseIterable, Sendable {
    /// The last `N%` or `N.N%` on a line (`45%`, `12.5%`, `12,5%`).
    case percent
    /// `N/M` in brackets (`[ 37/120]`, `(12/15)`) or at the start of a line (`37/120 done`), with N at most
    /// M, not part of a date, a path or a decimal (`2024/05/01`, `1/2/3`, `3/4.5`).
    case count
    /// `rsync --info=progress2`: the bytes so far and the percentage (`1,238,099,968  45%  57.73MB/s ...`).
    case rsync
    /// ffmpeg: its first input's `Duration: 00:05:00.00` against the `time=00:01:23.45` of its stats line;
    /// a time of `N/A` or below zero (before the first frame is out) is a stats line that says nothing yet.
    case ffmpeg
    /// curl: the percentage after the bar of `-#` (`######   45.2%`), or the first column of its default
    /// meter (`% Total % Received % Xferd ...`) with the total beside it, or what it received of a size it
    /// does not know.
    case curl

    /// The preset's roles and expressions, as a user would write them.
    package var definitions: [String] {
        switch self {
        case .percent: return ["-p-:^(.*[^0-9.,]|.*[^0-9],)?([0-9]+([.,][0-9]+)?)%"]
        case .count:
            return ["dt:[[(] *([0-9]+) ?/ ?([0-9]+) *[])]", "dt-:^ *([0-9]+) ?/ ?([0-9]+)($|[^0-9/.]|[.]$|[.][^0-9])"]
        case .rsync: return ["Dp:^ *([0-9][0-9,.']*[KMGTkmgt]?) +([0-9]+)% "]
        case .ffmpeg:
            let time = "(-?[0-9]+:[0-9]+:[0-9]+([.][0-9]+)?|N/A)"
            return ["t-:Duration: " + time, "d-:time=" + time]
        case .curl:
            // Its default meter's columns: percentages, and amounts of bytes, whole or with a unit (`4608k`,
            // `28.6M`): total, received, sent, then the two average speeds.
            let amount = "[0-9.]+[kMGTP]?"
            let rest = " +[0-9]{1,3} +\(amount) +[0-9]{1,3} +\(amount) +\(amount) +\(amount) "
            return [
                "p:^#* +([0-9]+[.,][0-9])%",
                // A total it knows (not 0): the percentage done of it.
                "pT:^ *([0-9]{1,3}) +(0*[1-9][0-9]*|[0-9.]+[kMGTP])" + rest,
                // A total it does not know: the bytes received so far.
                "D:^ *0 +0 +0 +(\(amount)) +0 +0 +\(amount) +\(amount) ",
            ]
        }
    }

    /// What the preset's command is known to print beyond its expressions.
    private var rules: ProgressPattern.Rules {
        switch self {
        case .percent, .rsync: return []
        case .count: return .doneWithinTotal
        case .ffmpeg: return .firstTotal
        case .curl: return .binarySizes
        }
    }

    /// The preset's patterns.
    package var patterns: [ProgressPattern] {
        // Each definition is fixed and tested: one that failed would read nothing, never stop a run.
        definitions.compactMap { try? ProgressPattern($0, rules: rules) }
    }
}
