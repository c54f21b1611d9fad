import Foundation
import Glibc
import Testing

extension EndToEnd {
    /// Descriptors 0 to 2 closed when meter starts are held, so that nothing meter opens (its control socket,
    /// an output file) takes their place: reading a closed standard input or writing a closed standard
    /// output is status 2 at once, as in pv, and a closed standard error silences meter's messages without
    /// sending them anywhere else.
    @Suite("closed standard descriptors") struct ClosedStandardDescriptors {
        func run(_ script: String, stdin: StandardInput = .null) -> (RunResult, TemporaryDirectory) {
            let directory = TemporaryDirectory()
            var runner = Runner.shell(script)
            runner.directory = directory.path
            runner.stdin = stdin
            runner.timeout = 30
            return (runner.run(), directory)
        }

        @Test("a closed standard input: status 2 and a message, never a wait on something else")
        func closedInput() {
            let (result, directory) = run(#""$METER" -q <&- > out; echo "status $?"; "$METER" - in <&- > out; echo "status $?""#)
            defer { directory.remove() }
            #expect(result.stdoutText == "status 2\nstatus 2\n")
            #expect(result.stderrLines == [
                "meter: (standard input): Bad file descriptor", "meter: (standard input): Bad file descriptor",
            ])
        }

        @Test("a closed standard output: status 2 and a message")
        func closedOutput() {
            let (result, directory) = run(#"echo hi | "$METER" >&-; echo "status $?""#)
            defer { directory.remove() }
            #expect(result.stdoutText == "status 2\n")
            #expect(result.stderrLines == ["meter: (standard output): Bad file descriptor"])
        }

        @Test("a closed standard error: meter's messages go nowhere, not into the output file")
        func closedError() {
            let (result, directory) = run(
                #"printf abc > in; "$METER" -f -o out.bin -EE missing-file in 2>&-; echo "status $?"; cat out.bin"#)
            defer { directory.remove() }
            #expect(result.stdoutText == "status 2\nabc")
            #expect(result.stderr.isEmpty)
        }
    }
}
