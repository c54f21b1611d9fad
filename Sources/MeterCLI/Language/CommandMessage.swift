import MeterKit

/// Everything the `meter` command says in words of its own: mistakes on the command line, what a mode
/// reports, and `--help`. MeterKit's ``Message`` holds what the library says; this holds the command's,
/// the same way: a case per message with what it mentions as its payload, said in each language by the
/// `NAME+Command.swift` of its folder in `Sources/Languages/` (the kit's catalogue type, extended there).
indirect enum CommandMessage: Sendable, Equatable, Translatable {
    // MARK: The command line

    case unknownOption(SafeText)
    /// A long option abbreviated so that it could be several: what was given, and the options it could be.
    case ambiguousOption(SafeText, candidates: [String])
    case execTakesNoValue
    case takesNoValue(String)
    /// An option given last with no value: the option, and its value's placeholder.
    case needsValue(String, placeholder: Metavariable)

    // MARK: Values of options (after `OPTION: `)

    case invalidSize(SafeText)
    case sizeTooLarge(SafeText)
    case invalidSeconds(SafeText)
    case invalidWholeNumber(SafeText)
    case outOfRange(SafeText, lowest: String, highest: String)
    case invalidShell(SafeText, choices: [String])
    case invalidChoice(SafeText, choices: [String])
    case invalidFactor(SafeText)
    case invalidColor(SafeText, names: [String])
    case unknownDisplay(SafeText)
    case namesNoDisplay(SafeText)
    case scriptNameEmpty
    case fileNameEmpty
    case outputNameEmpty
    case storeNameEmpty
    case atNeedsFileName
    case equalsNeedsProcessName
    /// `-d =NAME` whose NAME the C library will not compile: the expression, and the library's reason.
    case invalidProcessPattern(SafeText, reason: SafeText)
    case atNeedsListName
    /// `--progress-from` whose expression the C library will not compile: the expression, the library's reason.
    case invalidProgressPattern(SafeText, reason: SafeText)
    /// `--progress-from` whose expression captures nothing; the presets' names.
    case progressPatternWithoutCapture(SafeText, presets: [String])
    /// `--progress-from` whose expression refers back to a capture: the pattern, and the first reference (`\1`).
    case progressPatternBackReference(SafeText, reference: String)
    /// `--progress-from` with more than two captures and no roles before the expression.
    case progressCapturesUnnamed(SafeText)
    /// `--progress-from ROLES:EXPRESSION` whose roles are not one a capture: the roles, the expression, and
    /// how many captures it has.
    case progressRolesMismatch(SafeText, pattern: SafeText, captures: Int)
    /// `--progress-from ROLES:EXPRESSION` whose roles name `p`, `d` or `t` twice, or none of them.
    case progressRolesInvalid(SafeText)
    case expectedWatchTarget(SafeText)
    case listNamesList(SafeText)
    case listTooLarge
    case sizeSentAsNumber
    case cannotTakeSize(SafeText, Errno)
    /// What the system said, after the place it is about.
    case system(Errno)
    /// The place of a mistake in a list file of `-d`: `-d @PATH: line N`.
    case listLine(SafeText, line: Int)

    // MARK: Options that do not go together

    case rememberNeedsExec
    case monitorNeedsExec
    case progressFromNeedsExec
    case execWaitNeedsExec
    case progressFromNotWithMonitor
    case execNeedsCommand
    case operandWithExec(SafeText)
    case notWithExec(String)
    case copyOptionNotWithExec(String)
    case rememberNotWithMonitorIn
    case givenTooOften(String, times: Int)
    case notWithWatch(String)
    /// An option that cannot go with `--copies`, which copies nothing and finds the commands it follows.
    case notWithCopies(String)
    /// A FILE operand beside `--copies`: the commands are found, not named.
    case operandWithCopies(SafeText)
    /// `-M both` with `--copies`: a command's line follows one file, read or written.
    case monitorBothNotWithCopies
    case stopNeedsSize
    case replayTakesNoFile
    case notWithReplay(String)
    /// An option that a recording of a wrapped command cannot hold (`-M`, `--remember`).
    case notWithRecord(String)
    /// An option that the replay of a recorded command cannot take: its script holds what the run counted.
    case notWithRecordedCommand(String)
    case remoteAndQuery
    case operandWithControl(SafeText, option: String)
    case notWithControl(String, option: String)

    /// Two options that write files (`-o`, `-P`, `--record`, `--json-file`, `-U`) name one file: the options,
    /// and its name.
    case sameFileTwice(String, String, SafeText)
    /// An option that writes a file names the one standard output already is: the option, and the name.
    case sameFileAsStandardOutput(String, SafeText)
    /// `-P FILE` where FILE is a device, a FIFO, a socket or a folder, which meter never replaces.
    case pidFileNotRegular(SafeText)
    /// `Usage: meter [OPTIONS] [FILE ...]`, after a usage error: the first of ``Language/usageForms``, in the
    /// language's metavariables.
    case usageLine
    /// `See 'meter --help'.`, after a usage error.
    case seeHelp
    /// The word between the last two of some choices: `bash, zsh or fish`.
    case or

    // MARK: What a run reports

    /// A warning: `warning: MESSAGE`.
    case warning(CommandMessage)
    /// A value given and ignored, as pv ignores it: `OPTION: PROBLEM; ignored`.
    case ignoredValue(String, CommandMessage)
    case cannotMakeTemporaryFile(SafeText, Errno)
    /// `-d =NAME` matched the name of no process: the target as typed.
    case noProcessMatches(String)
    case noSuchProcess(String)
    case noSuchDescriptor(String)
    case notAFile(String, SafeText)
    case cannotSeeFiles(String, Errno)
    case watchFailed(String, Errno)
    case noCacheDirectory
    case cannotRemember(CountCache.Failure)
    case ignoringRemembered(CountCache.Failure)
    case remoteIgnored([String])
    case notAMeterOfYours(process: Int32)
    case noProcessWithID(Int32)
    /// `--meters` found no meter of this user running.
    case noMetersRunning
    case answererNotYours
    case endedBeforeAnswer
    case meterRefused(SafeText)
    /// The control channel is on the abstract name, since no private folder could hold it: the folder looked
    /// at last, and why it could not (``notAPrivateFolder``, ``noHomeFolder``, ``system(_:)``).
    case controlChannelUnprotected(SafeText, reason: CommandMessage)
    case notAPrivateFolder
    case noHomeFolder
    /// Another process listens at the control channel's address: the address (a path, or `@` and a name).
    case controlChannelTaken(SafeText)
    /// The name of `-U`'s first meter, which fills the store: `(input)`, as pv names it.
    case storeMeterName

    // MARK: --help

    case overviewHeading
    case usageHeading
    case argumentsHeading
    case groupHeading(OptionGroup)
    case overview
    case fileArgument
    case seeManual
    /// An option's help, with its English: the option table's, which the table (above) hands in so that the
    /// words need not reach up into it.
    case optionHelp(OptionID, english: String)

    /// The message in `language`: its catalogue's words, or English where the catalogue has none.
    func text(in language: Language) -> String {
        language.commandCatalogue?.text(self) ?? english
    }
}

extension Language {
    /// The catalogue of the command's words in this language; `nil` for English.
    var commandCatalogue: (any CommandCatalogue.Type)? {
        catalogue as? any CommandCatalogue.Type
    }

    /// `a, b or c` in this language.
    func alternatives(_ words: [String]) -> String {
        guard let last = words.last, words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " " + CommandMessage.or.text(in: self) + " " + last
    }
}

/// A language's catalogue of the command's words: the kit's catalogue types take these too.
protocol CommandCatalogue: Catalogue {
    /// `message` in this language, or `nil` while it has no translation.
    static func text(_ message: CommandMessage) -> String?
    /// An option's help in this language, or `nil` while it has none (said in English): a switch over
    /// every option with no `default`, as ``text(_:)`` is over every message.
    static func optionHelp(_ id: OptionID) -> String?
    /// A metavariable's name in this language, the GNU-customary word (`DATEI`, `FICHIER`): in option labels,
    /// the usage line and the help sentences, which use the same words.
    static func metavariable(_ name: Metavariable) -> String
}
