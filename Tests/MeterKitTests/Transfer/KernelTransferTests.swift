import Glibc
import Testing
@testable import MeterKit

/// The in-kernel strategy driven alone, on pipe pairs and temporary files: what it moves, and when it hands
/// the input to read and write.
@Suite struct KernelTransferTests {
    static func splice(_ input: TestPipe, _ output: TestPipe, mayBlock: Bool = false) -> KernelTransfer? {
        KernelTransfer(input: input.readEnd, kind: .pipe, output: output.writeEnd, outputIsPipe: true, mayBlock: mayBlock)
    }

    /// A temporary file holding `bytes`, open for reading at its start, and removed at once.
    static func file(_ bytes: [UInt8]) throws -> FileDescriptor {
        var template = Array("/tmp/meter-kernel-XXXXXX".utf8CString)
        let fd = mkstemp(&template)
        try #require(fd >= 0)
        unlink(String(cString: template))
        let descriptor = FileDescriptor(rawValue: fd)
        try descriptor.writeAll(bytes)
        try descriptor.seek(to: 0)
        return descriptor
    }

    @Test("splice moves what one pipe holds into another")
    func splicesPipeToPipe() throws {
        let input = TestPipe()
        let output = TestPipe()
        input.write(Array("hello".utf8))
        let transfer = try #require(Self.splice(input, output))
        #expect(transfer.call == .splice)
        #expect(transfer.move(upTo: KernelTransfer.chunk) == .moved(5))
        #expect(output.drain() == Array("hello".utf8))
    }

    @Test("an empty pipe makes splice wait, for the input alone, while the output is watched for its reader")
    func waitsForTheInput() throws {
        let input = TestPipe()
        let output = TestPipe()
        let transfer = try #require(Self.splice(input, output))
        #expect(transfer.move(upTo: KernelTransfer.chunk) == .wait)
        let now = VirtualClock().now()
        let wait = transfer.waitForRoom(inputIsPollable: true, outputIsPipe: true, hangUp: output.writeEnd, now: now)
        #expect(wait == Wait(readable: input.readEnd, hangUp: output.writeEnd))
    }

    @Test("splice answering 0 is never the end: read and write take the input over")
    func zeroFallsBack() throws {
        let input = TestPipe()
        let output = TestPipe()
        input.closeWrite()
        let transfer = try #require(Self.splice(input, output))
        #expect(transfer.move(upTo: KernelTransfer.chunk) == .fallBack)
    }

    @Test("the output's reader gone ends the copy quietly")
    func readerGone() throws {
        let input = TestPipe()
        let output = TestPipe()
        input.write([1, 2, 3])
        output.closeRead()
        let transfer = try #require(Self.splice(input, output))
        #expect(BrokenPipeShield.run { transfer.move(upTo: KernelTransfer.chunk) } == .closed)
    }

    @Test("sendfile moves a file into another file, then hands the input over at its end")
    func sendsFileToFile() throws {
        let data = (0..<100_000).map { UInt8(truncatingIfNeeded: $0) }
        let input = try Self.file(data)
        let output = try Self.file([])
        defer {
            input.close()
            output.close()
        }
        let transfer = try #require(KernelTransfer(input: input, kind: .regular, output: output, outputIsPipe: false, mayBlock: true))
        #expect(transfer.call == .sendFile)
        #expect(!transfer.blocking)
        var moved = 0
        while case .moved(let count) = transfer.move(upTo: 65536) { moved += count }
        #expect(moved == data.count)
        #expect(transfer.move(upTo: 65536) == .fallBack)
        try output.seek(to: 0)
        #expect(try output.readToEnd(limit: 1 << 20) == data)
        let now = VirtualClock().now()
        #expect(transfer.waitForRoom(inputIsPollable: false, outputIsPipe: false, hangUp: nil, now: now) == Wait(writable: output))
    }

    @Test("a terminal or a socket into a file has no kernel strategy; a socket is never spliced blocking")
    func choices() throws {
        let pipe = TestPipe()
        let any = FileDescriptor(rawValue: 0)
        #expect(KernelTransfer(input: any, kind: .characterDevice, output: any, outputIsPipe: false, mayBlock: true) == nil)
        #expect(KernelTransfer(input: any, kind: .socket, output: any, outputIsPipe: false, mayBlock: true) == nil)
        let socket = try #require(KernelTransfer(input: any, kind: .socket, output: pipe.writeEnd, outputIsPipe: true, mayBlock: true))
        #expect(socket.call == .splice && !socket.blocking)
        let fromPipe = try #require(KernelTransfer(input: pipe.readEnd, kind: .pipe, output: any, outputIsPipe: false, mayBlock: true))
        #expect(fromPipe.call == .splice && fromPipe.blocking)
    }
}
