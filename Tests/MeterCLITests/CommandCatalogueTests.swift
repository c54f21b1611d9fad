import Testing
@testable import MeterCLI
import MeterKit

/// Every message of the command, every heading and every option's help has words in every language,
/// keeps what it mentions in order, and `--help` fits 80 columns in each.
@Suite struct CommandCatalogueTests {
    static let path = SafeText("«path»")
    static let text = SafeText("«text»")

    /// Each message once (the headings of every group, the help of every option), with payloads easy to find
    /// in any language's words. Made on each use, not kept in a global: held by a `static let`, the boxes of
    /// this indirect enum were reported as leaked at exit by LeakSanitizer (scripts/test asan), though the
    /// global still referred to them; made on each use, they are freed when the test is done with them.
    static var samples: [CommandMessage] { [
        .unknownOption(text), .execTakesNoValue, .takesNoValue("--«opt»"), .needsValue("--«opt»", placeholder: .size),
        .invalidSize(text), .sizeTooLarge(text), .invalidSeconds(text), .ignoredValue("-«o»", .invalidChoice(text, choices: ["«a»", "«b»"])),
        .invalidWholeNumber(text), .outOfRange(text, lowest: "«low»", highest: "«high»"),
        .invalidShell(text, choices: ["«a»", "«b»", "«c»"]), .invalidChoice(text, choices: ["«a»", "«b»"]),
        .invalidFactor(text), .invalidColor(text, names: ["«red»", "«blue»"]), .unknownDisplay(text),
        .namesNoDisplay(text), .scriptNameEmpty, .fileNameEmpty, .outputNameEmpty, .storeNameEmpty,
        .atNeedsFileName, .equalsNeedsProcessName, .invalidProcessPattern(text, reason: SafeText("«reason»")), .atNeedsListName,
        .expectedWatchTarget(text), .listNamesList(text), .listTooLarge, .sizeSentAsNumber,
        .cannotTakeSize(path, .accessDenied), .system(.noSuchEntry), .listLine(path, line: 7302),
        .rememberNeedsExec, .monitorNeedsExec, .execNeedsCommand, .operandWithExec(text), .notWithExec("-«o»"),
        .copyOptionNotWithExec("-«o»"), .rememberNotWithMonitorIn, .givenTooOften("-«o»", times: 7303),
        .notWithWatch("-«o»"), .stopNeedsSize, .replayTakesNoFile, .notWithReplay("-«o»"), .notWithRecord("-«o»"),
        .notWithRecordedCommand("-«o»"), .remoteAndQuery,
        .operandWithControl(text, option: "-«R»"), .notWithControl("-«o»", option: "-«R»"),
        .usageLine, .seeHelp, .or, .warning(.noCacheDirectory), .warning(.remoteIgnored(["-«x»", "-«y»"])),
        .cannotMakeTemporaryFile(path, .noSpace), .noProcessMatches("«target»"), .noSuchProcess("«target»"),
        .noSuchDescriptor("«target»"), .notAFile("«target»", path), .cannotSeeFiles("«target»", .accessDenied),
        .watchFailed("«target»", .noSuchEntry), .noCacheDirectory,
        .cannotRemember(CountCache.Failure(path: "«cache»", reason: .tooLarge)),
        .ignoringRemembered(CountCache.Failure(path: "«cache»", reason: .notACountFile)),
        .remoteIgnored(["-«x»", "-«y»"]), .notAMeterOfYours(process: 7304), .noProcessWithID(7305),
        .answererNotYours, .endedBeforeAnswer, .meterRefused(text), .storeMeterName,
        .controlChannelUnprotected(path, reason: .system(.accessDenied)), .notAPrivateFolder, .noHomeFolder,
        .controlChannelTaken(SafeText("@«meter/0/7307»")),
        .overviewHeading, .usageHeading, .argumentsHeading, .overview, .fileArgument, .seeManual,
        .invalidProgressPattern(text, reason: SafeText("«reason»")),
        .progressPatternWithoutCapture(text, presets: ["«a»", "«b»", "«c»"]), .progressCapturesUnnamed(text),
        .progressRolesMismatch(SafeText("«roles»"), pattern: text, captures: 7306), .progressRolesInvalid(SafeText("«roles»")),
        .progressFromNeedsExec, .progressFromNotWithMonitor, .execWaitNeedsExec,
        .sameFileTwice("-«o»", "-«p»", path), .sameFileAsStandardOutput("-«o»", path), .pidFileNotRegular(path),
        .ambiguousOption(text, candidates: ["--«a»", "--«b»"]), .progressPatternBackReference(text, reference: "«\\7»"),
        .notWithCopies("-«o»"), .operandWithCopies(text), .monitorBothNotWithCopies, .noMetersRunning,
    ] + OptionGroup.allCases.map { .groupHeading($0) } + optionTable.map { .optionHelp($0.id, english: $0.help) } }

    /// The case of a message, by number: a switch with no `default`, so a new message does not compile
    /// here until it has a number, and ``everyMessageHasASample`` then asks for its sample.
    static func caseNumber(_ message: CommandMessage) -> Int {
        switch message {
        case .unknownOption: 0
        case .execTakesNoValue: 1
        case .takesNoValue: 2
        case .needsValue: 3
        case .invalidSize: 4
        case .sizeTooLarge: 5
        case .invalidSeconds: 6
        case .ignoredValue: 7
        case .invalidWholeNumber: 8
        case .outOfRange: 9
        case .invalidShell: 10
        case .invalidChoice: 11
        case .invalidFactor: 12
        case .invalidColor: 13
        case .unknownDisplay: 14
        case .namesNoDisplay: 15
        case .scriptNameEmpty: 16
        case .fileNameEmpty: 17
        case .outputNameEmpty: 18
        case .storeNameEmpty: 19
        case .atNeedsFileName: 20
        case .equalsNeedsProcessName: 21
        case .atNeedsListName: 22
        case .expectedWatchTarget: 23
        case .listNamesList: 24
        case .listTooLarge: 25
        case .sizeSentAsNumber: 26
        case .cannotTakeSize: 27
        case .system: 29
        case .listLine: 30
        case .rememberNeedsExec: 31
        case .monitorNeedsExec: 32
        case .execNeedsCommand: 33
        case .operandWithExec: 34
        case .notWithExec: 35
        case .copyOptionNotWithExec: 36
        case .rememberNotWithMonitorIn: 37
        case .givenTooOften: 38
        case .notWithWatch: 39
        case .stopNeedsSize: 40
        case .replayTakesNoFile: 41
        case .notWithReplay: 42
        case .remoteAndQuery: 43
        case .operandWithControl: 44
        case .notWithControl: 45
        case .usageLine: 46
        case .seeHelp: 47
        case .or: 48
        case .warning: 49
        case .cannotMakeTemporaryFile: 50
        case .noProcessMatches: 51
        case .noSuchProcess: 52
        case .noSuchDescriptor: 53
        case .notAFile: 54
        case .cannotSeeFiles: 55
        case .watchFailed: 56
        case .noCacheDirectory: 57
        case .cannotRemember: 58
        case .ignoringRemembered: 59
        case .remoteIgnored: 60
        case .notAMeterOfYours: 61
        case .noProcessWithID: 62
        case .answererNotYours: 63
        case .endedBeforeAnswer: 64
        case .meterRefused: 65
        case .storeMeterName: 66
        case .overviewHeading: 67
        case .usageHeading: 68
        case .argumentsHeading: 69
        case .groupHeading: 70
        case .overview: 71
        case .fileArgument: 72
        case .seeManual: 73
        case .optionHelp: 74
        case .invalidProcessPattern: 75
        case .invalidProgressPattern: 76
        case .progressPatternWithoutCapture: 77
        case .progressCapturesUnnamed: 78
        case .progressRolesMismatch: 79
        case .progressRolesInvalid: 80
        case .progressFromNeedsExec: 81
        case .progressFromNotWithMonitor: 82
        case .execWaitNeedsExec: 91
        case .sameFileTwice: 83
        case .sameFileAsStandardOutput: 84
        case .pidFileNotRegular: 85
        case .ambiguousOption: 28
        case .controlChannelUnprotected: 86
        case .notAPrivateFolder: 87
        case .noHomeFolder: 88
        case .controlChannelTaken: 89
        case .progressPatternBackReference: 90
        case .notWithRecord: 92
        case .notWithRecordedCommand: 93
        case .notWithCopies: 94
        case .operandWithCopies: 95
        case .monitorBothNotWithCopies: 96
        case .noMetersRunning: 97
        }
    }

    @Test func everyMessageHasASample() {
        #expect(Set(Self.samples.map(Self.caseNumber)) == Set(0...97))
    }

    static let translated = Language.allCases.filter { $0 != .english }

    @Test(arguments: translated)
    func everyMessageIsTranslated(language: Language) throws {
        let catalogue = try #require(language.commandCatalogue, "\(language) has no catalogue of the command's words")
        for message in Self.samples {
            #expect(catalogue.text(message) != nil, "\(language): no words for \(message.english)")
        }
    }

    @Test(arguments: translated)
    func translationsKeepEveryPayloadInOrder(language: Language) {
        for message in Self.samples {
            let payloads = Self.payloads(of: message, in: language)
            let text = message.text(in: language)
            #expect(keeps(payloads, in: text), "\(language): '\(text)' must say \(payloads) in this order")
        }
    }

    /// What `message` mentions, as it is said in `language`, in English's order.
    static func payloads(of message: CommandMessage, in language: Language) -> [String] {
        func say(_ part: some Translatable) -> String { part.text(in: language) }
        switch message {
        case .unknownOption(let text), .invalidSize(let text), .sizeTooLarge(let text), .invalidSeconds(let text),
            .invalidWholeNumber(let text), .invalidFactor(let text), .unknownDisplay(let text),
            .namesNoDisplay(let text), .expectedWatchTarget(let text), .listNamesList(let text),
            .operandWithExec(let text), .meterRefused(let text):
            return [text.text]
        case .takesNoValue(let option), .notWithExec(let option), .copyOptionNotWithExec(let option),
            .notWithWatch(let option), .notWithCopies(let option), .notWithReplay(let option), .notWithRecord(let option),
            .notWithRecordedCommand(let option), .noProcessMatches(let option),
            .noSuchProcess(let option), .noSuchDescriptor(let option):
            return [option]
        case .needsValue(let option, let placeholder): return [option, say(placeholder)]
        case .ignoredValue(let option, let inner): return [option, say(inner)]
        case .invalidProcessPattern(let pattern, let reason), .invalidProgressPattern(let pattern, let reason):
            return [pattern.text, reason.text]
        case .progressPatternWithoutCapture(let pattern, let presets): return [pattern.text, language.alternatives(presets)]
        case .progressCapturesUnnamed(let pattern), .progressRolesInvalid(let pattern): return [pattern.text]
        case .progressPatternBackReference(let pattern, let reference): return [pattern.text, reference]
        case .progressRolesMismatch(let roles, let pattern, let captures): return [roles.text, pattern.text, "\(captures)"]
        case .outOfRange(let text, let lowest, let highest): return [text.text, lowest, highest]
        case .invalidShell(let text, let choices), .invalidChoice(let text, let choices):
            return [text.text, language.alternatives(choices)]
        case .invalidColor(let text, let names): return [text.text] + names
        case .cannotTakeSize(let path, let error): return [path.text, say(error)]
        case .system(let error): return [say(error)]
        case .listLine(let path, let line): return [path.text, "\(line)"]
        case .givenTooOften(let option, let times): return [option, "\(times)"]
        case .operandWithControl(let text, let option): return [text.text, option]
        case .operandWithCopies(let text): return [text.text]
        case .notWithControl(let name, let option): return [name, option]
        case .warning(let inner): return [say(inner)]
        case .cannotMakeTemporaryFile(let path, let error): return [path.text, say(error)]
        case .controlChannelUnprotected(let path, let reason): return [path.text, say(reason)]
        case .controlChannelTaken(let address): return [address.text]
        case .notAFile(let target, let path): return [target, path.text]
        case .cannotSeeFiles(let target, let error), .watchFailed(let target, let error): return [target, say(error)]
        case .cannotRemember(let failure), .ignoringRemembered(let failure): return [say(failure)]
        case .remoteIgnored(let names): return names
        case .notAMeterOfYours(let process), .noProcessWithID(let process): return ["\(process)"]
        case .usageLine: return [language.usageForms[0]]
        case .seeHelp: return ["meter --help"]
        case .seeManual: return ["man meter"]
        case .sameFileTwice(let first, let second, let path): return [first, second, path.text]
        case .sameFileAsStandardOutput(let option, let path): return [option, path.text]
        case .pidFileNotRegular(let path): return [path.text]
        case .ambiguousOption(let option, let candidates): return [option.text, language.alternatives(candidates)]
        default: return []
        }
    }

    /// Whether `text` says each payload, in order.
    func keeps(_ payloads: [String], in text: String) -> Bool {
        var rest = text[...]
        for payload in payloads {
            guard let found = rest.firstRange(of: payload) else { return false }
            rest = rest[found.upperBound...]
        }
        return true
    }

    @Test(arguments: translated)
    func optionHelpKeepsItsTechnicalTokens(language: Language) {
        for spec in optionTable {
            let help = spec.help(in: language)
            for token in Self.tokens(in: spec.help) where !help.contains(token) {
                Issue.record("\(language): the help of \(spec.label) lacks '\(token)': \(help)")
            }
        }
    }

    /// The options (`-L`, `--size`) and format sequences (`%p`) in `text`.
    static func tokens(in text: String) -> Set<String> {
        var found: Set<String> = []
        let punctuation: Set<Character> = ["(", ")", ",", ";", ":", ".", "'", "\"", "{", "}", "<", ">"]
        for word in text.split(separator: " ") {
            var word = Substring(word)
            while let first = word.first, punctuation.contains(first) { word = word.dropFirst() }
            while let last = word.last, punctuation.contains(last) { word = word.dropLast() }
            guard word.count >= 2 else { continue }
            let second = word[word.index(after: word.startIndex)]
            if word.first == "-", second.isLetter || second.isNumber || second == "-" { found.insert(String(word)) }
            if word.first == "%", second.isLetter { found.insert(String(word)) }
        }
        return found
    }

    @Test(arguments: Language.allCases)
    func helpFitsEightyColumnsInEveryLanguage(language: Language) {
        for width in [40, 63, 64, 80] {
            for line in HelpText.render(width: width, language: language).split(separator: "\n") {
                let columns = TerminalText.columns(String(line))
                #expect(columns <= width, "\(language), \(width) columns: \(columns) for '\(line)'")
            }
        }
    }

    @Test(arguments: translated)
    func helpIsInTheLanguage(language: Language) {
        let help = HelpText.render(width: 80, language: language)
        #expect(!help.contains(CommandMessage.overview.english))
        for spec in optionTable {
            #expect(help.contains("  " + spec.label(in: language)), "\(language): \(spec.label(in: language))")
        }
    }
}
