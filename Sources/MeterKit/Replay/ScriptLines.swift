/// The lines of a script file, read a block at a time: a script of any size takes one block and its longest
/// line in memory. A line ends at a newline (a carriage return before it is the parser's to pass over); the
/// last may end at the end of the file.
struct ScriptLines {
    /// How much is read at once.
    static let blockSize = 64 << 10
    /// The longest line taken: a line of a recording holds at most one read of standard error (64 KiB),
    /// four bytes a byte when escaped.
    static let longestLine = 1 << 20

    /// Why no more lines can be read.
    enum Failure: Error, Equatable {
        /// Reading failed.
        case system(Errno)
        /// Line `number` is longer than ``longestLine``.
        case tooLong(number: Int)
    }

    private let descriptor: FileDescriptor
    /// Where every block read is also written (a script read from a pipe, kept to be played).
    private let copy: FileDescriptor?
    private var block = [UInt8](repeating: 0, count: blockSize)
    /// What of the block is still to be read: `block[position..<end]`.
    private var position = 0
    private var end = 0
    private var atEnd = false
    /// The start of a line that a block boundary cut, kept until its end is read.
    private var carried: [UInt8] = []
    /// The number of the line ``next()`` returned last.
    private(set) var number = 0

    /// The lines of `descriptor` from its current offset on; each block read is written to `copy` too.
    init(_ descriptor: FileDescriptor, copy: FileDescriptor? = nil) {
        self.descriptor = descriptor
        self.copy = copy
    }

    /// The next line, without its newline; `nil` after the last.
    mutating func next() throws(Failure) -> ArraySlice<UInt8>? {
        while true {
            if let newline = block[position..<end].firstIndex(of: UInt8(ascii: "\n")) {
                defer { position = newline + 1 }
                number += 1
                guard carried.isEmpty else {
                    carried += block[position..<newline]
                    defer { carried.removeAll(keepingCapacity: true) }
                    return try checked(carried[...])
                }
                return try checked(block[position..<newline])
            }
            carried += block[position..<end]
            position = end
            _ = try checked(carried[...], counting: 1)
            guard !atEnd else { return lastLine() }
            try readBlock()
        }
    }

    /// The line left without a newline at the end of the file, if any.
    private mutating func lastLine() -> ArraySlice<UInt8>? {
        guard !carried.isEmpty else { return nil }
        number += 1
        defer { carried.removeAll() }
        return carried[...]
    }

    /// `line`, unless it is too long (line ``number`` plus `counting`).
    private func checked(_ line: ArraySlice<UInt8>, counting: Int = 0) throws(Failure) -> ArraySlice<UInt8> {
        guard line.count <= Self.longestLine else { throw .tooLong(number: number + counting) }
        return line
    }

    private mutating func readBlock() throws(Failure) {
        var outcome: Result<Int, Errno> = .success(0)
        block.withUnsafeMutableBytes { buffer in
            do throws(Errno) {
                let got = try descriptor.read(into: buffer)
                try copy?.writeAll(UnsafeRawBufferPointer(rebasing: buffer[0..<got]))
                outcome = .success(got)
            } catch {
                outcome = .failure(error)
            }
        }
        switch outcome {
        case .success(let got): (position, end, atEnd) = (0, got, got == 0)
        case .failure(let error): throw .system(error)
        }
    }
}
