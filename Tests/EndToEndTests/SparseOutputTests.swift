import Glibc
import Testing

extension EndToEnd {
    /// `-O`: blocks of zeros become holes in an output file. The files compare equal, and the blocks that
    /// `stat` counts show the saving.
    @Suite("-O leaves holes") struct SparseOutput {
        /// Random data with runs of zeros of odd lengths, ending in zeros (so the file's length comes from the
        /// final truncation): 75,007 bytes of data in 1,625,194.
        static let data: [UInt8] = TestData.random(5003, seed: 31) + [UInt8](repeating: 0, count: 1 << 20)
            + TestData.random(70_001, seed: 32) + [UInt8](repeating: 0, count: 300_000) + TestData.random(3, seed: 33)
            + [UInt8](repeating: 0, count: 200_011)

        /// The 512-byte blocks allocated to `path` (`st_blocks`).
        static func blocks(_ path: String) -> Int {
            var info = stat()
            guard stat(path, &info) == 0 else { return -1 }
            return Int(info.st_blocks)
        }

        /// Whether the file system of `directory` has holes: a 1 MiB file with one byte at its end.
        static func hasHoles(_ directory: TemporaryDirectory) -> Bool {
            let path = directory.file("probe")
            let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            guard fd >= 0 else { return false }
            defer { close(fd); unlink(path) }
            var byte: UInt8 = 1
            guard lseek(fd, 1 << 20, SEEK_SET) >= 0, write(fd, &byte, 1) == 1 else { return false }
            return blocks(path) < 256
        }

        /// What `data` takes at most with holes: its data, a block either side of each of its 3 runs.
        static let sparseLimit = (75_007 + 6 * 4096) / 512

        @Test("into a file by -o, by >, or from a bursty pipe: equal bytes, its length, far fewer blocks",
              arguments: ["-o", ">", "pipe"])
        func holes(how: String) throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let input = directory.write("in", Self.data)
            let output = directory.file("out")
            var runner: Runner
            switch how {
            case "-o": runner = Runner.meter(["-q", "-O", "-o", output, input])
            case ">":
                runner = Runner.meter(["-q", "-O", input])
                runner.stdout = .file(output, append: false)
            default:
                runner = Runner.meter(["-q", "-O"])
                runner.stdin = .script(WriterStep.chunks(of: Self.data, cycling: [9000, 1240, 1_038_336, 4096, 77_777]))
                runner.stdout = .file(output, append: false)
            }
            let result = runner.run()
            #expect(result.termination == .exited(0))
            #expect(result.stderr.isEmpty, "\(result.stderrText)")
            expectSameBytes(directory.read("out"), Self.data)
            guard Self.hasHoles(directory) else { return }
            #expect(Self.blocks(output) <= Self.sparseLimit, "\(Self.blocks(output)) blocks")
            #expect(Self.blocks(input) > 3000, "the input was written whole: \(Self.blocks(input)) blocks")
        }

        @Test("appended to (>>): the old contents stay, the new data follows them with its holes")
        func appending() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let input = directory.write("in", Self.data)
            let old = TestData.random(10_007, seed: 34)
            let output = directory.write("out", old)
            var runner = Runner.meter(["-q", "-O", input])
            runner.stdout = .file(output, append: true)
            let result = runner.run()
            #expect(result.termination == .exited(0))
            expectSameBytes(directory.read("out"), old + Self.data)
            guard Self.hasHoles(directory) else { return }
            #expect(Self.blocks(output) <= Self.sparseLimit + 10_007 / 512 + 8, "\(Self.blocks(output)) blocks")
        }

        @Test("into the middle of an existing file (1<>): the zeros are written, never the old bytes left showing")
        func existingContents() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let input = directory.write("in", Self.data)
            let old = TestData.random(Self.data.count + 4099, seed: 35)
            let output = directory.write("out", old)
            let result = Runner.shell("exec \"$METER\" -q -O \"$1\" 1<> \"$2\"", [input, output]).run()
            #expect(result.termination == .exited(0))
            expectSameBytes(directory.read("out"), Self.data + old[Self.data.count...])
        }

        @Test("a pipe just gets the bytes")
        func intoAPipe() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let input = directory.write("in", Self.data)
            for arguments in [["-q", "-O", input], ["-q", "-O", "-C", input]] {
                let result = Runner.meter(arguments).run()
                #expect(result.termination == .exited(0))
                expectSameBytes(result.stdout, Self.data, "\(arguments)")
            }
        }

        @Test("random data of an odd size, with no zeros to skip, is copied byte for byte")
        func noZeros() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let data = TestData.random(1_000_003, seed: 36)
            let input = directory.write("in", data)
            let result = Runner.meter(["-q", "--sparse-output", "-o", directory.file("out"), input]).run()
            #expect(result.termination == .exited(0))
            expectSameBytes(directory.read("out"), data)
        }
    }
}
