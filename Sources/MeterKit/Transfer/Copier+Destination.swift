extension Copier {
    /// Where a copier's bytes go.
    public enum Destination: Sendable, Equatable {
        /// Standard output, as the `meter` command writes.
        case standardOutput
        /// The file at this path: created when missing (as a shell's `>` creates one: mode 0666 less the
        /// umask), else emptied, once it is known to be none of the inputs; an input that is the file itself
        /// (whatever its name) is refused, and nothing is written. The copier closes it at the end.
        case file(FilePath)
        /// An open descriptor (a file, a pipe, a socket the tool opened), written from where it stands; it
        /// stays open, the tool's to close.
        case descriptor(Descriptor)
        /// Nowhere: the bytes are read and counted, then thrown away (`-X`).
        case discard

        /// The file at `path`, a path given as text (its UTF-8 bytes); a name that is not UTF-8 is given as its
        /// bytes: ``file(_:)-enum.case``.
        public static func file(_ path: String) -> Destination { .file(FilePath(path)) }

        /// The descriptor numbered `number`.
        @available(*, deprecated, message: "pass a Descriptor: .descriptor(Descriptor(number))")
        public static func descriptor(_ number: Int32) -> Destination { .descriptor(Descriptor(number)) }
    }

    /// Why the destination could not be opened, and the status bit that says so.
    struct DestinationFailure: Error {
        var message: Message
        var status: TransferOutcome.Status
    }

    /// The output the copy writes, and the descriptor the copier opened for it (its to close), or why not.
    func openDestination() -> Result<(output: Output, opened: FileDescriptor?), DestinationFailure> {
        switch destination {
        case .standardOutput: return .success((Output(descriptor: .standardOutput), nil))
        case .discard: return .success((Output(descriptor: nil), nil))
        case .descriptor(let descriptor):
            return .success((Output(descriptor: descriptor.open, name: .file(FilePath(descriptor.description))), nil))
        case .file(let path):
            do throws(OutputFile.Failure) {
                let opened = try OutputFile.open([.opened(path)], notAnyOf: inputs.isEmpty ? [.standardInput] : inputs)[0]
                return .success((Output(descriptor: opened, name: .file(path)), opened))
            } catch {
                switch error {
                case .isInput: return .failure(DestinationFailure(message: .inputIsOutput(.file(path)), status: .inputIsOutput))
                case .cannotOpen(_, let errno): return .failure(DestinationFailure(message: .failed(.file(path), errno), status: .cannotOpen))
                case .sameFile: return .failure(DestinationFailure(message: .inputIsOutput(.file(path)), status: .inputIsOutput))
                }
            }
        }
    }
}

/// The copier's name before it said what it does.
@available(*, deprecated, renamed: "Copier")
public typealias Pump = Copier

extension Copier {
    /// ``init(inputs:destination:options:meter:board:language:)`` by its former label.
    @available(*, deprecated, renamed: "init(inputs:destination:options:meter:board:language:)")
    public convenience init(
        inputs: [InputSource] = [], output: Destination, options: TransferOptions = TransferOptions(),
        meter: Meter? = nil, board: Board? = nil, language: Language = .english
    ) {
        self.init(inputs: inputs, destination: output, options: options, meter: meter, board: board, language: language)
    }
}
