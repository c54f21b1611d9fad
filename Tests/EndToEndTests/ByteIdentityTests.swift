import Testing

extension EndToEnd {
    /// Whatever goes in comes out unchanged, whatever the size, the source, the chunking and the mode.
    @Suite("Byte identity") struct ByteIdentity {
        static let sizes = [0, 1, 4095, (1 << 20) + 7, 50 << 20]

        @Test("stdin pipe → stdout", arguments: sizes)
        func throughStandardInputPipe(size: Int) {
            let data = TestData.random(size, seed: UInt64(size))
            var runner = Runner.meter(["-q"])
            runner.stdin = .bytes(data)
            let result = runner.run()
            #expect(result.termination == .exited(0))
            #expect(!result.timedOut)
            #expect(result.stdout.count == data.count)
            expectSameBytes(result.stdout, data)
            #expect(result.stderr.isEmpty)
        }

        @Test("stdin redirected from a file → stdout", arguments: sizes)
        func fromStandardInputFile(size: Int) {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let data = TestData.random(size, seed: UInt64(size) + 100)
            var runner = Runner.meter(["-q"])
            runner.stdin = .file(directory.write("in", data))
            let result = runner.run()
            #expect(result.termination == .exited(0))
            expectSameBytes(result.stdout, data)
            #expect(result.stderr.isEmpty)
        }

        @Test("file operands are concatenated in order, '-' reading stdin in its place")
        func fileOperandsInOrder() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let a = TestData.random(70_001, seed: 11)
            let b = TestData.random(3, seed: 12)
            let c = TestData.random(1 << 20, seed: 13)
            let fromStdin = TestData.random(200_000, seed: 14)
            directory.write("a", a)
            directory.write("b", b)
            directory.write("c", c)
            directory.write("empty", [])
            var runner = Runner.meter(["-q", "a", "b", "-", "empty", "c", "a"])
            runner.directory = directory.path
            runner.stdin = .bytes(fromStdin)
            let result = runner.run()
            #expect(result.termination == .exited(0))
            expectSameBytes(result.stdout, a + b + fromStdin + c + a)
            #expect(result.stderr.isEmpty)
        }

        /// The shapes of writer feeding standard input.
        enum Writer: String, CaseIterable, Sendable {
            case oneByte, oddSizes, pageSized, stallAndBurst

            func steps(_ data: [UInt8]) -> [WriterStep] {
                switch self {
                case .oneByte: return WriterStep.chunks(of: data, size: 1)
                case .oddSizes: return WriterStep.chunks(of: data, cycling: [1, 7, 4093, 65_537, 13, 131_071, 2])
                case .pageSized: return WriterStep.chunks(of: data, size: 4096)
                case .stallAndBurst:
                    // A trickle, a stall, a burst bigger than any pipe, a stall, one byte, the rest.
                    let cuts = [10_000, 10_000 + 3_000_000, 10_000 + 3_000_001, data.count]
                    return [.write(Array(data[0..<cuts[0]])), .pause(0.3),
                            .write(Array(data[cuts[0]..<cuts[1]])), .pause(0.2),
                            .write(Array(data[cuts[1]..<cuts[2]])), .pause(0.2),
                            .write(Array(data[cuts[2]..<cuts[3]]))]
                }
            }

            var size: Int {
                switch self {
                case .oneByte: return 20_000
                case .oddSizes: return 1_500_000
                case .pageSized: return 2_000_003
                case .stallAndBurst: return 3_500_000
                }
            }
        }

        @Test("scripted writers, in byte and line mode", arguments: Writer.allCases, [[String](), ["-l"], ["-f", "-i", "0.1"]])
        func scriptedWriters(writer: Writer, options: [String]) {
            let data = TestData.random(writer.size, seed: 21)
            var runner = Runner.meter(options.contains("-f") ? options : ["-q"] + options)
            runner.stdin = .script(writer.steps(data))
            let result = runner.run()
            #expect(result.termination == .exited(0))
            #expect(result.stdout.count == data.count)
            expectSameBytes(result.stdout, data)
            if options.contains("-f") {
                #expect(result.stderrText.hasSuffix("\r\n"))
                #expect(!result.stderrText.contains("meter:"))
            } else {
                #expect(result.stderr.isEmpty)
            }
        }

        @Test("data-path options keep the bytes", arguments: [
            ["-l"], ["-0"], ["-C"], ["-l", "-C"], ["-L", "8M"], ["-l", "-L", "5000"], ["-B", "4093"], ["-E"],
            ["-f", "-i", "0.1"], ["-s", "100"], ["-k", "-s", "1M"],
        ])
        func optionsKeepBytes(options: [String]) {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            // Random bytes hold newlines and NULs about every 256 bytes.
            let data = TestData.random(1_000_003, seed: 31)
            let path = directory.write("in", data)
            let draws = options.contains("-f")
            for source in ["pipe", "file operand"] {
                var runner = Runner.meter((draws ? [] : ["-q"]) + options + (source == "pipe" ? [] : [path]))
                if source == "pipe" { runner.stdin = .bytes(data) }
                let result = runner.run()
                #expect(result.termination == .exited(0), "\(source)")
                expectSameBytes(result.stdout, data, "\(source): \(result.stdout.count) of \(data.count) bytes")
                if draws {
                    #expect(result.stderrText.hasSuffix("\r\n"), "\(source)")
                    #expect(!result.stderrText.contains("meter:"), "\(source): \(result.stderrText)")
                } else {
                    #expect(result.stderr.isEmpty, "\(source): \(result.stderrText)")
                }
            }
        }

        @Test("-X reads and counts everything and writes nothing")
        func discard() {
            let data = TestData.random(3_000_001, seed: 41)
            var runner = Runner.meter(["-X", "-n", "-b"])
            runner.stdin = .bytes(data)
            let result = runner.run()
            #expect(result.termination == .exited(0))
            #expect(result.stdoutCount == 0)
            #expect(result.stderrLines.last == "3000001")
        }

        @Test("-o FILE writes the file and nothing to stdout")
        func outputFile() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let data = TestData.random(2_000_017, seed: 51)
            let input = directory.write("in", data)
            for arguments in [["-o", directory.file("out1"), input], ["--output=" + directory.file("out2"), input]] {
                var runner = Runner.meter(["-q"] + arguments)
                runner.stdin = .bytes([1, 2, 3])
                let result = runner.run()
                #expect(result.termination == .exited(0))
                #expect(result.stdoutCount == 0)
                #expect(result.stderr.isEmpty)
            }
            expectSameBytes(directory.read("out1"), data)
            expectSameBytes(directory.read("out2"), data)

            // From a pipe, and over an existing longer file (truncated, as a shell's `>` would).
            directory.write("out3", TestData.random(5_000_000, seed: 52))
            var runner = Runner.meter(["-q", "-o", directory.file("out3")])
            runner.stdin = .bytes(data)
            let result = runner.run()
            #expect(result.termination == .exited(0))
            expectSameBytes(directory.read("out3"), data)
        }

        /// Two meters in one pipeline, each drawing, never corrupt the data and both exit cleanly.
        @Test("two meters in one pipeline", arguments: [[String](), ["-c"]])
        func twoMeters(extra: [String]) {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let data = TestData.random(3_000_001, seed: 55)
            let script = #""$METER" -f -i 0.1 -N in "$@" "$0" | gzip -1 | "$METER" -f -i 0.1 -N out "$@" | gzip -dc"#
            var runner = Runner.shell(script, extra)
            runner.arguments[2] = directory.write("in", data)
            let result = runner.run()
            #expect(result.termination == .exited(0))
            expectSameBytes(result.stdout, data)
            #expect(result.stderrText.contains("in:"))
            #expect(result.stderrText.contains("out:"))
            #expect(!result.stderrText.contains("meter:"))
        }
    }
}
