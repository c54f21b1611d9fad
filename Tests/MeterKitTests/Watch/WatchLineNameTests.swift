import Glibc
import Testing
@testable import MeterKit

/// The names of `-d`'s lines, as pv 1.10.5 writes them (checked against its output): `%4d:` and the path,
/// `%8d:%4d:` with several processes, relative below the working directory, shortened in the middle.
@Suite struct WatchLineNameTests {
    @Test(arguments: [
        ("/home/me/data/x.iso", "/home/me", "data/x.iso"),
        ("/home/me/data/x.iso", "/home/me/", "data/x.iso"),
        ("/home/melody/x.iso", "/home/me", "/home/melody/x.iso"),
        ("/home/me", "/home/me", "/home/me"),
        ("/etc/hosts", "/", "/etc/hosts"),
        ("/etc/hosts", nil, "/etc/hosts"),
    ] as [(String, String?, String)])
    func pathsBelowTheWorkingDirectoryAreRelative(path: String, directory: String?, expected: String) {
        #expect(WatchLineName.relative(FilePath(path), to: directory.map { FilePath($0) }) == FilePath(expected))
    }

    /// pv's rule: a quarter of the room, `...`, and the end; the room is half the width less 6, less 9
    /// more with the process. pv at 80 columns with two processes: `/tmp/b...ec389549f/stdout`.
    @Test func longPathsAreShortenedInTheMiddleAsPVDoes() {
        #expect(WatchLineName.shortened("/tmp/bash_jobs.0/5d1aec389549f/stdout", to: 25) == "/tmp/b...ec389549f/stdout")
        #expect(WatchLineName.shortened("abcdefghij", to: 10) == "abcdefghij")
        #expect(WatchLineName.shortened("abcdefghijk", to: 10) == "ab...ghijk")
        #expect(WatchLineName.shortened("abcdefghijk", to: 3) == "...")
        #expect(WatchLineName.shortened("abcdefghijk", to: -5) == "...")
    }

    @Test func theDescriptorThenThePathAndTheProcessWhenThereAreSeveral() throws {
        let directory = "/tmp/meter-watch-name-\(getpid())"
        mkdir(directory, 0o700)
        defer { rmdir(directory) }
        let path = directory + "/a.txt"
        let created = open(path, O_CREAT | O_RDONLY, 0o600)
        try #require(created >= 0)
        defer {
            close(created)
            unlink(path)
        }
        let descriptor = fcntl(created, F_DUPFD, 800)
        defer { close(descriptor) }
        let file = try WatchedFile(pid: getpid(), descriptor: descriptor)
        #expect(WatchLineName.name(for: file, showsProcess: false, workingDirectory: FilePath(directory), width: 80) == " \(descriptor):a.txt")
        let pid = String(getpid())
        let padding = String(repeating: " ", count: max(0, 8 - pid.count))
        #expect(WatchLineName.name(for: file, showsProcess: true, workingDirectory: FilePath(directory), width: 80) == "\(padding)\(pid): \(descriptor):a.txt")
        // Outside the working directory, at 40 columns: 14 characters of path.
        let shortened = WatchLineName.name(for: file, showsProcess: false, workingDirectory: "/var", width: 40)
        #expect(shortened == " \(descriptor):" + String(path.prefix(3)) + "..." + String(path.suffix(8)))
    }

    /// A path is outside text: its control characters are escaped before it is measured and shortened.
    @Test func aPathIsMadeSafeFirst() {
        #expect(WatchLineName.shortened(SafeText("/tmp/\u{1B}[2Jx").text, to: 40) == "/tmp/\\033[2Jx")
    }
}

/// `-d =NAME`: NAME is an extended regular expression matched anywhere in a process's kernel name, as
/// `pgrep NAME` matches it (`REG_EXTENDED`, no anchors added, case counts).
@Suite struct ExtendedRegexTests {
    @Test(arguments: [
        // Part of a name is enough, anywhere in it.
        ("sha", "sha256sum", true), ("256", "sha256sum", true), ("sum", "sha256sum", true),
        ("sha", "gzip", false),
        // Anchors are the pattern's own.
        ("^sha", "sha256sum", true), ("^256", "sha256sum", false), ("sum$", "sha256sum", true), ("^sha$", "sha256sum", false),
        ("^sha256sum$", "sha256sum", true),
        // Extended syntax: alternation, groups, intervals, classes, + and ? without backslashes.
        ("^(gzip|xz)$", "xz", true), ("^(gzip|xz)$", "xzcat", false), ("^sha(1|256)sum$", "sha1sum", true),
        ("^[0-9]+$", "1234", true), ("^[0-9]+$", "12a4", false), ("^a{2}b?$", "aa", true), ("^a{2}b?$", "aab", true),
        ("^a{2}b?$", "ab", false), ("[[:digit:]]", "kworker/0:1", true),
        // A dot is any character, a backslash makes it a dot; case counts, as in pgrep without -i.
        ("a.c", "abc", true), (#"a\.c"#, "abc", false), (#"a\.c"#, "a.c", true), ("GZIP", "gzip", false),
        // A name may hold spaces and slashes.
        ("Web Content", "Web Content", true), ("/0:", "kworker/0:1H", true),
    ] as [(String, String, Bool)])
    func matchesAsPgrepDoes(pattern: String, name: String, expected: Bool) throws {
        let expression = try ExtendedRegex(pattern)
        #expect(expression.matches(name) == expected)
        #expect(expression.matches(Array(name.utf8)) == expected)
    }

    /// What the C library says of an expression it refuses, for the usage error.
    @Test(arguments: [
        ("a(", #"Unmatched ( or \("#), ("a{2,1}", #"Invalid content of \{\}"#), ("[z-a]", "Invalid range end"), ("[a", "Unmatched [, [^, [:, [., or [="),
        ("a{1", #"Unmatched \{"#), ("*a", "Invalid preceding regular expression"), (#"a\"#, "Trailing backslash"),
    ] as [(String, String)])
    func refusesWithTheLibrarysReason(pattern: String, reason: String) {
        #expect(throws: ExtendedRegex.Invalid(reason: reason)) { _ = try ExtendedRegex(pattern) }
    }

    /// How many states the C library builds: a repeat copies what it applies to once for each time it may
    /// match, so repeats of repeats multiply.
    @Test(arguments: [
        ("abc", 3), ("a+", 2), ("a*", 1), ("a?b", 2), ("a{2,5}", 5), ("a{3,}", 4), ("a{4}", 4), ("a{,3}", 3),
        ("(ab)+", 6), ("a|b", 3), ("[a-z]{10}", 10), ("[]a]+", 2), ("[^]a]+", 2), ("[[:digit:]]{3}", 3),
        ("[[.].]]+", 2), (#"a\{2}"#, 4), (#"\++"#, 2), ("x{", 2), ("x{a}", 4), ("a)+", 3), ("(a", 2),
        ("(a{100}){100}", 10_100),
    ] as [(String, Int)])
    func countsTheStatesOfRepeats(pattern: String, states: Int) {
        #expect(ExtendedRegex.compiledSize(of: pattern) == states)
    }

    /// Twenty `+` after one letter would take a million states (most of a gigabyte, seconds of CPU) in
    /// `regcomp`; meter says the expression is too complex instead, and still compiles large ones that are
    /// not.
    @Test(arguments: [
        "p" + String(repeating: "+", count: 20), String(repeating: "(", count: 20) + "p" + String(repeating: ")+", count: 20),
        "((((((((((p{1,9}){1,9}){1,9}){1,9}){1,9}){1,9}){1,9}){1,9}){1,9}){1,9})", "((a{100}){100}){2}", "a{1000000}{1000000}",
        "KF%~ %4%p" + String(repeating: "+", count: 100) + "lain{rgrgg",
    ])
    func refusesRepeatsThatMultiply(pattern: String) {
        #expect(ExtendedRegex.compiledSize(of: pattern) > ExtendedRegex.largestSize)
        #expect(throws: ExtendedRegex.Invalid(reason: "too complex: its repeats would make more than 20000 states")) {
            _ = try ExtendedRegex(pattern)
        }
    }

    /// POSIX leaves a repeat of a repeat undefined, and the C library compiles some for minutes (`()?{6}{4}*`
    /// for seconds, each more copy ten times as long; the fuzzer's `KF+++?+++…` for longer than its timeout):
    /// meter refuses them all and says how to write one.
    @Test(arguments: [
        "x+*", "x??", "x*?", "x{2}{3}", "()?{6}{4}*", "(a|b)+{2}", "KF+++?+++++++++++\u{FFFD}+++++++++",
    ])
    func refusesARepeatOfARepeat(pattern: String) {
        #expect(ExtendedRegex.repeatsARepeat(pattern))
        #expect(throws: ExtendedRegex.Invalid(reason: "a repeat of a repeat (such as 'x+*') is undefined; put the first in parentheses")) {
            _ = try ExtendedRegex(pattern)
        }
    }

    /// What compiling costs beyond a step a state: a chain of n optional copies n² (`x{0,2000}` is at the
    /// bound), ten times the square of the states for a repeat of what can match nothing, and a loop over
    /// a part that can match nothing in many ways those ways times its states.
    @Test(arguments: [
        ("x", 0), ("x?", 1), ("x*", 1), ("x+", 1), ("x{2}", 0), ("x{0,3}", 9), ("x{2,5}", 9), ("x{3,}", 1),
        ("x{0,2000}", 4_000_000), ("(x?){0,3}", 363), ("(x?)*", 43), ("(()?){3}*", 798), ("[a-z]{1,4}", 9),
    ] as [(String, Int)])
    func countsTheStepsOfOptionalRepeats(pattern: String, steps: Int) {
        #expect(ExtendedRegex.compileSteps(of: pattern) == steps)
    }

    /// Each of these compiles for seconds in the C library (`x{0,20000}` ten, `(((()?){6}){4})*` more
    /// than five) with few enough states.
    @Test(arguments: ["x{0,2001}", "x{0,20000}", "x{1,20000}", "(x?){0,5000}", "(((()?){6}){4})*", "((((a?)?){6}){4})*"])
    func refusesOptionalRepeatsThatTakeTooLongToCompile(pattern: String) {
        #expect(ExtendedRegex.compiledSize(of: pattern) <= ExtendedRegex.largestSize)
        #expect(throws: ExtendedRegex.Invalid(reason: "too complex: its optional repeats would take more than 4000000 steps to compile")) {
            _ = try ExtendedRegex(pattern)
        }
    }

    @Test func compilesLargeExpressionsThatDoNotMultiply() throws {
        #expect(try ExtendedRegex("^.{1,1000}$").matches(String(repeating: "x", count: 1000)))
        #expect(try ExtendedRegex("(a{100}){100}").matches(String(repeating: "a", count: 10_000)))
        #expect(try ExtendedRegex(String(repeating: "ab+", count: 5000)).matches(String(repeating: "abb", count: 5000)))
        #expect(try ExtendedRegex("^x{0,2000}$").matches(String(repeating: "x", count: 2000)))
        #expect(try ExtendedRegex("^((a|)+)*(x?){0,200}$").matches("aaxx"))
    }

    /// Bytes as `/proc` gives them, not text: a name that is not UTF-8 is matched byte for byte, and the
    /// text ends at a NUL, as the C library reads it.
    @Test func matchesBytes() throws {
        #expect(try ExtendedRegex("^a.b$").matches([0x61, 0xFF, 0x62]))
        #expect(try ExtendedRegex("^ab$").matches([0x61, 0x62, 0x00, 0x63]))
        #expect(try !ExtendedRegex("c").matches([0x61, 0x62, 0x00, 0x63]))
    }
}

/// `-d =NAME` in `/proc`: the kernel's names of the processes, meter's own process left out.
@Suite struct ProcessTableTests {
    @Test(arguments: [
        ("gzip\n", "gzip"), ("meter-watch-sle\n", "meter-watch-sle"), ("Web Content\n", "Web Content"), ("a\nb\n", "a\nb"), ("", ""),
    ] as [(String, String)])
    func theNameIsCommWithoutItsNewline(comm: String, name: String) {
        #expect(Array(ProcessTable.name(fromComm: Array(comm.utf8))) == Array(name.utf8))
    }

    @Test func thisProcessIsLeftOut() throws {
        let comm = try #require(FileSystem.readSmallFile("/proc/self/comm"))
        let name = String(comm.dropLast())
        #expect(!ProcessTable.ids(matching: try ExtendedRegex(name)).contains(getpid()))
        // Every process matches an empty match anywhere: all but this one.
        let all = ProcessTable.ids(matching: try ExtendedRegex("^"))
        #expect(!all.contains(getpid()))
        #expect(all.contains(getppid()), "\(all)")
        #expect(all == all.sorted())
    }
}
