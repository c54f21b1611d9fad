/// What the transfer engine is made of for one input, chosen once, before its first byte moves, from the
/// options and the kinds of the two ends: how the bytes move (the mover), what reads them and what writes
/// them. Files, pipes, a replay's stream and a wrapped command's output are all chosen for here, and nothing
/// on the data path asks an option again: the parts carry out the choice, and fall back one way only (the
/// kernel's movers to read and write, direct I/O to the page cache for a tail).
struct TransferPlan: Equatable, Sendable {
    /// How the bytes move.
    enum Mover: Equatable, Sendable {
        /// splice or sendfile: the bytes never pass through meter (``KernelTransfer``).
        case kernel
        /// In the kernel too, a block the count ahead has counted at a time, counted once all of it has moved
        /// (``CountedMove``).
        case countedKernel
        /// read into the engine's one buffer, then write out of it.
        case readWrite
    }

    /// What reads the input into the buffer, when read and write move it.
    enum Reader: Equatable, Sendable {
        /// `read(2)`: only 0 ends the input.
        case plain
        /// `-K`: whole pages past the page cache while the reads stay aligned (``InputReader``).
        case direct
        /// `-E`, `-Z`: an unreadable region skipped, zeros in its place (``ErrorSkipFilter``), around a reader
        /// that is `direct` (`-K` on a file or block device) or not.
        case errorSkipping(direct: Bool)
        /// A replayed script's stream, as it arrives on the run's clock (``TimedInput``).
        case script
        /// A wrapped command's standard output, a pipe read without blocking.
        case commandStream

        /// Whether the reader reads past the page cache (`-K`), once enabled on the input.
        var readsDirectly: Bool {
            switch self {
            case .direct, .errorSkipping(direct: true): return true
            case .plain, .errorSkipping(direct: false), .script, .commandStream: return false
            }
        }
    }

    /// What writes the buffered bytes out.
    enum Writer: Equatable, Sendable {
        /// The output as it is: a descriptor, a function, or nowhere (`-X`).
        case output
        /// A file or block device with pv's disk options (``DiskWriter``): holes for zeros (`-O`), a sync
        /// before counting (`-Y`), whole pages past the page cache (`-K`).
        case disk(sparse: Bool, sync: Bool, direct: Bool)
    }

    /// One end of a transfer, as the choice sees it.
    enum End: Equatable, Sendable {
        /// A descriptor of this kind: a file, a pipe, a socket, a terminal, a block device.
        case descriptor(FileStatus.Kind)
        /// A replayed script's stream, arriving on the run's clock: no descriptor.
        case script
        /// A wrapped command's standard output: a pipe meter reads without blocking.
        case commandStream
        /// No descriptor: the bytes are counted and dropped (`-X`), or handed to a function.
        case none
    }

    var mover: Mover
    var reader: Reader
    var writer: Writer

    init(mover: Mover, reader: Reader, writer: Writer) {
        self.mover = mover
        self.reader = reader
        self.writer = writer
    }

    /// The plan for `input` into `output`.
    /// - Parameters:
    ///   - seesBytes: something beside the output must see the bytes: the frames (`-A`, `%L`, `-T`), or a
    ///     wrapped command's latest line, progress, or text shown above the indicator.
    ///   - countedAhead: the count ahead of the copy has counted this input's lines (``CountedBlocks``).
    ///   - limited: a rate or a stop size applies, which decide from the bytes written.
    static func choose(
        input: End, output: End, options: TransferOptions, seesBytes: Bool = false, countedAhead: Bool = false,
        limited: Bool = false
    ) -> TransferPlan {
        let writer = writer(for: output, options: options, replays: input == .script)
        let reader = reader(for: input, options: options)
        let mover = mover(
            input: input, output: output, options: options, sees: seesBytes || leavesHoles(writer),
            counted: countedAhead && !limited && options.unit != .bytes)
        return TransferPlan(mover: mover, reader: reader, writer: writer)
    }

    /// The output's writer, made once for the whole run: the disk options apply to a file or block device
    /// only, and a replay writes no direct I/O.
    static func writer(for output: End, options: TransferOptions, replays: Bool) -> Writer {
        guard case .descriptor(let kind) = output, kind == .regular || kind == .blockDevice,
            options.sparse || options.syncWrites || options.directIO
        else { return .output }
        return .disk(sparse: options.sparse, sync: options.syncWrites, direct: options.directIO && !replays)
    }

    /// The reader of `input`: `-E` reads through its filter (directly or not), `-K` reads a file or block
    /// device directly.
    static func reader(for input: End, options: TransferOptions) -> Reader {
        switch input {
        case .script: return .script
        case .commandStream: return .commandStream
        case .descriptor(let kind):
            let direct = options.directIO && (kind == .regular || kind == .blockDevice)
            if options.skipsReadErrors { return .errorSkipping(direct: direct) }
            return direct ? .direct : .plain
        case .none: return .plain
        }
    }

    /// In the kernel when nothing must see the bytes, the kernel can move them (a pipe on one side, or a
    /// file or block device into anything) and they are bytes or lines counted ahead; read and write
    /// otherwise. `-K` keeps a pipe's bytes in meter's buffer too, as `-E` and holes do.
    private static func mover(input: End, output: End, options: TransferOptions, sees: Bool, counted: Bool) -> Mover {
        guard options.allowSplice, !sees, !options.directIO, !options.skipsReadErrors, options.unit == .bytes || counted,
            case .descriptor(let outputKind) = output
        else { return .readWrite }
        let inputKind: FileStatus.Kind
        switch input {
        case .descriptor(let kind): inputKind = kind
        case .commandStream: inputKind = .pipe
        case .script, .none: return .readWrite
        }
        guard KernelTransfer.call(from: inputKind, outputIsPipe: outputKind == .pipe) != nil else { return .readWrite }
        // Only a file's lines are counted ahead, block by block.
        if counted { return inputKind == .regular ? .countedKernel : .readWrite }
        return .kernel
    }

    /// Whether the writer must see every byte: holes are found in them.
    private static func leavesHoles(_ writer: Writer) -> Bool {
        guard case .disk(let sparse, _, _) = writer else { return false }
        return sparse
    }
}
