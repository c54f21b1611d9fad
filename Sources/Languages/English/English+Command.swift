import MeterKit

/// The command's words in English: what every other catalogue translates. One switch, a line a message,
/// so that the compiler asks for every case.
extension CommandMessage {
    /// The message in English.
    var english: String {
        switch self {
        case .unknownOption(let option): return "unknown option '\(option)'"
        case .ambiguousOption(let option, let candidates):
            return "option '\(option)' is ambiguous: it could be \(or(candidates))"
        case .execTakesNoValue: return "option '--exec' takes no value: put the command after it"
        case .takesNoValue(let option): return "option '\(option)' takes no value"
        case .needsValue(let option, let placeholder):
            return "option '\(option)' needs a value <\(placeholder.rawValue)>"
        case .invalidSize(let text):
            return "invalid size '\(text)' (expected a number with an optional K, M, G, T, P or E suffix)"
        case .sizeTooLarge(let text): return "size '\(text)' is too large"
        case .invalidSeconds(let text): return "invalid number of seconds '\(text)'"
        case .invalidWholeNumber(let text): return "invalid whole number '\(text)'"
        case .outOfRange(let text, let lowest, let highest):
            return "'\(text)' is out of range (\(lowest) to \(highest))"
        case .invalidShell(let text, let choices): return "invalid shell '\(text)' (expected \(or(choices)))"
        case .invalidChoice(let text, let choices): return "invalid value '\(text)' (expected \(or(choices)))"
        case .invalidFactor(let text): return "invalid factor '\(text)' (expected a number such as 0.5 or 2)"
        case .invalidColor(let text, let names):
            return "invalid color '\(text)' (expected #RRGGBB, #RGB or one of \(names.joined(separator: ", ")))"
        case .unknownDisplay(let name): return "unknown display '\(name)' (expected windowtitle or processtitle)"
        case .namesNoDisplay(let text): return "'\(text)' names no display (expected windowtitle or processtitle)"
        case .scriptNameEmpty: return "the script file name is empty"
        case .fileNameEmpty: return "the file name is empty"
        case .outputNameEmpty: return "the output file name is empty"
        case .storeNameEmpty: return "the file name is empty ('-' for a temporary file)"
        case .atNeedsFileName: return "'@' needs a file name"
        case .equalsNeedsProcessName: return "'=' needs a process name after it"
        case .invalidProcessPattern(let pattern, let reason):
            return "invalid regular expression '\(pattern)' after '=': \(reason)"
        case .atNeedsListName: return "'@' needs a file name after it"
        case .invalidProgressPattern(let pattern, let reason):
            return "invalid regular expression '\(pattern)': \(reason)"
        case .progressPatternWithoutCapture(let pattern, let presets):
            return """
                '\(pattern)' has no capture to read: put the number in parentheses, as in '([0-9]+)%', or name a \
                preset (\(or(presets)))
                """
        case .progressPatternBackReference(let pattern, let reference):
            return """
                '\(pattern)' has a back-reference ('\(reference)'): extended regular expressions \
                have none, and one can take minutes to match a line
                """
        case .progressCapturesUnnamed(let pattern):
            return """
                '\(pattern)' has more than two captures: say what each is with a letter before a colon, as in 'dt-:' \
                (p percentage, d done, t total, - not read)
                """
        case .progressRolesMismatch(let roles, let pattern, let captures):
            return "the roles '\(roles)' need a letter for each capture of '\(pattern)', which has \(captures)"
        case .progressRolesInvalid(let roles):
            return "invalid roles '\(roles)': name p, d and t at most once each, and at least one of them"
        case .expectedWatchTarget(let text): return "expected PID, PID:FD, =NAME or @LISTFILE, not '\(text)'"
        case .listNamesList(let text): return "a list file cannot name another list ('\(text)')"
        case .listTooLarge: return "the list is larger than 1 MiB"
        case .sizeSentAsNumber: return "a size is sent as a number"
        case .cannotTakeSize(let path, let error): return "cannot take the size of '\(path)': \(say(error))"
        case .system(let error): return say(error)
        case .listLine(let path, let line): return "-d @\(path): line \(line)"
        case .rememberNeedsExec: return "--remember needs a command: give one with --exec"
        case .monitorNeedsExec: return "-M needs a command: give one with --exec"
        case .progressFromNeedsExec: return "--progress-from needs a command: give one with --exec"
        case .execWaitNeedsExec: return "--exec-wait needs a command: give one with --exec"
        case .progressFromNotWithMonitor:
            return "--progress-from cannot be used with -M: the command's progress drives one meter"
        case .execNeedsCommand: return "--exec needs a command"
        case .operandWithExec(let operand):
            return "'\(operand)': FILE operands cannot be used with --exec (everything after --exec is the command)"
        case .notWithExec(let option): return "\(option) cannot be used with --exec"
        case .copyOptionNotWithExec(let option):
            return "\(option) cannot be used with --exec: it is an option of the copy"
        case .rememberNotWithMonitorIn:
            return "--remember cannot be used with -M in: it keeps the count of the command's output"
        case .givenTooOften(let option, let times):
            return """
                \(option) is given \(times) times: with -M both, give it once for both meters, or twice (the input's, \
                then the output's)
                """
        case .notWithWatch(let option):
            return "\(option) cannot be used with -d: meter copies nothing then, it follows a byte position"
        case .notWithCopies(let option):
            return "\(option) cannot be used with --copies: meter copies nothing then, it follows other commands' files"
        case .operandWithCopies(let operand):
            return """
                '\(operand)': FILE operands cannot be used with --copies: the commands are found, not named (-d PID \
                names one)
                """
        case .monitorBothNotWithCopies:
            return "-M both cannot be used with --copies: a command's line follows one file, read (in) or written (out)"
        case .stopNeedsSize: return "-S needs a size: give one with -s (not every input has a known size)"
        case .replayTakesNoFile: return "--replay takes no FILE: the script is the input"
        case .notWithReplay(let option): return "\(option) cannot be used with --replay"
        case .notWithRecord(let option): return "\(option) cannot be used with --record"
        case .notWithRecordedCommand(let option): return "\(option) cannot be used when replaying a recorded command"
        case .remoteAndQuery: return "-R and -Q cannot be used together"
        case .operandWithControl(let operand, let option):
            return "'\(operand)': FILE operands cannot be used with \(option): the files are the other meter's"
        case .notWithControl(let name, let option):
            return "\(name) cannot be used with \(option): \(option) copies nothing, it talks to another meter"
        case .sameFileTwice(let first, let second, let path):
            return "\(first) and \(second) name the same file '\(path)': give each its own"
        case .sameFileAsStandardOutput(let option, let path):
            return "\(option) names '\(path)', the file standard output already writes: give it a file of its own"
        case .pidFileNotRegular(let path):
            return "'\(path)' is not a regular file: meter replaces only a regular file, or makes a new one"
        case .usageLine: return "Usage: \(Language.english.usageForms[0])"
        case .seeHelp: return "See 'meter --help'."
        case .or: return "or"
        case .warning(let message): return "warning: \(say(message))"
        case .ignoredValue(let option, let problem): return "\(option): \(say(problem)); ignored"
        case .cannotMakeTemporaryFile(let directory, let error):
            return "\(directory): cannot make a temporary file: \(say(error))"
        case .noProcessMatches(let target): return "\(target): no process name matches"
        case .noSuchProcess(let target): return "\(target): no such process"
        case .noSuchDescriptor(let target): return "\(target): the process has no such file descriptor"
        case .notAFile(let target, let path): return "\(target): '\(path)' is neither a regular file nor a block device"
        case .cannotSeeFiles(let target, let error): return "\(target): cannot see the process's files: \(say(error))"
        case .watchFailed(let target, let error): return "\(target): \(say(error))"
        case .noCacheDirectory: return "--remember: no cache directory (neither XDG_CACHE_HOME nor HOME is set)"
        case .cannotRemember(let failure): return "cannot remember the count: \(say(failure))"
        case .ignoringRemembered(let failure): return "ignoring the remembered count in \(say(failure))"
        case .remoteIgnored(let names):
            return "-R: \(names.joined(separator: ", ")) cannot change while a meter runs: ignored"
        case .notAMeterOfYours(let process): return "process \(process) is not a meter of yours"
        case .noProcessWithID(let process): return "no process with ID \(process)"
        case .noMetersRunning: return "no meter of yours is running"
        case .answererNotYours: return "the process answering is not yours: nothing was sent"
        case .endedBeforeAnswer: return "the meter ended before it answered"
        case .meterRefused(let reason): return "the meter refused: \(reason)"
        case .controlChannelUnprotected(let folder, let reason):
            return """
                cannot keep the control channel in \(folder) (\(say(reason))): -R and -Q go through a name that any \
                local user could take
                """
        case .notAPrivateFolder: return "not a directory of yours with mode 0700"
        case .noHomeFolder: return "no home directory is known"
        case .controlChannelTaken(let address):
            return "another process holds the control channel \(address): -R and -Q cannot reach this meter"
        case .storeMeterName: return "(input)"
        case .overviewHeading: return "OVERVIEW:"
        case .usageHeading: return "USAGE:"
        case .argumentsHeading: return "ARGUMENTS:"
        case .groupHeading(let group): return group.rawValue + ":"
        case .overview:
            return "Copy standard input or each FILE to standard output, showing progress on standard error."
        case .fileArgument: return "A file to copy, in order. '-' or no FILE means standard input."
        case .seeManual: return "See 'man meter' for the format sequences, replay scripts, exit statuses and signals."
        case .optionHelp(_, let english): return english
        }
    }

    private func say(_ part: some Translatable) -> String { part.text(in: .english) }

    private func or(_ words: [String]) -> String { Language.english.alternatives(words) }
}
