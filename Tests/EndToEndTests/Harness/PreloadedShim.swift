import Foundation
import Testing

/// A small C library preloaded into meter (`LD_PRELOAD`), for what a test machine cannot have (a failing
/// disk, a block device, a file system without direct I/O) and for counting meter's calls (`fdatasync`).
/// Each test writes its own in C and builds it with the C compiler every Swift toolchain carries.
enum PreloadedShim {
    /// The common head of every shim: `real(name)` finds the C library's own function, and `path_of(fd)`
    /// names what a descriptor is open on.
    static let prelude = """
        #define _GNU_SOURCE
        #include <dlfcn.h>
        #include <errno.h>
        #include <fcntl.h>
        #include <stdarg.h>
        #include <stdio.h>
        #include <stdlib.h>
        #include <string.h>
        #include <sys/stat.h>
        #include <sys/types.h>
        #include <unistd.h>

        #define real(name) ((__typeof__(&name))dlsym(RTLD_NEXT, #name))

        static int path_of(int fd, char *path, size_t size) {
            char link[64];
            snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
            ssize_t n = readlink(link, path, size - 1);
            if (n < 0) return 0;
            path[n] = 0;
            return 1;
        }

        static int ends_with(int fd, const char *suffix) {
            char path[4096];
            if (!path_of(fd, path, sizeof path)) return 0;
            size_t n = strlen(path), m = strlen(suffix);
            return n >= m && strcmp(path + n - m, suffix) == 0;
        }

        """

    /// Whether the meter under test can load a shim: only a dynamically linked meter (the debug build) has a
    /// loader to read `LD_PRELOAD`; a static release build, tested through `METER_BINARY`, has none, so the
    /// tests that need a shim are skipped for it rather than failing.
    static let meterCanLoadOne: Bool = hasInterpreter(MeterBinary.path)
    static let unloadable: Comment = "a statically linked meter cannot load an LD_PRELOAD shim"

    /// Whether the ELF file at `path` names a program interpreter (a `PT_INTERP` program header).
    static func hasInterpreter(_ path: String) -> Bool {
        guard let file = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? file.close() }
        guard let head = try? file.read(upToCount: 4096), head.count >= 64, head.starts(with: [0x7F, 0x45, 0x4C, 0x46])
        else { return false }
        let bytes = [UInt8](head)
        func integer(at offset: Int, size: Int) -> Int {
            (0..<size).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
        }
        let table = integer(at: 0x20, size: 8), entrySize = integer(at: 0x36, size: 2), entries = integer(at: 0x38, size: 2)
        return (0..<entries).contains { index in
            let entry = table + index * entrySize
            return entry + 4 <= bytes.count && integer(at: entry, size: 4) == 3
        }
    }

    /// Builds `source` (after the prelude) as `name`.so in `directory`. Every Swift toolchain carries a C
    /// compiler (clang), so a shim that does not build fails the test that needs it, with the compiler's
    /// words: it never passes without having run.
    static func build(_ source: String, named name: String, in directory: TemporaryDirectory) throws -> String {
        let file = directory.write(name + ".c", Array((prelude + source).utf8))
        let library = directory.file(name + ".so")
        var said: [String] = []
        for compiler in ["cc", "clang", "gcc"] {
            let built = Runner.shell(
                "command -v \(compiler) >/dev/null && \(compiler) -shared -fPIC -o \"$1\" \"$2\" -ldl", [library, file]
            ).run()
            if built.termination == .exited(0) { return library }
            if !built.stderr.isEmpty { said.append("\(compiler): \(built.stderrText)") }
        }
        Issue.record("the shim \(name) did not build: \(said.isEmpty ? "no C compiler (cc, clang, gcc)" : said.joined())")
        throw ShimUnbuilt()
    }

    /// A shim that did not build (the issue is recorded where it failed).
    struct ShimUnbuilt: Error {}
}
