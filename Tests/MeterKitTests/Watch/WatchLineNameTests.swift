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
        #expect(WatchLineName.relative(path, to: directory) == expected)
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
        #expect(WatchLineName.name(for: file, showsProcess: false, workingDirectory: directory, width: 80) == " \(descriptor):a.txt")
        let pid = String(getpid())
        let padding = String(repeating: " ", count: max(0, 8 - pid.count))
        #expect(WatchLineName.name(for: file, showsProcess: true, workingDirectory: directory, width: 80) == "\(padding)\(pid): \(descriptor):a.txt")
        // Outside the working directory, at 40 columns: 14 characters of path.
        let shortened = WatchLineName.name(for: file, showsProcess: false, workingDirectory: "/var", width: 40)
        #expect(shortened == " \(descriptor):" + String(path.prefix(3)) + "..." + String(path.suffix(8)))
    }

    /// A path is outside text: its control characters are escaped before it is measured and shortened.
    @Test func aPathIsMadeSafeFirst() {
        #expect(WatchLineName.shortened(SafeText("/tmp/\u{1B}[2Jx").text, to: 40) == "/tmp/\\033[2Jx")
    }
}

/// `-d =NAME`: a process is named by its kernel name or by its command's last path component, whole.
@Suite struct ProcessTableTests {
    @Test(arguments: [
        ("gzip", "gzip\n", "gzip\0-9\0", true),
        ("gzip", "gzip\n", "/usr/bin/gzip\0-9\0", true),
        ("zip", "gzip\n", "gzip\0", false),
        ("gzi", "gzip\n", "gzip\0", false),
        // The kernel keeps 15 bytes of a name; the command line has it whole.
        ("meter-watch-sleeper", "meter-watch-sle\n", "/tmp/x/meter-watch-sleeper\u{0}3\u{0}", true),
        ("meter-watch-sle", "meter-watch-sle\n", "/tmp/x/meter-watch-sleeper\u{0}3\u{0}", true),
        // A script run by its interpreter is named after the script in the kernel.
        ("backup.sh", "backup.sh\n", "/bin/sh\0./backup.sh\0", true),
        ("sh", "backup.sh\n", "/bin/sh\0./backup.sh\0", true),
        ("", "\n", "", false),
        ("kworker", "kworker/0:1\n", "", false),
    ] as [(String, String, String, Bool)])
    func namesMatchWhole(name: String, comm: String, commandLine: String, expected: Bool) {
        #expect(ProcessTable.isNamed(name, comm: comm, arguments: Array(commandLine.utf8)) == expected)
    }

    @Test func thisProcessIsLeftOut() throws {
        let comm = try #require(FileSystem.readSmallFile("/proc/self/comm"))
        let name = String(comm.dropLast())
        #expect(!ProcessTable.ids(named: name).contains(getpid()))
        #expect(ProcessTable.ids(named: "").isEmpty)
    }
}
