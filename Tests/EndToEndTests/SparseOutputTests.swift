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

        /// Whether the temporary folder's file system has holes: a 1 MiB file with one byte at its end.
        static let holesAvailable: Bool = {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let path = directory.file("probe")
            let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            guard fd >= 0 else { return false }
            defer { close(fd) }
            var byte: UInt8 = 1
            guard lseek(fd, 1 << 20, SEEK_SET) >= 0, write(fd, &byte, 1) == 1 else { return false }
            return blocks(path) < 256
        }()
        static let noHoles: Comment = "the temporary folder's file system makes no holes"

        /// What `data` takes at most with holes: its data, a block either side of each of its 3 runs.
        static let sparseLimit = (75_007 + 6 * 4096) / 512

        /// Copies the data with `-O` into a file (by `-o`, by `>`, from a bursty pipe, or appended to an old
        /// file by `>>`) and checks its bytes; returns the input's and the output's paths, and the most blocks
        /// the output may take with holes.
        static func copySparsely(_ how: String, in directory: TemporaryDirectory) -> (input: String, output: String, limit: Int) {
            let input = directory.write("in", Self.data)
            let output = directory.file("out")
            let old = how == ">>" ? TestData.random(10_007, seed: 34) : []
            var runner: Runner
            switch how {
            case "-o": runner = Runner.meter(["-q", "-O", "-o", output, input])
            case ">", ">>":
                directory.write("out", old)
                runner = Runner.meter(["-q", "-O", input])
                runner.stdout = .file(output, append: how == ">>")
            default:
                runner = Runner.meter(["-q", "-O"])
                runner.stdin = .script(WriterStep.chunks(of: Self.data, cycling: [9000, 1240, 1_038_336, 4096, 77_777]))
                runner.stdout = .file(output, append: false)
            }
            let result = runner.run()
            #expect(result.termination == .exited(0))
            #expect(result.stderr.isEmpty, "\(result.stderrText)")
            expectSameBytes(directory.read("out"), old + Self.data)
            return (input, output, Self.sparseLimit + (old.isEmpty ? 0 : old.count / 512 + 8))
        }

        /// `>>` keeps the old contents, the new data following them.
        @Test("into a file by -o, by >, by >>, or from a bursty pipe: the bytes whole, its length", arguments: ["-o", ">", ">>", "pipe"])
        func bytes(how: String) throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            _ = Self.copySparsely(how, in: directory)
        }

        @Test("the same, where the file system makes holes: far fewer blocks than the data", .enabled(if: holesAvailable, noHoles),
              arguments: ["-o", ">", ">>", "pipe"])
        func holes(how: String) throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let (input, output, limit) = Self.copySparsely(how, in: directory)
            #expect(Self.blocks(output) <= limit, "\(Self.blocks(output)) blocks")
            #expect(Self.blocks(input) > 3000, "the input was written whole: \(Self.blocks(input)) blocks")
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
