/// A replay script file (`--replay SCRIPT`), checked whole before anything is played and then played as it
/// is read again: a malformed line stops meter before anything is written, and a script of any size takes
/// the same memory (a block of it and its longest line). A script read from a pipe is kept in a file of no
/// name while it is checked, to be read again from there.
package final class ReplayFile {
    /// What a script describes.
    package enum Content: Equatable {
        /// A stream: when each amount arrives (two columns).
        case stream
        /// A wrapped command's run, recorded with these settings.
        case command(RecordedCommand)
    }

    /// What the script describes.
    package let content: Content
    private let descriptor: FileDescriptor
    private let si: Bool
    private let isPattern: (String) -> Bool
    /// What stopped the play before the end: the file changed since it was checked, or cannot be read again.
    package fileprivate(set) var failure: ReplayScript.LoadError?

    private init(content: Content, descriptor: FileDescriptor, si: Bool, isPattern: @escaping (String) -> Bool) {
        self.content = content
        self.descriptor = descriptor
        self.si = si
        self.isPattern = isPattern
    }

    deinit { descriptor.close() }

    /// Why a script cannot be played.
    package enum OpenFailure: Error, Equatable {
        /// The script cannot be read, or a line of it is malformed.
        case script(ReplayScript.LoadError)
        /// A script from a pipe could not be kept: no file could be made in the temporary folder.
        case temporaryFile(Errno)
    }

    /// Opens and checks the script at `path`, amounts in powers of 1000 when `si`. A recorded command's
    /// patterns must be ones `isPattern` takes. A script that is not a regular file is copied while it is
    /// checked into a file of no name in `temporaryDirectory`.
    package static func open(
        _ path: FilePath, si: Bool, temporaryDirectory: FilePath, isPattern: @escaping (String) -> Bool
    ) throws(OpenFailure) -> ReplayFile {
        let script: FileDescriptor
        let isRegular: Bool
        do {
            script = try FileDescriptor.openForReading(path)
            isRegular = (try? script.status().kind) == .regular
        } catch {
            throw .script(.unreadable(.init(error)))
        }
        guard !isRegular else { return try check(script, copy: nil, si: si, isPattern: isPattern) }
        defer { script.close() }
        let copy: FileDescriptor
        do { copy = try FileDescriptor.openAnonymous(in: temporaryDirectory) } catch { throw .temporaryFile(error) }
        return try check(script, copy: copy, si: si, isPattern: isPattern)
    }

    /// Reads `script` through once, copying it to `copy`; the file to play is left at its start.
    private static func check(
        _ script: FileDescriptor, copy: FileDescriptor?, si: Bool, isPattern: @escaping (String) -> Bool
    ) throws(OpenFailure) -> ReplayFile {
        let played = copy ?? script
        var reader = ScriptReader(lines: ScriptLines(script, copy: copy), parser: ScriptParser(si: si, isPattern: isPattern))
        do throws(ReplayScript.LoadError) {
            while try reader.nextLine() != nil {}
            do { try played.seek(to: 0) } catch { throw .unreadable(.init(error)) }
        } catch {
            played.close()
            throw .script(error)
        }
        let content: Content = reader.parser.command.map { .command($0) } ?? .stream
        return ReplayFile(content: content, descriptor: played, si: si, isPattern: isPattern)
    }

    /// A reader of the script from its start, for one play.
    fileprivate func reader() -> ScriptReader {
        ScriptReader(lines: ScriptLines(descriptor), parser: ScriptParser(si: si, isPattern: isPattern))
    }
}

/// The script's lines parsed one after another.
fileprivate struct ScriptReader {
    var lines: ScriptLines
    var parser: ScriptParser

    /// What the next line says; `nil` after the last (the script checked as a whole).
    mutating func nextLine() throws(ReplayScript.LoadError) -> ScriptParser.Line? {
        do {
            guard let line = try lines.next() else {
                try parser.finish(lines: lines.number)
                return nil
            }
            return try parser.parse(line, number: lines.number)
        } catch let error as ScriptLines.Failure {
            switch error {
            case .system(let errno): throw .unreadable(.init(errno))
            case .tooLong(let number): throw .malformed(ReplayScript.ParseError(line: number, problem: .scriptLineTooLong))
            }
        } catch let error as ReplayScript.ParseError {
            throw .malformed(error)
        } catch {
            preconditionFailure("a script's lines throw nothing else")
        }
    }

    /// What the next line that plays says; `nil` at the end, or after a failure noted in `file`.
    mutating func nextPlayed(noting file: ReplayFile) -> ScriptParser.Line? {
        do throws(ReplayScript.LoadError) {
            while let line = try nextLine() {
                if line != .nothing { return line }
            }
        } catch {
            file.failure = file.failure ?? error
        }
        return nil
    }
}

/// A stream's arrivals read from its script as the replay reaches them.
package struct ScriptFileEvents: ReplayEvents {
    private let file: ReplayFile
    private var reader: ScriptReader

    /// The arrivals of `file`, a stream's script, from its start.
    package init(_ file: ReplayFile) {
        self.file = file
        reader = file.reader()
    }

    package mutating func next() -> ReplayScript.Event? {
        guard case .stream(let event)? = reader.nextPlayed(noting: file) else { return nil }
        return event
    }
}

/// A recorded command's events read from its script as the replay reaches them, each due at its offset from
/// `start`.
package struct RecordedCommandFeed: TimedCommand {
    private let file: ReplayFile
    private var reader: ScriptReader
    private let start: Instant
    /// The event read and not yet due.
    private var pending: (due: Instant, event: CommandEvent)?
    private var ended = false

    /// The events of `file`, a command's recording, from its start, the first offset counted from `start`.
    package init(_ file: ReplayFile, start: Instant) {
        self.file = file
        self.start = start
        reader = file.reader()
    }

    package mutating func next(at now: Instant) -> TimedCommandStep {
        readAhead()
        guard let (due, event) = pending else { return .end }
        guard due <= now else { return .wait(due) }
        pending = nil
        return .event(event)
    }

    /// The next event, whenever it is due, left to ``next(at:)``; `nil` at the end.
    package mutating func peek() -> CommandEvent? {
        readAhead()
        return pending?.event
    }

    private mutating func readAhead() {
        guard pending == nil, !ended else { return }
        if case .command(let seconds, let event)? = reader.nextPlayed(noting: file) {
            pending = (start.advanced(by: seconds), event)
        } else {
            ended = true
        }
    }
}
