/// An open file descriptor a tool hands to MeterKit, by its number: a file, a pipe, a socket or a terminal
/// the tool opened (or one of the three every process starts with). MeterKit reads or writes it and never
/// closes it: it stays the tool's.
///
/// A small value of its own rather than a bare `Int32`, so that a descriptor cannot be passed where a count
/// or a signal was meant; it is not named `FileDescriptor`, so that a tool importing swift-system's meets
/// no ambiguity.
///
/// ```swift
/// let log = Descriptor(fileno)                     // a number the tool's own open(2) returned
/// let board = Board(target: DescriptorTarget(log, isTerminal: false), offTerminal: .everyFrame)
/// ```
public struct Descriptor: Sendable, Hashable, CustomStringConvertible {
    /// The number the kernel handed out.
    public let number: Int32

    /// The descriptor numbered `number`.
    public init(_ number: Int32) { self.number = number }

    /// Descriptor 0.
    public static let standardInput = Descriptor(0)
    /// Descriptor 1.
    public static let standardOutput = Descriptor(1)
    /// Descriptor 2, where the `meter` command draws.
    public static let standardError = Descriptor(2)

    /// Its path in `/dev/fd`, by which messages name it: `/dev/fd/5`.
    public var description: String { "/dev/fd/\(number)" }

    /// The engine's descriptor of this number.
    package var open: FileDescriptor { FileDescriptor(rawValue: number) }
}
