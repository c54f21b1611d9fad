/// Everything MeterKit says in words, with what each message mentions as its payload: the problems of a
/// run (written after `meter: `), the names of streams, the words of frames and of plain lines.
///
/// A message is a key, not text: ``text(in:)`` says it in a language. Each language is a folder of
/// `Sources/Languages/`, and the library's words are its `NAME.swift` (English's are the messages' own).
/// To add a message, add a case here, then its words in each language's file: the compiler asks for every
/// one, and the catalogue test checks that each says something of its own with every payload, in order.
package enum Message: Sendable, Equatable, Translatable {
    // MARK: Problems of a run

    /// What the system said about a file or stream: `NAME: ERROR`.
    case failed(StreamName, Errno)
    /// `NAME: read failed: ERROR`.
    case readFailed(StreamName, Errno)
    /// `NAME: write failed: ERROR`.
    case writeFailed(StreamName, Errno)
    /// `NAME: truncate failed: ERROR` (the end of a sparse output).
    case truncateFailed(StreamName, Errno)
    /// `NAME: sync failed: ERROR` (`-Y`).
    case syncFailed(StreamName, Errno)
    /// An input is the output itself.
    case inputIsOutput(StreamName)
    /// `-K` refused by the file system: the copy goes on through the page cache.
    case directIOUnsupported(StreamName, Errno)
    /// `-E`: bytes skipped at an offset, replaced by zeros.
    case skipped(StreamName, Errno, bytes: Int64, offset: Int64)
    /// `-EE`: what one input lost in all, in how many unreadable regions, from which offset.
    case skippedInRegions(StreamName, Errno, bytes: Int64, regions: Int, offset: Int64)
    /// `-E`: an input unreadable for 1 MiB in a row past the size it reports, given up at an offset.
    case unreadablePastReportedSize(StreamName, offset: Int64)
    /// A wrapped command that no `PATH` entry holds.
    case commandNotFound(SafeText)
    /// A count file of `--remember` that is too large to be one.
    case countFileTooLarge(SafeText)
    /// A count file of `--remember` that meter cannot read.
    case notACountFile(SafeText)
    /// The control channel's answer to a request it cannot read.
    case notARequest
    /// A wrapped command has exited, and processes it left running still hold its output open: meter reads
    /// on until they close it.
    case waitingForLeftRunning
    /// The wait after a wrapped command's exit reached its limit (`--exec-wait`): the pipes are closed.
    case stoppedWaitingForLeftRunning

    // MARK: Replay scripts

    /// A line that is not `OFFSET AMOUNT`.
    case scriptLineMalformed(SafeText)
    /// An offset that is not a number of seconds.
    case scriptOffsetInvalid(SafeText)
    /// An offset before the previous line's.
    case scriptOffsetEarlier(SafeText)
    /// An amount that is not a size.
    case scriptAmountInvalid(SafeText)
    /// A script file over 64 MiB.
    case scriptTooLarge
    /// An offset past ``ReplayScript/longestOffset``, a day.
    case scriptOffsetTooLate(SafeText)
    /// A first line that names a kind or version of script meter does not play.
    case scriptHeaderUnknown(SafeText)
    /// A line of a recorded command that is neither a setting nor an event.
    case scriptCommandLineMalformed(SafeText)
    /// A recorded command's script that stops before the end of its run.
    case scriptWithoutEnd
    /// A line longer than 1 MiB.
    case scriptLineTooLong

    // MARK: Rate statistics (-v)

    /// No rate was measured.
    case rateNotMeasured
    /// The lowest, mean and highest rate and their deviation, each already written, and their unit (`B/s`).
    case rateStatistics(minimum: String, mean: String, maximum: String, deviation: String, unit: String)

    // MARK: Names of streams

    /// `(standard input)`.
    case standardInput
    /// `(standard output)`.
    case standardOutput
    /// `(the command's input)`.
    case commandInput
    /// `(temporary file)`.
    case temporaryFile
    /// `(output)`.
    case replayOutput

    // MARK: Words of frames

    /// Before the time left (`%e`): `ETA`.
    case etaLabel
    /// Before the finish time (`%I`): `FIN`.
    case finishLabel
    /// Before the output's ratio to the input (`%{ratio}`): `ratio`.
    case ratioLabel

    // MARK: Plain lines, read out by screen readers

    /// The percentage, the amount so far and the total: `40% 400MiB of 1.0GiB`.
    case plainOfTotal(percent: Int, count: String, total: String)
    /// The word for lines after an amount of them, in the form `category` asks for.
    case lines(PluralCategory)
    /// The word for NUL-ended records after an amount of them.
    case records(PluralCategory)
    /// The word for lines after the total of ``plainOfTotal(percent:count:total:)`` (`400 of 1.0k lines`),
    /// in the form `category` asks for. Where the word for "of" governs a case, this is that case's form:
    /// the genitive in Czech, Polish and Russian (`3 из 5 строк`, `1 из 1 строки`).
    case linesOfTotal(PluralCategory)
    /// The word for NUL-ended records after the total of ``plainOfTotal(percent:count:total:)``.
    case recordsOfTotal(PluralCategory)
    /// The unit of a rate of lines: `lines/s`.
    case linesPerSecond
    /// The unit of a rate of records: `records/s`.
    case recordsPerSecond
    /// The time left: `0:00:50 left`.
    case timeLeft(String)
    /// The time so far, with no total: `0:00:50 elapsed`.
    case timeElapsed(String)
    /// The whole run's average rate: `12MiB/s average`.
    case averageRate(String)
    /// How long the run took: `took 0:01:40`.
    case took(String)
    /// Nothing has moved for a while: `stalled at 40% 400MiB of 1.0GiB, nothing for 0:00:10` (the amounts
    /// as ``plainOfTotal(percent:count:total:)`` says them, then how long nothing has moved).
    case stalled(amounts: String, duration: String)
    /// The data moves again after a stall: `moving again, 41% 410MiB of 1.0GiB, 9MiB/s, 0:01:05 left`.
    case movingAgain(String)
    /// The lowest rate a run measured: `min 1.2MiB/s` (what it measured, not a limit it kept to).
    case lowestRate(String)
    /// The highest rate a run measured: `max 48MiB/s` (what it measured, not a limit it kept to).
    case highestRate(String)
    /// How often a run stalled, and the longest stall: `3 stalls, the longest 0:00:05`.
    case stalls(Int, longest: String)
    /// A run that never stalled: `no stalls`.
    case noStalls
    /// The rate of the last 10 s is within 20 % of the 30 s before: `steady`.
    case steady
    /// The rate of the last 10 s is more than 20 % above the 30 s before: `speeding up`.
    case speedingUp
    /// The rate of the last 10 s is more than 20 % below the 30 s before: `slowing`.
    case slowing
    /// A wrapped command's output was read for its progress (`--progress-from`) and reported none: said once,
    /// at the end, before the summary.
    case noProgressRead

    /// A wrapped command's output is read for its progress (`--progress-from`) and has reported none yet:
    /// plain mode's line at the pace of its heartbeat (`--heartbeat`), `waiting for the command's progress,
    /// 0:01:00 elapsed`.
    case awaitingProgress(String)
    /// The message in `language`: its catalogue's words, or English where the catalogue has none.
    package func text(in language: Language) -> String {
        language.catalogue?.text(self) ?? english
    }
}
