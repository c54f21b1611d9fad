import Testing

extension EndToEnd {
    /// `-S -s N`: exactly N units, and in byte mode nothing read beyond them.
    @Suite("-S stop at size") struct StopAtSize {
        @Test("byte mode writes exactly N bytes", arguments: [1, 100, 65_536, 1_048_579])
        func exactlyNBytes(n: Int) {
            let data = TestData.random(3_000_000, seed: 61)
            for source in ["pipe", "file"] {
                let directory = TemporaryDirectory()
                defer { directory.remove() }
                var runner = Runner.meter(["-q", "-S", "-s", String(n)])
                runner.stdin = source == "pipe" ? .bytes(data) : .file(directory.write("in", data))
                let result = runner.run()
                #expect(result.termination == .exited(0), "\(source)")
                expectSameBytes(result.stdout, Array(data[0..<n]), "\(source): got \(result.stdoutCount) bytes")
                #expect(result.stderr.isEmpty)
            }
        }

        /// `(meter -q -S -s N; cat) < input`: whatever meter did not write, it did not read either, so `cat`
        /// gets the rest and the whole input comes out once, in order.
        @Test("byte mode reads no more than it writes", arguments: [1, 100, 4097, 1_048_579])
        func readsNoMoreThanItWrites(n: Int) {
            let data = TestData.random(3_000_000, seed: 62)
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let path = directory.write("in", data)
            for options in [["-q"], ["-q", "-C"], ["-f", "-i", "0.1"]] {
                for source in ["pipe", "file"] {
                    var runner = Runner.shell(
                        #"n=$1; shift; "$METER" "$@" -S -s "$n"; status=$?; cat; exit $status"#, [String(n)] + options)
                    runner.stdin = source == "pipe" ? .bytes(data) : .file(path)
                    let result = runner.run()
                    #expect(result.termination == .exited(0), "\(options) \(source)")
                    #expect(result.stdoutCount == data.count, "\(options) \(source)")
                    expectSameBytes(result.stdout, data, "\(options) \(source)")
                }
            }
        }

        @Test("line mode writes exactly N lines")
        func exactlyNLines() {
            var runner = Runner.meter(["-q", "-l", "-S", "-s", "3"])
            runner.stdin = .bytes(TestData.seq(100_000))
            runner.timeout = 20
            let result = runner.run()
            #expect(!result.timedOut, "meter did not stop after the third line")
            #expect(result.termination == .exited(0))
            expectSameBytes(result.stdout, Array("1\n2\n3\n".utf8))

            var spread = Runner.meter(["-q", "-l", "-S", "-s", "70000"])
            spread.stdin = .script(WriterStep.chunks(of: TestData.seq(100_000), cycling: [1, 999, 65_536, 7]))
            spread.timeout = 20
            let spreadResult = spread.run()
            #expect(!spreadResult.timedOut)
            #expect(spreadResult.termination == .exited(0))
            expectSameBytes(spreadResult.stdout, TestData.seq(70_000))
        }

        @Test("record mode writes exactly N NUL-ended records")
        func exactlyNRecords() {
            var runner = Runner.meter(["-q", "-0", "-S", "-s", "2"])
            runner.stdin = .bytes(Array("a\0bb\0ccc\0dddd\0".utf8))
            runner.timeout = 20
            let result = runner.run()
            #expect(!result.timedOut, "meter did not stop after the second record")
            #expect(result.termination == .exited(0))
            expectSameBytes(result.stdout, Array("a\0bb\0".utf8))
        }

        /// pv stops at the inputs' own size when no size is given (or `-s 0`, pv's "no size"); where an input
        /// has none, pv copies nothing (a pipe) or stops short (a file that reports 0 and holds data), so
        /// meter refuses before anything moves.
        @Test("-S without -s where an input has no known size: a usage error, nothing copied",
              arguments: [["-S"], ["-S", "-s", "0"], ["-S", "/proc/version"], ["-S", "-l", "/proc/version"], ["-S", "-l", "-"]])
        func needsASize(arguments: [String]) {
            var runner = Runner.meter(["-q"] + arguments)
            runner.stdin = .bytes(TestData.seq(1000))
            expectUsageError(runner.run(), naming: "-S")
        }

        @Test("-S without -s stops at the inputs' own size: FILE operands, standard input from a file; in lines too, a last line without its newline included",
              arguments: [["-S"], ["-S", "-s", "0"], ["-S", "-l"], ["-S", "-0"]])
        func stopsAtTheInputsSize(arguments: [String]) {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let a = TestData.seq(5000)
            let b = Array("tail without a newline".utf8)
            let result = Runner.meter(["-q"] + arguments + [directory.write("a", a), directory.write("b", b)]).run()
            #expect(result.termination == .exited(0))
            #expect(result.stderr.isEmpty, "\(result.stderrText)")
            expectSameBytes(result.stdout, a + b)
            // Standard input redirected from a file: its lines are counted from where it stands, as pv's.
            var redirected = Runner.meter(["-q"] + arguments)
            redirected.stdin = .file(directory.write("ab", a + b))
            let fromStandardInput = redirected.run()
            #expect(fromStandardInput.termination == .exited(0))
            #expect(fromStandardInput.stderr.isEmpty, "\(fromStandardInput.stderrText)")
            expectSameBytes(fromStandardInput.stdout, a + b)
        }
    }
}
