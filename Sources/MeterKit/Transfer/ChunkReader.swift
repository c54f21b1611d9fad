/// What reads the input under way into the engine's buffer when read and write move it, as the plan chose
/// (``TransferPlan/Reader``): each kind reads, waits and reports in its own way, so that the copy asks no
/// option per chunk. A reader reports what only it knows (a skip, direct I/O turned down); a failed read is
/// for its source to report, which knows what the input is to the user.
enum ChunkReader {
    /// No input is open.
    case none
    /// `read(2)` of a descriptor; a pollable one (a pipe, a socket, a terminal) is waited for in the loop.
    case plain(FileDescriptor, pollable: Bool)
    /// `-K` on a file or block device (``InputReader``).
    case direct(InputReader)
    /// `-E`, `-Z`: through the filter, around a reader direct or not; the `ReadErrors` say how skips are
    /// reported.
    case errorSkipping(InputReader, ErrorSkipFilter, TransferOptions.ReadErrors)
    /// A replayed script's stream.
    case script(any TimedInput)
    /// A wrapped command's stream, a pipe read without blocking when the command's source saw it readable.
    case commandStream(FileDescriptor)

    /// The reader the plan chose for `input`, a descriptor; `direct` is `-K` enabled on it, when the plan reads
    /// directly. (A script's reader and a command's are made by their sources: they have no ``CopyInput``.)
    init(_ kind: TransferPlan.Reader, input: CopyInput, direct: DirectDescriptor?, options: TransferOptions) {
        switch kind {
        case .plain, .script, .commandStream: self = .plain(input.descriptor, pollable: input.isPollable)
        case .direct: self = .direct(InputReader(input, direct: direct))
        case .errorSkipping:
            self = .errorSkipping(InputReader(input, direct: direct), ErrorSkipFilter(block: options.errorSkipBlock), options.readErrors)
        }
    }

    /// What a read gave.
    enum Read: Equatable {
        /// This many bytes are in the buffer.
        case got(Int)
        /// Nothing yet: the descriptor must be readable first.
        case waitReadable(FileDescriptor)
        /// Nothing yet: the next amount arrives at this instant (a script).
        case waitUntil(Instant)
        /// Nothing this time, and nothing to wait for: read again at the next step (a non-blocking read that
        /// would block, a region skipped).
        case again
        /// The input has ended (`read(2)` said 0, the script is over, or an unreadable input was given up
        /// and reported).
        case end
        /// The read failed: the input ends with this error, which its source reports.
        case failed(Errno)
    }

    /// Reads into `buffer`. `readable`: the loop saw the descriptor readable; `clock` tells a script what
    /// has arrived.
    @inline(__always)
    mutating func read(into buffer: UnsafeMutableRawBufferPointer, readable: Bool, clock: MeterClock, in session: Session) -> Read {
        switch self {
        case .plain(let descriptor, let pollable):
            if pollable, !readable { return .waitReadable(descriptor) }
            return ChunkReader.plainRead(descriptor, into: buffer)
        case .commandStream(let descriptor):
            return ChunkReader.plainRead(descriptor, into: buffer)
        case .direct(var reader):
            self = .none
            defer { self = .direct(reader) }
            let read: Read
            do { read = .counted(try reader.read(into: buffer)) } catch { read = error == .wouldBlock ? .again : .failed(error) }
            reader.reportDirectRefusal(in: session)
            return read
        case .errorSkipping(var reader, var filter, let reporting):
            self = .none
            defer { self = .errorSkipping(reader, filter, reporting) }
            if reader.input.isPollable, !readable { return .waitReadable(reader.input.descriptor) }
            let read = reader.read(through: &filter, into: buffer)
            reader.reportDirectRefusal(in: session)
            return ChunkReader.skipping(read, of: reader.input, reporting: reporting, in: session)
        case .script(var feed):
            self = .none
            defer { self = .script(feed) }
            switch feed.read(into: buffer, at: clock.now()) {
            case .got(let count): return .got(count)
            case .wait(let until): return .waitUntil(until)
            case .end: return .end
            }
        case .none:
            return .end
        }
    }

    @inline(__always)
    private static func plainRead(_ descriptor: FileDescriptor, into buffer: UnsafeMutableRawBufferPointer) -> Read {
        do {
            return .counted(try descriptor.read(into: buffer))
        } catch {
            return error == .wouldBlock ? .again : .failed(error)
        }
    }

    /// What a read through `-E`'s filter means: an unreadable region is skipped and zeros take its place;
    /// pv's status 16 says that data was lost, and `-E` (not `-EE`) reports each skip.
    private static func skipping(
        _ read: ErrorSkipFilter.Read, of input: CopyInput, reporting: TransferOptions.ReadErrors, in session: Session
    ) -> Read {
        switch read {
        case .got(let count): return .got(count)
        case .wouldBlock: return .again
        case .end: return .end
        case .failed(let error): return .failed(error)
        case .skipped(let bytes, let offset, let error):
            session.note(.readOrWriteError)
            if reporting == .skipReportingEach { session.report(Message.skipped(input.name, error, bytes: bytes, offset: offset)) }
            return .again
        case .givenUp(let offset):
            session.fail(Message.unreadablePastReportedSize(input.name, offset: offset), status: .readOrWriteError)
            return .end
        }
    }

    /// Ends the reader: `O_DIRECT` cleared, `-EE`'s one report of what was skipped. The input itself is its
    /// source's to close.
    mutating func finish(in session: Session) {
        switch self {
        case .direct(var reader):
            reader.disableDirect()
        case .errorSkipping(var reader, let filter, let reporting):
            reader.disableDirect()
            if reporting == .skipReportingOncePerFile, let summary = filter.tally.summary(for: reader.input.name) {
                session.report(summary)
            }
        case .none, .plain, .script, .commandStream:
            break
        }
        self = .none
    }
}

extension ChunkReader.Read {
    /// A count that `read(2)` returned: 0 is the end of the input.
    @inline(__always)
    fileprivate static func counted(_ count: Int) -> ChunkReader.Read { count == 0 ? .end : .got(count) }
}
