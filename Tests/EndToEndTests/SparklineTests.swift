import Foundation
import Testing

extension EndToEnd {
    /// The rate as a picture: the sparkline fields replayed frame by frame, and `--summary` after a run.
    @Suite("Sparklines and the summary") struct Sparklines {
        /// bursty.script: 1 KiB, a second of nothing, 310 KiB, two seconds of nothing, 600 KiB.
        static let bursty = ReplayGoldenTests.golden.appendingPathComponent("bursty.script").path

        static func replay(_ arguments: [String], language: String = "C.UTF-8") -> RunResult {
            let result = ReplayGoldenTests.runMeter(["--replay", bursty, "-w", "72"] + arguments, environment: ["LANG": language])
            #expect(result.termination == .exited(0))
            let whole = result.stdout == ReplayGoldenTests.seqText(bytes: ReplayGoldenTests.scriptTotal(bursty))
            #expect(whole, "standard output is not the script's stream")
            return result
        }

        /// Each frame's rate a cell, newest on the right, scaled to the highest shown; the seconds with
        /// nothing moving are empty cells. The run's field cuts the run so far into as many shares.
        @Test func theFramesOfABurstyStream() {
            let result = Self.replay(["-F", "%b|%8{sparkline}|%8{sparkline-run}"])
            #expect(result.stderrText == [
                "1.00KiB|       █|████████",
                "1.00KiB|      █ |████    ",
                " 311KiB|     ▁ █|▁▁▁  ▆██",
                " 311KiB|    ▁ █ |▁▁  ██  ",
                " 311KiB|   ▁ █  |▁▁ ██   ",
                " 911KiB|  ▁ ▅  █|▁▁▂▅  ▃█",
                " 911KiB|  ▁ ▅  █|▁▁▂▅  ▃█",
            ].map { $0 + "\r" }.joined() + "\n")
        }

        /// Without block glyphs (`LANG=C`) the same shape in ASCII marks of growing weight.
        @Test func asciiWhereTheLocaleHasNoBlocks() {
            let result = Self.replay(["-F", "%b|%8{sparkline}|%8{sparkline-run}"], language: "C")
            #expect(result.stderrText == [
                "1.00KiB|       #|########",
                "1.00KiB|      # |####    ",
                " 311KiB|     _ #|___  +##",
                " 311KiB|    _ # |__  ##  ",
                " 311KiB|   _ #  |__ ##   ",
                " 911KiB|  _ =  #|__.=  :#",
                " 911KiB|  _ =  #|__.=  :#",
            ].map { $0 + "\r" }.joined() + "\n")
        }

        /// Reduce motion stops what only moves; the sparkline is data and stays (a frame the same as the one
        /// before is not drawn again).
        @Test func reduceMotionKeepsTheSparkline() {
            func frames(_ result: RunResult) -> [String] {
                String(decoding: result.stderr.map { $0 == 0x0D ? 0x0A : $0 }, as: UTF8.self).split(separator: "\n").map(String.init)
            }
            var moving = frames(Self.replay(["-F", "%b|%8{sparkline}"]))
            moving = moving.enumerated().filter { $0.offset == 0 || moving[$0.offset - 1] != $0.element }.map(\.element)
            #expect(moving.count == 6)
            #expect(frames(Self.replay(["-F", "%b|%8{sparkline}", "--reduce-motion"])) == moving)
        }

        /// `-v` keeps pv's line byte for byte; `--summary` follows it with the amounts and rates (as wide as the
        /// display), the stalls and the whole run in 60 cells, each line under the meter's name.
        @Test func theSummaryFollowsPvsLine() {
            let both = Self.replay(["-N", "burst", "-v", "--summary"])
            let pvOnly = Self.replay(["-N", "burst", "-v"])
            let lines = both.stderrLines
            #expect(Array(lines.dropLast(3)) == pvOnly.stderrLines)
            #expect(pvOnly.stderrLines.last == "rate min/avg/max/mdev = 0.000/155477.500/614401.000/235661.577 B/s")
            // The amounts and rates fit the 72 columns on one line.
            // No data from 0.2 s to 2.7 s and from 2.8 s to 5.1 s: two stalls, the longest 2.5 s; the rates of
            // its spans of two seconds, [0, 2), [2, 4) and [4, 6], 1 KiB, 310 KiB and 600 KiB.
            #expect(Array(lines.suffix(3)) == [
                "burst: 911KiB, 152KiB/s average, min 512B/s, max 300KiB/s, took 0:00:06",
                "burst: 2 stalls, the longest 0:00:03",
                "burst: " + String(repeating: "▁", count: 10) + String(repeating: " ", count: 10) + String(repeating: "▅", count: 10)
                    + String(repeating: " ", count: 20) + String(repeating: "█", count: 10),
            ])
        }

        /// `--plain` says it in one sentence; the JSON summary carries the same numbers in new keys.
        @Test func aSentenceInPlainModeAndTheNumbersInJSON() throws {
            let plain = Self.replay(["--plain", "--summary"])
            #expect(plain.stderrLines.last
                == "911KiB, 152KiB/s average, min 512B/s, max 300KiB/s, took 0:00:06, 2 stalls, the longest 0:00:03")
            let json = Self.replay(["--json", "--summary"])
            let last = try #require(json.stderrLines.last)
            let summary = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
            #expect(summary["type"] as? String == "summary")
            #expect(summary["stalls"] as? Int == 2)
            #expect(summary["longest_stall"] as? Double == 2.5)
            let history = try #require(summary["history"] as? [Double])
            #expect(history.count == 60)
            #expect(history.first.map { $0 > 0 } == true)
            // The rates of its spans of two seconds; the average between them.
            #expect(summary["min_rate"] as? Double == 512 && summary["max_rate"] as? Double == 307_200.5)
            #expect(summary["average_rate"] as? Double == 155_477.5)
        }

        /// With `--json` on standard error, `-v`'s line and the summary's block stay out of the stream: every
        /// line is a JSON object, and the summary object carries their numbers.
        @Test func theJSONStreamStaysJSONWithTheSummaryAndTheStatistics() throws {
            let json = Self.replay(["--json", "--summary", "-v"])
            #expect(json.termination == .exited(0))
            #expect(json.stderrLines.count > 2)
            for line in json.stderrLines {
                #expect(line.hasPrefix("{\"v\":1,") && (try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "\(line)")
            }
            let file = TemporaryDirectory()
            let separate = Self.replay(["--json-file", file.file("objects"), "--summary", "-v"])
            #expect(separate.stderrLines.contains { $0.hasPrefix("rate min/avg/max/mdev") })
        }
    }
}
