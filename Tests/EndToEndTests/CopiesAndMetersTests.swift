import Foundation
import Glibc
import TestSupport
import Testing

extension EndToEnd {
    /// `--copies` (every command of the user's that goes through files, without a PID) and `--meters` (every
    /// running meter of the user's), as a user drives them from a shell: the copies and meters are held
    /// where they are by FIFOs nobody reads (or writes) yet until the test has seen their lines, then move
    /// for seconds at `-L 1M`; every wait is for a condition, never for a time. (Each ran from its start
    /// once, and on a loaded machine a 2 MiB copy could end before the first look at /proc found it.)
    @Suite("--copies and --meters") struct CopiesAndMeters {
        func shell(_ script: String, _ args: [String], timeout: Double = 60) -> RunResult {
            var runner = Runner.shell(Control.prelude + "\n" + script, args)
            runner.timeout = timeout
            return runner.run()
        }

        /// `held_until FILE`: waits for FILE to be made, for as long as the test may run (the shell's
        /// `wait_until` gives up after 20 s, and what it holds back would then run before it is seen).
        static let heldUntil = #"held_until() { held=0; until test -e "$1"; do held=$((held+1)); test $held -gt 2400 && return 1; sleep 0.05; done; }"#

        /// The lines of `text` frame by frame, split at carriage returns and at cursor-up, as pv's tests read them.
        static func lines(_ text: String) -> [String] {
            text.replacingOccurrences(of: "\u{1B}[A", with: "\n").replacingOccurrences(of: "\r", with: "\n")
                .split(separator: "\n").map(String.init)
        }

        /// `cp`, `gzip` and `dd` running, then a `cat` started while `--copies` watches: a line each, named
        /// after the process, the command and the file it reads, moving; each ended one keeps its last line.
        @Test("--copies: a moving line for each command, one started later joins, ended ones keep their line")
        func copies() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            for (index, name) in ["big1", "big2", "big3", "big4"].enumerated() {
                directory.write(name, TestData.random(2 << 20, seed: 520 + UInt64(index)))
            }
            let result = shell("""
                cd "$1"
                \(Self.heldUntil)
                mkfifo f1 f2 f3 f4
                # Each reader opens its FIFO, then reads nothing until its go file is there: the command
                # writing into it holds its file open, stopped by the full pipe, until its line was seen.
                for f in f1 f2 f3 f4; do ( held_until go.$f; exec "$METER" -q -L 1M > /dev/null ) < $f & done
                cp big1 f1 & c=$!
                gzip -c big2 > f2 & g=$!
                dd if=big3 of=f3 bs=64k status=none & d=$!
                "$METER" --copies -f -i 0.1 -w 80 -F '%b' 2> copies.err & w=$!
                for line in "$c cp big1:" "$g gzip big2:" "$d dd big3:"; do
                    wait_until grep -q "$line" copies.err || echo "no line for $line"
                done
                touch go.f1 go.f2 go.f3
                cat big4 > f4 & k=$!
                wait_until grep -q "$k cat big4:" copies.err || echo "no line for the cat started later"
                touch go.f4
                wait $c $g $d $k
                kill $w; wait $w
                echo "$c $g $d $k"
                """, [directory.path])
            let pids = result.stdoutText.split(whereSeparator: \.isWhitespace).map(String.init)
            try #require(pids.count == 4, "\(result.stdoutText) \(result.stderrText)")
            let text = String(decoding: directory.read("copies.err"), as: UTF8.self)
            var screen = VirtualScreen(rows: 30, columns: 80)
            screen.feed(text)
            let frames = Self.lines(text)
            for (pid, name) in zip(pids, ["cp big1", "gzip big2", "dd big3", "cat big4"]) {
                let label = "\(pid) \(name): "
                let amounts = Set(frames.filter { $0.hasPrefix(label) })
                #expect(amounts.count > 2, "\(label) did not move: \(amounts)")
                // Its process has ended; its line is still on the screen, with an amount.
                let kept = screen.nonEmptyLines.filter { $0.hasPrefix(label) }
                #expect(kept.count == 1 && kept[0].hasSuffix("iB"), "\(screen.nonEmptyLines)")
            }
        }

        /// Two meters running, `--meters` started, a third meter started after it: three lines, named after
        /// the meters' processes, moving to each meter's final count; `--meters` ends when they all have.
        @Test("--meters: a line for each running meter, one started later joins; it ends when they have")
        func meters() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            directory.write("in1", TestData.random(6 << 20, seed: 530))
            directory.write("in2", TestData.random(6 << 20, seed: 531))
            directory.write("in3", TestData.random(2 << 20, seed: 532))
            let result = shell("""
                cd "$1"
                \(Self.heldUntil)
                export HOME="$1/home"; mkdir -m 700 "$HOME"
                # Each meter reads a FIFO whose writer writes nothing until the go file is there: the
                # meters run at 0 bytes until all three lines were seen, then move for seconds.
                mkfifo f1 f2 f3
                for i in 1 2 3; do ( held_until go; exec cat in$i ) > f$i & done
                "$METER" -q -L 1M -P pid1 < f1 > /dev/null & m1=$!
                "$METER" -q -L 1M -P pid2 < f2 > /dev/null & m2=$!
                wait_for pid1 && wait_for pid2 || echo "no PID files"
                "$METER" --completion-script meters > found
                "$METER" --meters -f -i 0.1 -w 80 -F '%N %b' 2> meters.err & w=$!
                wait_until grep -qs " $m1:" meters.err && wait_until grep -qs " $m2:" meters.err ||
                    echo "the first two are not shown"
                "$METER" -q -L 1M -P pid3 < f3 > /dev/null & m3=$!
                wait_until grep -qs " $m3:" meters.err || echo "the third is not shown"
                touch go
                wait $w; echo "status $?"
                echo $m1 $m2 $m3
                """, [directory.path])
            let words = result.stdoutText.split(whereSeparator: \.isWhitespace).map(String.init)
            try #require(words.count == 5, "\(result.stdoutText) \(result.stderrText)")
            #expect(words[0 ... 1] == ["status", "0"], "\(result.stdoutText) \(result.stderrText)")
            // What -Q and -R complete: the meters running then.
            let found = String(decoding: directory.read("found"), as: UTF8.self).split(separator: "\n").map(String.init)
            #expect(Set(words[2...3]).isSubset(of: found), "\(found)")
            let text = String(decoding: directory.read("meters.err"), as: UTF8.self)
            var screen = VirtualScreen(rows: 30, columns: 80)
            screen.feed(text)
            for (pid, size) in zip(words[2...], ["6.00MiB", "6.00MiB", "2.00MiB"]) {
                let label = String(repeating: " ", count: max(0, 9 - pid.count)) + pid + ": "
                #expect(Set(Self.lines(text).filter { $0.hasPrefix(label) }).count > 2, "\(pid) did not move")
                #expect(screen.nonEmptyLines.contains(label + size), "\(screen.nonEmptyLines)")
            }
        }

        /// Names like meters' that no meter of this user's listens on: another user's abstract name, with
        /// its own process ID, and a socket file of this user's named after a process that is not the one
        /// listening. Neither is offered to `-Q` and `-R`, nor shown.
        @Test("--meters: a name like a meter's that another user (or another process) listens on is never shown",
              .enabled(if: Control.canRunAsNobody, "needs root, util-linux's setpriv and python3"))
        func squattedNamesAreNotMeters() {
            let directory = Control.homeForNobody()
            defer { directory.remove() }
            let squat = directory.write("squat.py", Array(Control.squatter.utf8))
            chmod(squat, 0o644)
            let result = shell("""
                export HOME="$1/root"; mkdir -m 700 "$HOME" "$HOME/.meter"
                /usr/bin/setpriv --reuid=65534 --regid=65534 --clear-groups \
                    /bin/sh -c 'exec /usr/bin/python3 "$1" abstract "meter/'"$(id -u)"'/$$"' sh "$2" & q=$!
                sleep 60 & s=$!
                /usr/bin/python3 "$2" file "$HOME/.meter/meter-$s.socket" & r=$!
                wait_until listening "meter/$(id -u)/$q" || echo "no abstract squat"
                wait_until test -S "$HOME/.meter/meter-$s.socket" || echo "no socket file"
                "$METER" --completion-script meters; echo "found $?"
                "$METER" --meters -f 2> "$1/err"; echo "status $?"
                kill $q $r $s
                """, [directory.path, squat])
            #expect(result.stdoutText == "found 0\nstatus 1\n", "\(result.stderrText)")
            #expect(String(decoding: directory.read("err"), as: UTF8.self) == "meter: no meter of yours is running\n")
        }
    }
}
