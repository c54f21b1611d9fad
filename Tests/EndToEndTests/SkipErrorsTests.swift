import Glibc
import Testing

extension EndToEnd {
    /// `-E`: unreadable regions are skipped and replaced by NULs, so offsets stay true. A real bad disk cannot
    /// be had here, so a small preloaded library makes `read(2)` fail with EIO on bytes 8192 to 12287 of any
    /// file whose name ends in `.bad` (the test's own C source, built with the C compiler every Swift
    /// toolchain carries).
    @Suite("-E skips read errors") struct SkipErrors {
        static let shim = """
            #define _GNU_SOURCE
            #include <dlfcn.h>
            #include <errno.h>
            #include <stdio.h>
            #include <string.h>
            #include <unistd.h>

            static ssize_t (*real_read)(int, void *, size_t);

            static int is_bad(int fd) {
                char link[64], path[4096];
                snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
                ssize_t n = readlink(link, path, sizeof path - 1);
                if (n < 4) return 0;
                path[n] = 0;
                return strcmp(path + n - 4, ".bad") == 0;
            }

            ssize_t read(int fd, void *buffer, size_t count) {
                if (!real_read) real_read = (ssize_t (*)(int, void *, size_t))dlsym(RTLD_NEXT, "read");
                if (is_bad(fd)) {
                    off_t offset = lseek(fd, 0, SEEK_CUR);
                    if (offset >= 8192 && offset < 12288) { errno = EIO; return -1; }
                    if (offset < 8192 && offset + (off_t)count > 8192) count = 8192 - offset;
                }
                return real_read(fd, buffer, count);
            }
            """

        /// Builds the shim; nil when no C compiler is on this machine.
        static func buildShim(in directory: TemporaryDirectory) -> String? {
            let source = directory.write("shim.c", Array(shim.utf8))
            let library = directory.file("shim.so")
            for compiler in ["cc", "clang", "gcc"] {
                let built = Runner.shell("command -v \(compiler) >/dev/null && \(compiler) -shared -fPIC -o \"$1\" \"$2\" -ldl", [library, source]).run()
                if built.termination == .exited(0) { return library }
            }
            return nil
        }

        @Test("-E: NULs in place of the bad region, the rest intact, each skip reported, status 0",
              arguments: [["-E"], ["-EE"]])
        func skipsAndReports(options: [String]) throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            guard let library = Self.buildShim(in: directory) else { return }
            let data = TestData.random(20_000, seed: 91)
            let file = directory.write("disk.bad", data)
            var runner = Runner.meter(["-q"] + options + [file])
            runner.environment["LD_PRELOAD"] = library
            let result = runner.run()
            #expect(result.termination == .exited(0))
            var expected = data
            for index in 8192..<12288 { expected[index] = 0 }
            expectSameBytes(result.stdout, expected)
            let messages = result.stderrLines
            let first = "meter: \(file): Input/output error: skipped 512 bytes at offset 8192"
            if options == ["-E"] {
                #expect(messages.count == 8, "\(messages)")
                #expect(messages.first == first)
                #expect(messages.last == "meter: \(file): Input/output error: skipped 512 bytes at offset 11776")
            } else {
                #expect(messages == [first])
            }
        }

        /// `-C`, so that read(2) (which the shim breaks) copies the file rather than splice.
        @Test("without -E a read error ends that file with status 16; the next file still flows")
        func withoutSkipping() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            guard let library = Self.buildShim(in: directory) else { return }
            let data = TestData.random(20_000, seed: 92)
            let good = TestData.random(1000, seed: 93)
            let bad = directory.write("disk.bad", data)
            let fine = directory.write("fine", good)
            var runner = Runner.meter(["-q", "-C", bad, fine])
            runner.environment["LD_PRELOAD"] = library
            let result = runner.run()
            #expect(result.termination == .exited(16))
            expectSameBytes(result.stdout, Array(data[0..<8192]) + good)
            #expect(result.stderrText == "meter: \(bad): read failed: Input/output error\n")
        }
    }
}
