import MeterKit

/// Shell completion scripts, generated from the option table so they never drift from the options:
/// `meter --completion-script bash|zsh|fish` prints one.
///
/// What an option's value completes to is declared with the option in the table (``OptionSpec/Completion``):
/// file names, a size or `@` and a file name (`-s @FILE`), one of a set of words (`--style`, `--color`,
/// `--layout`…), process IDs, process names after `=` and list files after `@` (`-d`), or a command (`--exec`): every word after it completes as that
/// command's own command line would, as after `env` or `nice`. Operands complete file names.
enum CompletionScript {
    /// What `request` prints: a script, or the process IDs of the running meters (`home`: the `HOME`
    /// variable, which says where the user's folder for control sockets is).
    static func answer(_ request: CompletionRequest, home: String?) -> String {
        switch request {
        case .script(let shell): return render(shell)
        case .meters: return MeterFinder(home: home).running().map { "\($0)\n" }.joined()
        }
    }

    /// The script for `shell`.
    static func render(_ shell: CompletionRequest.Shell, table: [OptionSpec] = optionTable) -> String {
        switch shell {
        case .bash: return bash(table)
        case .zsh: return zsh(table)
        case .fish: return fish(table)
        }
    }

    /// The help's first sentence, whole and without its full stop, for shells that show a description
    /// beside each option: "Run COMMAND…, metering its standard output; its standard error… appear above
    /// the display. meter exits…" keeps everything before " meter exits". Cut shorter (at a colon, as it
    /// was), two options' descriptions became one ("With --exec"), and shells group options whose
    /// descriptions are equal.
    static func summary(of help: String) -> String {
        var text = help.firstRange(of: ". ").map { String(help[..<$0.lowerBound]) } ?? help
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// The spellings of the options after which the rest of the line is a command (`--exec`); `--exec`
    /// for a table without one, so that the scripts keep their shape.
    static func commandOptions(_ table: [OptionSpec]) -> [String] {
        let names = table.filter { $0.completion == .command }.flatMap { spec in
            ["--\(spec.long)"] + (spec.short.map { ["-\($0)"] } ?? [])
        }
        return names.isEmpty ? ["--exec"] : names
    }
}
