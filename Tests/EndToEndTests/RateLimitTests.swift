import Testing

extension EndToEnd {
    /// `-L RATE`: bytes (or lines) per second, smoothly. Generous bounds: the machines are shared and noisy.
    @Suite("-L rate limit") struct RateLimit {
        /// Runs `runner` (for 30 s at most) and expects a clean copy of `data`.
        static func limitedCopy(
            _ runner: Runner, of data: [UInt8], sourceLocation: SourceLocation = #_sourceLocation
        ) -> RunResult {
            var runner = runner
            runner.timeout = 30
            let result = runner.run()
            #expect(result.termination == .exited(0), sourceLocation: sourceLocation)
            expectSameBytes(result.stdout, data, sourceLocation: sourceLocation)
            return result
        }

        /// 2 MiB at 1 MiB/s takes about 2 s. It can never be early: by any time t after the start, at most the
        /// bucket (a tenth of a second's worth) plus t seconds' worth can have arrived.
        @Test("2 MiB at -L 1M takes about two seconds and is never ahead of the rate")
        func bytesPerSecond() {
            let data = TestData.random(2 << 20, seed: 121)
            var runner = Runner.meter(["-q", "-L", "1M"])
            runner.stdin = .bytes(data)
            let result = Self.limitedCopy(runner, of: data)
            #expect(result.duration >= 1.5, "2 MiB at 1 MiB/s took only \(result.duration) s")
            #expect(result.duration <= 2 + EndToEnd.prompt, "2 MiB at 1 MiB/s took \(result.duration) s")
            let rate = Double(1 << 20)
            let ahead = result.stdoutArrivals.filter { Double($0.total) > rate / 10 + rate * $0.time + 64 * 1024 }
            #expect(ahead.isEmpty, "ahead of the rate at \(ahead.prefix(3).map { "\($0.total) bytes at \($0.time) s" })")
            // Smooth, not in bursts: no second carries much more than a second's worth.
            // (Arrival times are when the test read the bytes, so a stalled reader can see a burst that meter did
            // not send; hence the margin.)
            var windowStart = 0
            var bursts: [Double] = []
            for arrival in result.stdoutArrivals {
                while windowStart < result.stdoutArrivals.count, result.stdoutArrivals[windowStart].time <= arrival.time - 1 {
                    windowStart += 1
                }
                let before = windowStart == 0 ? 0 : result.stdoutArrivals[windowStart - 1].total
                if Double(arrival.total - before) > rate * 1.5 { bursts.append(arrival.time) }
            }
            #expect(bursts.isEmpty, "more than 1.5 s worth within one second, ending at \(bursts.prefix(3)) s")
        }

        @Test("in line mode the rate is lines per second")
        func linesPerSecond() {
            let data = TestData.seq(250)
            var runner = Runner.meter(["-q", "-l", "-L", "100"])
            runner.stdin = .bytes(data)
            let result = Self.limitedCopy(runner, of: data)
            // 250 lines at 100 a second: about 2.4 s after the first tenth of a second's worth.
            #expect(result.duration >= 1.8, "250 lines at 100/s took only \(result.duration) s")
            #expect(result.duration <= 2.5 + EndToEnd.prompt)
        }

        @Test("a file operand is limited the same way")
        func fileOperand() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let data = TestData.random(1 << 20, seed: 122)
            let result = Self.limitedCopy(Runner.meter(["-q", "-L", "512K", directory.write("in", data)]), of: data)
            #expect(result.duration >= 1.5, "1 MiB at 512 KiB/s took only \(result.duration) s")
            #expect(result.duration <= 2 + EndToEnd.prompt)
        }
    }
}
