import Foundation
import Testing

extension EndToEnd {
    /// meter speaks the language of the environment, as GNU programs choose it, and writes numbers
    /// with the locale's decimal separator in frames, never in `-n`'s lines.
    @Suite("Language") struct Language {
        func run(_ arguments: [String], environment: [String: String], input: Int = 0) -> RunResult {
            var runner = Runner.meter(arguments)
            runner.environment.merge(environment) { $1 }
            runner.stdin = .bytes(Array(repeating: 0, count: input))
            runner.timeout = 20
            return runner.run()
        }

        @Test("LANGUAGE=de: the usage error in German, status 64")
        func germanUsageError() {
            let result = run(["--nope"], environment: ["LANGUAGE": "de", "LANG": "de_DE.UTF-8"])
            #expect(result.termination == .exited(64))
            #expect(result.stdout.isEmpty)
            #expect(result.stderrText == """
                meter: unbekannte Option „--nope“
                Aufruf: meter [OPTIONEN] [DATEI ...]
                Siehe „meter --help“.

                """)
        }

        @Test("LANGUAGE is ignored in the C locale, as GNU programs ignore it")
        func languageIgnoredInTheCLocale() {
            let result = run(["--nope"], environment: ["LANGUAGE": "de", "LANG": "C"])
            #expect(result.termination == .exited(64))
            expectUsageError(result, naming: "--nope")
        }

        @Test("LANGUAGE is honoured under C.UTF-8, as glibc's programs honour it")
        func languageHonouredUnderCUTF8() {
            let result = run(["--nope"], environment: ["LANGUAGE": "de", "LANG": "C.UTF-8"])
            #expect(result.termination == .exited(64))
            #expect(result.stderrText.hasPrefix("meter: unbekannte Option „--nope“\n"), "\(result.stderrText)")
        }

        @Test("--plain -l in Russian: the total's noun in the genitive that 'из' asks for")
        func plainLinesInRussian() {
            var runner = Runner.meter(["-f", "-l", "-i", "600", "--plain"])
            runner.environment["LC_ALL"] = "ru_RU.UTF-8"
            runner.stdin = .bytes(Array("один\nдва\n".utf8))
            runner.timeout = 20
            let result = runner.run()
            #expect(result.termination == .exited(0))
            #expect(result.stderrText.hasPrefix("0 строк\n"), "\(result.stderrText)")
            let sized = run(["-f", "-l", "-i", "600", "--plain", "-s", "2"], environment: ["LC_ALL": "ru_RU.UTF-8"])
            #expect(sized.stderrText.hasPrefix("0% 0 из 2 строк\n"), "\(sized.stderrText)")
        }

        @Test("LANG=fr_FR.UTF-8: a decimal comma and French words in the frame")
        func frenchFrame() {
            let result = run(["-f", "-i", "600", "-F", "%b|%{ratio}|%e", "-s", "3000"], environment: ["LANG": "fr_FR.UTF-8"], input: 1500)
            #expect(result.termination == .exited(0))
            #expect(result.stdoutCount == 1500)
            // The final frame blanks the time left: "ETA 0:00:00" becomes as many spaces.
            #expect(result.stderrText == "1,46KiB||           \r\n")
        }

        @Test("-n keeps the point and the numbers scripts parse, whatever the locale")
        func numericIsNeverLocalised() {
            let result = run(["-f", "-n", "-b", "-i", "600"], environment: ["LANG": "fr_FR.UTF-8", "LC_ALL": "ru_RU.UTF-8"], input: 1500)
            #expect(result.termination == .exited(0))
            #expect(result.stderrText == "1500\n")
            let timed = run(["-f", "-n", "-F", "%t", "-i", "600"], environment: ["LANG": "fr_FR.UTF-8"], input: 10)
            #expect(timed.stderrText.contains("."), "\(timed.stderrText)")
            #expect(!timed.stderrText.contains(","), "\(timed.stderrText)")
        }

        @Test("--plain in Russian, with the decimal comma")
        func plainRussian() {
            let result = run(["-f", "-i", "600", "--plain", "-s", "3000"], environment: ["LC_ALL": "ru_RU.UTF-8"], input: 1500)
            #expect(result.termination == .exited(0))
            let lines = result.stderrText.split(separator: "\n").map(String.init)
            #expect(lines.first == "0% 0B из 2,9KiB")
            #expect(lines.last?.hasPrefix("50% 1,5KiB из 2,9KiB, в среднем ") == true, "\(lines)")
        }

        @Test("--help in each language fits 80 columns", arguments: ["cs", "de", "es", "fi", "fr", "ka", "pl", "pt", "ru", "tr"])
        func helpFits(language: String) {
            let result = run(["--help"], environment: ["LANGUAGE": language, "LANG": "en_US.UTF-8", "COLUMNS": "80"])
            #expect(result.termination == .exited(0))
            let lines = result.stdoutText.split(separator: "\n")
            #expect(lines.count > 60)
            for line in lines {
                #expect(line.unicodeScalars.count <= 80, "\(language): \(line)")
            }
            #expect(!result.stdoutText.contains("Copy standard input"), "\(language): still English")
        }
    }
}
