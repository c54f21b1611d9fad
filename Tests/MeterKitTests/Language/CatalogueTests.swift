import Testing
@testable import MeterKit

/// Every message of the library has words in every language, and keeps what it mentions, in order.
@Suite struct CatalogueTests {
    /// Each message once, with payloads that are easy to find in any language's words.
    static let samples: [Message] = [
        .failed(.file("«path-a»"), .noSuchEntry),
        .readFailed(.file("«path-a»"), .inputOutput),
        .writeFailed(.standardOutput, .noSpace),
        .truncateFailed(.file("«path-a»"), .fileTooLarge),
        .syncFailed(.file("«path-a»"), .inputOutput),
        .inputIsOutput(.file("«path-a»")),
        .directIOUnsupported(.file("«path-a»"), .invalid),
        .skipped(.file("«path-a»"), .inputOutput, bytes: 7351, offset: 90_001),
        .skipped(.file("«path-a»"), .inputOutput, bytes: 1, offset: 90_001),
        .skippedInRegions(.file("«path-a»"), .inputOutput, bytes: 7352, regions: 63, offset: 90_002),
        .skippedInRegions(.file("«path-a»"), .inputOutput, bytes: 7353, regions: 1, offset: 90_003),
        .unreadablePastReportedSize(.file("«path-a»"), offset: 90_004),
        .commandNotFound(SafeText("«command»")),
        .countFileTooLarge(SafeText("«path-a»")),
        .notACountFile(SafeText("«path-a»")),
        .notARequest,
        .scriptLineMalformed(SafeText("«line»")),
        .scriptOffsetInvalid(SafeText("«word»")),
        .scriptOffsetEarlier(SafeText("«word»")),
        .scriptAmountInvalid(SafeText("«word»")),
        .scriptTooLarge,
        .scriptOffsetTooLate(SafeText("«word»")),
        .scriptHeaderUnknown(SafeText("«line»")),
        .scriptCommandLineMalformed(SafeText("«line»")),
        .scriptWithoutEnd,
        .scriptLineTooLong,
        .rateNotMeasured,
        .rateStatistics(minimum: "«min»", mean: "«mean»", maximum: "«max»", deviation: "«dev»", unit: "«unit»"),
        .standardInput, .standardOutput, .commandInput, .temporaryFile, .replayOutput,
        .etaLabel, .finishLabel, .ratioLabel,
        .plainOfTotal(percent: 47, count: "«count»", total: "«total»"),
        .lines(.one), .lines(.few), .lines(.many), .lines(.other),
        .records(.one), .records(.few), .records(.many), .records(.other),
        .linesOfTotal(.one), .linesOfTotal(.few), .linesOfTotal(.many), .linesOfTotal(.other),
        .recordsOfTotal(.one), .recordsOfTotal(.few), .recordsOfTotal(.many), .recordsOfTotal(.other),
        .linesPerSecond, .recordsPerSecond,
        .timeLeft("«duration»"), .timeElapsed("«duration»"), .averageRate("«rate»"), .took("«duration»"),
        .stalled(amounts: "«amounts»", duration: "«duration»"), .movingAgain("«progress»"),
        .lowestRate("«rate»"), .highestRate("«rate»"), .stalls(1, longest: "«duration»"), .stalls(7, longest: "«duration»"),
        .noStalls, .steady, .speedingUp, .slowing,
        .noProgressRead, .waitingForLeftRunning, .stoppedWaitingForLeftRunning, .awaitingProgress("«duration»"),
    ]

    /// The case of a message, by number: a switch with no `default`, so a new message does not compile
    /// here until it has a number, and ``everyMessageHasASample`` then asks for its sample.
    static func caseNumber(_ message: Message) -> Int {
        switch message {
        case .failed: 0
        case .readFailed: 1
        case .writeFailed: 2
        case .truncateFailed: 3
        case .syncFailed: 4
        case .inputIsOutput: 5
        case .directIOUnsupported: 7
        case .skipped: 8
        case .skippedInRegions: 9
        case .commandNotFound: 10
        case .countFileTooLarge: 11
        case .notACountFile: 12
        case .notARequest: 13
        case .scriptLineMalformed: 14
        case .scriptOffsetInvalid: 15
        case .scriptOffsetEarlier: 16
        case .scriptAmountInvalid: 17
        case .scriptTooLarge: 18
        case .scriptOffsetTooLate: 52
        case .scriptHeaderUnknown: 53
        case .scriptCommandLineMalformed: 54
        case .scriptWithoutEnd: 55
        case .scriptLineTooLong: 56
        case .rateNotMeasured: 19
        case .rateStatistics: 20
        case .standardInput: 21
        case .standardOutput: 22
        case .commandInput: 23
        case .temporaryFile: 24
        case .replayOutput: 25
        case .etaLabel: 26
        case .finishLabel: 27
        case .ratioLabel: 28
        case .plainOfTotal: 29
        case .lines: 30
        case .records: 31
        case .linesPerSecond: 32
        case .recordsPerSecond: 33
        case .timeLeft: 34
        case .timeElapsed: 35
        case .averageRate: 36
        case .took: 37
        case .stalled: 38
        case .movingAgain: 39
        case .linesOfTotal: 40
        case .recordsOfTotal: 41
        case .unreadablePastReportedSize: 42
        case .lowestRate: 43
        case .highestRate: 44
        case .stalls: 45
        case .noStalls: 46
        case .steady: 47
        case .speedingUp: 48
        case .slowing: 49
        case .noProgressRead: 6
        case .waitingForLeftRunning: 50
        case .stoppedWaitingForLeftRunning: 51
        case .awaitingProgress: 57
        }
    }

    @Test func everyMessageHasASample() {
        #expect(Set(Self.samples.map(Self.caseNumber)) == Set(0...57))
    }

    static let translated = Language.allCases.filter { $0 != .english }

    @Test(arguments: translated)
    func everyMessageIsTranslated(language: Language) throws {
        let catalogue = try #require(language.catalogue)
        #expect(catalogue.language == language)
        for message in Self.samples {
            #expect(catalogue.text(message) != nil, "\(language): no words for \(message.english)")
        }
    }

    @Test(arguments: translated)
    func translationsKeepEveryPayloadInOrder(language: Language) {
        for message in Self.samples {
            let payloads = Self.payloads(of: message, in: language)
            let text = message.text(in: language)
            #expect(
                PayloadOrder.keeps(payloads, in: text),
                "\(language): '\(text)' must say \(payloads) in this order")
        }
    }

    /// What `message` mentions, as it is said in `language`, in English's order.
    static func payloads(of message: Message, in language: Language) -> [String] {
        func say(_ part: some Translatable) -> String { part.text(in: language) }
        switch message {
        case .failed(let name, let error), .readFailed(let name, let error), .writeFailed(let name, let error),
            .truncateFailed(let name, let error), .syncFailed(let name, let error),
            .directIOUnsupported(let name, let error):
            return [say(name), say(error)]
        case .inputIsOutput(let name): return [say(name)]
        case .unreadablePastReportedSize(let name, let offset): return [say(name), "\(offset)"]
        case .skipped(let name, let error, let bytes, let offset):
            // Turkish, whose verb comes last, says where before how much: "90001 konumunda 7351 bayt atlandı".
            let amounts = language == .turkish ? ["\(offset)", "\(bytes)"] : ["\(bytes)", "\(offset)"]
            return [say(name), say(error)] + amounts
        case .skippedInRegions(let name, let error, let bytes, let regions, let offset):
            return [say(name), say(error), "\(bytes)", "\(regions)", "\(offset)"]
        case .commandNotFound(let text), .countFileTooLarge(let text), .notACountFile(let text),
            .scriptLineMalformed(let text), .scriptOffsetInvalid(let text), .scriptOffsetEarlier(let text),
            .scriptAmountInvalid(let text), .scriptHeaderUnknown(let text),
            .scriptCommandLineMalformed(let text):
            return [text.text]
        case .rateStatistics(let minimum, let mean, let maximum, let deviation, let unit):
            return [minimum, mean, maximum, deviation, unit]
        case .plainOfTotal(let percent, let count, let total): return [language.percent(percent), count, total]
        case .timeLeft(let text), .timeElapsed(let text), .averageRate(let text), .took(let text),
            .movingAgain(let text), .lowestRate(let text), .highestRate(let text), .awaitingProgress(let text):
            return [text]
        case .stalls(let count, let longest): return ["\(count)", longest]
        case .stalled(let amounts, let duration): return [amounts, duration]
        case .scriptTooLarge: return ["64 MiB"]
        case .scriptLineTooLong: return ["1 MiB"]
        case .scriptOffsetTooLate(let word): return [word.text, "86400"]
        default: return []
        }
    }

    @Test(arguments: translated)
    func namesOfStreamsAndWordsOfFramesAreTheLanguagesOwn(language: Language) {
        for message in [
            // The label of the time left may stay pv's ETA, which most of pv's own catalogues keep.
            Message.standardInput, .standardOutput, .linesPerSecond, .timeLeft("1"),
            .stalled(amounts: "1", duration: "2"), .movingAgain("1"), .noProgressRead, .awaitingProgress("1"),
        ] {
            #expect(message.text(in: language) != message.english, "\(language): \(message.english) is still English")
        }
    }

    @Test func aLanguageSaysTheErrorsItTranslatesInItsOwnWords() {
        #expect(Message.failed(.file("a"), .noSuchEntry).text(in: .german) == "a: Datei oder Verzeichnis nicht gefunden")
        #expect(Message.failed(.file("a"), .noSuchEntry).text(in: .english) == "a: No such file or directory")
        // An error no catalogue translates is said as the C library says it.
        #expect(Errno.noChild.text(in: .french) == Errno.noChild.description)
    }
}

/// Whether a translation says each payload, in order.
enum PayloadOrder {
    static func keeps(_ payloads: [String], in text: String) -> Bool {
        var rest = text[...]
        for payload in payloads {
            guard let found = rest.firstRange(of: payload) else { return false }
            rest = rest[found.upperBound...]
        }
        return true
    }
}
