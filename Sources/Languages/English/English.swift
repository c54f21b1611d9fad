/// meter's messages in English: the words every other catalogue translates, and the ones said when a
/// catalogue lacks a message. One switch, a line a message, so that the compiler asks for every case.
extension Message {
    /// The message in English.
    package var english: String {
        switch self {
        case .failed(let name, let error): return "\(say(name)): \(say(error))"
        case .readFailed(let name, let error): return "\(say(name)): read failed: \(say(error))"
        case .writeFailed(let name, let error): return "\(say(name)): write failed: \(say(error))"
        case .truncateFailed(let name, let error): return "\(say(name)): truncate failed: \(say(error))"
        case .syncFailed(let name, let error): return "\(say(name)): sync failed: \(say(error))"
        case .inputIsOutput(let name): return "\(say(name)): input file is output file"
        case .directIOUnsupported(let name, let error):
            return "\(say(name)): direct I/O not supported (\(say(error))); going on through the page cache"
        case .skipped(let name, let error, let bytes, let offset):
            return "\(say(name)): \(say(error)): skipped \(Message.bytes(bytes)) at offset \(offset)"
        case .skippedInRegions(let name, let error, let bytes, let regions, let offset):
            let place = regions == 1
                ? "1 region at offset \(offset)"
                : "\(regions) regions, the first at offset \(offset)"
            return "\(say(name)): \(say(error)): skipped \(Message.bytes(bytes)) in \(place)"
        case .unreadablePastReportedSize(let name, let offset):
            return "\(say(name)): nothing readable for 1 MiB past its reported size; stopped at offset \(offset)"
        case .commandNotFound(let command): return "\(command): command not found"
        case .countFileTooLarge(let path): return "\(path): too large for a count file"
        case .notACountFile(let path): return "\(path): not a count file meter can read"
        case .notARequest: return "not a request meter understands"
        case .scriptLineMalformed(let line): return "expected 'OFFSET AMOUNT', found '\(line)'"
        case .scriptOffsetInvalid(let word): return "invalid offset '\(word)' (seconds, such as 1.5)"
        case .scriptOffsetEarlier(let word): return "offset \(word) is earlier than the line before"
        case .scriptAmountInvalid(let word):
            return "invalid amount '\(word)' (a number with an optional K, M, G, T, P or E suffix)"
        case .scriptTooLarge: return "the script is larger than 64 MiB"
        case .scriptOffsetTooLate(let word):
            return "offset \(word) is past 86400 seconds (a day), the longest a replay may last"
        case .scriptHeaderUnknown(let line):
            return "'\(line)' is not a script this meter plays (it plays two-column scripts and 'meter-replay 2 "
                + "command')"
        case .scriptCommandLineMalformed(let line):
            return "expected a setting or 'OFFSET EVENT' of a recorded command, found '\(line)'"
        case .scriptWithoutEnd: return "the recording stops before the run's end: it was cut short"
        case .scriptLineTooLong: return "the line is longer than 1 MiB"
        case .rateNotMeasured: return "rate not measured"
        case .rateStatistics(let minimum, let mean, let maximum, let deviation, let unit):
            return "rate min/avg/max/mdev = \(minimum)/\(mean)/\(maximum)/\(deviation) \(unit)"
        case .standardInput: return "(standard input)"
        case .standardOutput: return "(standard output)"
        case .commandInput: return "(the command's input)"
        case .temporaryFile: return "(temporary file)"
        case .replayOutput: return "(output)"
        case .etaLabel: return "ETA"
        case .finishLabel: return "FIN"
        case .ratioLabel: return "ratio"
        case .plainOfTotal(let percent, let count, let total): return "\(percent)% \(count) of \(total)"
        case .lines(let category): return category == .one ? "line" : "lines"
        case .records(let category): return category == .one ? "record" : "records"
        case .linesOfTotal(let category): return Message.lines(category).english
        case .recordsOfTotal(let category): return Message.records(category).english
        case .linesPerSecond: return "lines/s"
        case .recordsPerSecond: return "records/s"
        case .timeLeft(let duration): return "\(duration) left"
        case .timeElapsed(let duration): return "\(duration) elapsed"
        case .averageRate(let rate): return "\(rate) average"
        case .took(let duration): return "took \(duration)"
        case .stalled(let amounts, let duration): return "stalled at \(amounts), nothing for \(duration)"
        case .movingAgain(let progress): return "moving again, \(progress)"
        case .lowestRate(let rate): return "min \(rate)"
        case .highestRate(let rate): return "max \(rate)"
        case .stalls(let count, let longest):
            return count == 1 ? "1 stall, \(longest) long" : "\(count) stalls, the longest \(longest)"
        case .noStalls: return "no stalls"
        case .steady: return "steady"
        case .speedingUp: return "speeding up"
        case .slowing: return "slowing"
        case .noProgressRead: return "no progress read from the command's output; its output was counted instead"
        case .awaitingProgress(let duration): return "waiting for the command's progress, \(duration) elapsed"
        case .waitingForLeftRunning:
            return "waiting for the processes the command left running to close its output"
        case .stoppedWaitingForLeftRunning:
            return "stopped waiting for the processes the command left running; what they write from now on is lost"
        }
    }

    /// "1 byte", "512 bytes".
    private static func bytes(_ count: Int64) -> String { count == 1 ? "1 byte" : "\(count) bytes" }

    private func say(_ part: some Translatable) -> String { part.text(in: .english) }
}
