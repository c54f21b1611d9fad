import Foundation
import Glibc
import Testing

extension EndToEnd {
    /// Every path, command argument and name meter takes from its command line reaches the kernel as the
    /// bytes given: a Latin-1 `caf\xE9` opens that file, not `caf\u{FFFD}` planted beside it, whatever the
    /// option. Each test has both files in its folder, the look-alike holding DECOY.
    @Suite("names are bytes") struct NamesAreBytes {
        /// `caf` and the byte E9 (Latin-1 é), as a shell's printf writes it.
        static let latin1 = #""$(printf 'caf\351')""#
        /// `caf` and U+FFFD, what the byte E9 becomes when it is decoded as UTF-8.
        static let lookAlike = #""$(printf 'caf\357\277\275')""#

        /// Runs `script` in a folder where `caf\xE9` holds SECRET and `caf\u{FFFD}` DECOY; `$METER` is meter.
        func run(_ script: String, stdin: StandardInput = .null) -> RunResult {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            var runner = Runner.shell("printf SECRET > \(Self.latin1); printf DECOY > \(Self.lookAlike); " + script)
            runner.directory = directory.path
            runner.stdin = stdin
            runner.timeout = 30
            return runner.run()
        }

        @Test("a FILE operand: the Latin-1 file is copied, as cat and pv copy it")
        func operand() {
            let result = run(#"exec "$METER" -q "# + Self.latin1)
            #expect(result.termination == .exited(0))
            #expect(result.stdoutText == "SECRET")
        }

        @Test("a missing Latin-1 name shows its byte, unlike a name spelled with a backslash")
        func missingNames() {
            let result = run(#""$METER" -q "$(printf 'gone\351')"; "$METER" -q 'gone\xE9'; exit 0"#)
            #expect(result.stderrLines == [
                #"meter: gone\xE9: No such file or directory"#, #"meter: gone\\xE9: No such file or directory"#,
            ])
        }

        @Test("--exec: the command gets the argument's bytes")
        func execArgument() {
            let result = run(#"exec "$METER" -q --exec cat "# + Self.latin1)
            #expect(result.termination == .exited(0))
            #expect(result.stdoutText == "SECRET")
        }

        @Test("-o, --json-file, --record, -U: each file is made under the name given, not the look-alike")
        func writtenFiles() {
            let script = #"""
                for option in -o --json-file --record -U; do
                    name="$(printf "out$option\351")"
                    "$METER" -q "$option" "$name" < /dev/null || echo "failed: $option"
                    [ -e "$name" ] && echo "made: $option"
                    [ -e "$(printf "out$option\357\277\275")" ] && echo "look-alike: $option"
                done
                exit 0
                """#
            let result = run(script)
            #expect(result.stdoutText == "made: -o\nmade: --json-file\nmade: --record\nmade: -U\n")
            #expect(result.stderrText == "")
        }

        @Test("-s @FILE takes the Latin-1 file's size")
        func sizeOfFile() {
            // SECRET is 6 bytes, DECOY 5: six bytes through are 100 % of the right one.
            let result = run(#"exec "$METER" -n -s @"# + Self.latin1 + " > /dev/null", stdin: .bytes(Array("123456".utf8)))
            #expect(result.termination == .exited(0))
            #expect(result.stderrLines.last == "100")
        }

        @Test("--replay reads the Latin-1 script")
        func replayScript() {
            let script = #"printf '0 3\n' > "$(printf 'r\351')"; printf '0 5\n' > "$(printf 'r\357\277\275')"; "#
                + #"exec "$METER" -q --replay "$(printf 'r\351')" | wc -c"#
            let result = run(script)
            #expect(result.termination == .exited(0))
            #expect(result.stdoutText.trimmingCharacters(in: .whitespaces) == "3\n")
        }

        @Test("-d @LISTFILE reads the Latin-1 list, and names it with its byte shown")
        func watchList() {
            let script = #"printf 'x\n' > "$(printf 'l\351')"; printf '1\n' > "$(printf 'l\357\277\275')"; "#
                + #"exec "$METER" -d @"$(printf 'l\351')""#
            let result = run(script)
            #expect(result.termination == .exited(64))
            #expect(result.stderrLines.first == #"meter: -d @l\xE9: line 1: invalid whole number 'x'"#)
        }

        @Test("-P writes the PID file under the Latin-1 name, and -N shows its byte")
        func pidFileAndName() {
            let script = #"""
                exec "$METER" -f -N "$(printf 'n\351\\')" -P "$(printf 'p\351')" --exec sh -c \
                    'cat "$(printf "p\351")" > /dev/null && echo written; [ -e "$(printf "p\357\277\275")" ] || echo alone'
                """#
            let result = run(script)
            #expect(result.termination == .exited(0))
            #expect(result.stdoutText == "written\nalone\n")
            #expect(result.stderrText.contains(#"n\xE9\\:"#), "\(result.stderrText)")
        }
    }
}
