import Testing

extension EndToEnd {
    /// `-l` counts newlines as `wc -l` does; `-0` counts NUL-ended records.
    @Suite("Line mode") struct LineMode {
        /// Runs `meter arguments` on `stdin` (the bytes `data`), expects a clean copy, and returns the last line
        /// of standard error (with `-n`, the last count).
        static func lastCount(
            _ arguments: [String], _ stdin: StandardInput, copying data: [UInt8],
            sourceLocation: SourceLocation = #_sourceLocation
        ) -> String? {
            var runner = Runner.meter(arguments)
            runner.stdin = stdin
            let result = runner.run()
            #expect(result.termination == .exited(0), sourceLocation: sourceLocation)
            expectSameBytes(result.stdout, data, sourceLocation: sourceLocation)
            return result.stderrLines.last
        }

        @Test("seq 1 100000 | meter -l -n -b -f: the last count is 100000")
        func countsLines() {
            let data = TestData.seq(100_000)
            for writer in [[WriterStep.write(data)], WriterStep.chunks(of: data, cycling: [1, 4096, 3, 65_537])] {
                #expect(Self.lastCount(["-l", "-n", "-b", "-f"], .script(writer), copying: data) == "100000")
            }
        }

        @Test("a last line without a newline is not counted, as with wc -l")
        func unterminatedLastLine() {
            var runner = Runner.meter(["-l", "-n", "-b"])
            runner.stdin = .bytes(Array("a\nb".utf8))
            let result = runner.run()
            #expect(result.stdoutText == "a\nb")
            #expect(result.stderrLines.last == "1")
        }

        @Test("-0 counts NUL-ended records")
        func countsRecords() {
            var data: [UInt8] = []
            for index in 0..<5000 { data += Array("record \(index)\n with a newline".utf8) + [0] }
            #expect(Self.lastCount(["-0", "-n", "-b"], .bytes(data), copying: data) == "5000")
        }

        /// With file operands the expected total is their line count, counted before the copy.
        @Test("the total of FILE operands is their line count")
        func fileTotalIsLines() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let a = directory.write("a", TestData.seq(100))
            let b = directory.write("b", TestData.seq(300))
            let result = Runner.meter(["-l", "-n", a, b]).run()
            #expect(result.termination == .exited(0))
            #expect(result.stdoutCount == TestData.seq(100).count + TestData.seq(300).count)
            #expect(result.stderrLines.last == "100")

            let frame = Runner.meter(["-l", "-f", "-w", "40", "-i", "600", "-F", "%b %p", a, b]).run()
            // pv writes 400 lines as ` 400 ` (a space where a prefix would be).
            #expect(frame.stderrText == " 400  " + Frames.asciiBar(inner: 27, filled: 27, percent: 100) + "\r\n")
        }

        /// Standard input redirected from a file has a line count too, as pv's: counted from where it stands,
        /// without taking anything from the copy.
        @Test func standardInputFromAFileHasItsLinesAsTheTotal() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            var runner = Runner.meter(["-l", "-f", "-w", "40", "-i", "600", "-F", "%b %p"])
            runner.stdin = .file(directory.write("a", TestData.seq(250)))
            let result = runner.run()
            #expect(result.termination == .exited(0))
            expectSameBytes(result.stdout, TestData.seq(250))
            #expect(result.stderrText == " 250  " + Frames.asciiBar(inner: 27, filled: 27, percent: 100) + "\r\n")
        }
    }
}
