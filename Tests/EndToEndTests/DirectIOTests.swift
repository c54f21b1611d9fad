import Foundation
import Glibc
import Testing

extension EndToEnd {
    /// `-K`: O_DIRECT on files and block devices. A preloaded library logs every read and write meter makes
    /// on a regular file, with whether O_DIRECT was set and the length, to `$METER_IO_LOG`; files whose names
    /// end in `.nodirect` refuse O_DIRECT as a file system without direct I/O would (EINVAL from fcntl), and
    /// `.nodirectwrite` ones take the flag but refuse the first direct write (EINVAL).
    @Suite("-K reads and writes past the page cache") struct DirectIO {
        static let shim = """
            static void note(char what, int fd, ssize_t result) {
                const char *path = getenv("METER_IO_LOG");
                struct stat info;
                if (!path || result < 0 || fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) return;
                int flags = real(fcntl)(fd, F_GETFL);
                char line[64];
                int n = snprintf(line, sizeof line, "%c %c %ld\\n", what, (flags & O_DIRECT) ? 'D' : 'B', (long)result);
                int log = open(path, O_WRONLY | O_APPEND | O_CREAT, 0644);
                if (log < 0) return;
                real(write)(log, line, (size_t)n);
                close(log);
            }

            ssize_t read(int fd, void *buffer, size_t count) {
                ssize_t result = real(read)(fd, buffer, count);
                note('R', fd, result);
                return result;
            }

            ssize_t write(int fd, const void *buffer, size_t count) {
                if (ends_with(fd, ".nodirectwrite") && (real(fcntl)(fd, F_GETFL) & O_DIRECT)) { errno = EINVAL; return -1; }
                ssize_t result = real(write)(fd, buffer, count);
                if (fd > 2 || fd == 1) note('W', fd, result);
                return result;
            }

            static int refuse(int fd, int cmd, long arg) {
                return cmd == F_SETFL && (arg & O_DIRECT) && ends_with(fd, ".nodirect");
            }

            int fcntl(int fd, int cmd, ...) {
                va_list list;
                va_start(list, cmd);
                long arg = va_arg(list, long);
                va_end(list);
                if (refuse(fd, cmd, arg)) { errno = EINVAL; return -1; }
                return real(fcntl)(fd, cmd, arg);
            }

            int fcntl64(int fd, int cmd, ...) {
                va_list list;
                va_start(list, cmd);
                long arg = va_arg(list, long);
                va_end(list);
                if (refuse(fd, cmd, arg)) { errno = EINVAL; return -1; }
                return real(fcntl)(fd, cmd, arg);
            }
            """

        /// One logged transfer: `R` or `W`, whether O_DIRECT was set, its length.
        struct Transfer: Equatable {
            var kind: Character
            var direct: Bool
            var length: Int
        }

        /// Whether the temporary folder's file system takes O_DIRECT (tmpfs before Linux 6.6 does not).
        static let directIOAvailable: Bool = {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            return Runner.shell("dd if=/dev/zero of=\"$1\" bs=4096 count=1 oflag=direct 2>/dev/null", [directory.file("probe")])
                .run().termination == .exited(0)
        }()
        static let noDirectIO: Comment = "the temporary folder's file system refuses O_DIRECT"

        /// Runs `runner` with the shim.
        static func logged(_ runner: Runner, in directory: TemporaryDirectory) throws -> (RunResult, [Transfer]) {
            let library = try PreloadedShim.build(shim, named: "direct-io", in: directory)
            var runner = runner
            runner.environment["LD_PRELOAD"] = library
            runner.environment["METER_IO_LOG"] = directory.file("io.log")
            let result = runner.run()
            let lines = String(decoding: directory.read("io.log"), as: UTF8.self).split(separator: "\n")
            let transfers = lines.compactMap { line -> Transfer? in
                let fields = line.split(separator: " ")
                guard fields.count == 3, let kind = fields[0].first, let length = Int(fields[2]) else { return nil }
                return Transfer(kind: kind, direct: fields[1] == "D", length: length)
            }
            return (result, transfers)
        }

        /// Every direct write whole pages; some writes direct; the data's tail, if not whole, through the cache.
        static func expectAlignedWrites(_ transfers: [Transfer], total: Int, sourceLocation: SourceLocation = #_sourceLocation) {
            let writes = transfers.filter { $0.kind == "W" }
            let page = Int(sysconf(Int32(_SC_PAGESIZE)))
            #expect(writes.contains { $0.direct }, "no direct write: \(writes.prefix(5))", sourceLocation: sourceLocation)
            for write in writes where write.direct {
                #expect(write.length % page == 0, "a direct write of \(write.length) bytes", sourceLocation: sourceLocation)
            }
            #expect(writes.reduce(0) { $0 + $1.length } == total, sourceLocation: sourceLocation)
            if total % page != 0 { #expect(writes.last?.direct == false, sourceLocation: sourceLocation) }
        }

        @Test("odd sizes from a file, two files, a bursty pipe, under -L, with -O: equal bytes, whole direct pages, the tail through the cache", .enabled(if: PreloadedShim.meterCanLoadOne, PreloadedShim.unloadable),
              .enabled(if: directIOAvailable, noDirectIO),
              arguments: ["file", "two files", "pipe", "rate", "sparse", "small buffer"])
        func directCopies(how: String) throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let data = TestData.random(1_000_003, seed: 51)
            let other = TestData.random(70_001, seed: 52) + [UInt8](repeating: 0, count: 20_000) + TestData.random(4097, seed: 53)
            let first = directory.write("in", data)
            let second = directory.write("in2", other)
            var expected = data
            var runner: Runner
            switch how {
            case "two files":
                runner = Runner.meter(["-q", "-K", first, second, first])
                expected = data + other + data
            case "pipe":
                runner = Runner.meter(["-q", "-K"])
                runner.stdin = .script(WriterStep.chunks(of: data, cycling: [1000, 65_536, 4097, 131_071]))
            case "rate": runner = Runner.meter(["-q", "-K", "-L", "8M", first])
            case "sparse":
                runner = Runner.meter(["-q", "-K", "-O", second, first])
                expected = other + data
            case "small buffer": runner = Runner.meter(["-q", "-K", "-B", "1000", first])
            default: runner = Runner.meter(["-q", "-K", first])
            }
            runner.stdout = .file(directory.file("out"), append: false)
            let (result, transfers) = try Self.logged(runner, in: directory)
            #expect(result.termination == .exited(0))
            #expect(result.stderr.isEmpty, "\(result.stderrText)")
            expectSameBytes(directory.read("out"), expected)
            if how != "sparse" { Self.expectAlignedWrites(transfers, total: expected.count) }
            if how == "file" { #expect(transfers.contains { $0.kind == "R" && $0.direct }, "no direct read") }
        }

        @Test("a file system that refuses O_DIRECT, when it is set or at the first write: a warning naming the file, the copy whole through the cache, status 0", .enabled(if: PreloadedShim.meterCanLoadOne, PreloadedShim.unloadable),
              .enabled(if: directIOAvailable, noDirectIO),
              arguments: ["out.nodirect", "out.nodirectwrite", "in.nodirect"])
        func refused(name: String) throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let data = TestData.random(300_007, seed: 54)
            let input = directory.write(name.hasPrefix("in") ? name : "in", data)
            let output = directory.file(name.hasPrefix("out") ? name : "out")
            let runner = Runner.meter(["-q", "-K", "-o", output, input])
            let (result, _) = try Self.logged(runner, in: directory)
            #expect(result.termination == .exited(0))
            expectSameBytes(Array(FileManager.default.contents(atPath: output) ?? Data()), data)
            let named = name.hasPrefix("in") ? input : output
            #expect(result.stderrText == "meter: \(named): direct I/O not supported (Invalid argument); going on through the page cache\n")
        }

        @Test("into /dev/shm (tmpfs, which refuses O_DIRECT before Linux 6.6): the bytes whole either way, at most a warning",
              .enabled(if: FileManager.default.isWritableFile(atPath: "/dev/shm"), "no writable /dev/shm"))
        func tmpfs() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let data = TestData.random(300_007, seed: 55)
            let input = directory.write("in", data)
            let output = "/dev/shm/meter-direct-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
            defer { unlink(output) }
            let result = Runner.meter(["-q", "-K", "-o", output, input]).run()
            #expect(result.termination == .exited(0))
            expectSameBytes(Array(FileManager.default.contents(atPath: output) ?? Data()), data)
            let warning = "meter: \(output): direct I/O not supported (Invalid argument); going on through the page cache\n"
            #expect(result.stderr.isEmpty || result.stderrText == warning, "\(result.stderrText)")
        }

        @Test("into a pipe: never O_DIRECT (its meaning for the reader would change); the bytes whole")
        func pipe() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let data = TestData.random(300_007, seed: 56)
            let input = directory.write("in", data)
            let result = Runner.meter(["-q", "-K", input]).run()
            #expect(result.termination == .exited(0))
            expectSameBytes(result.stdout, data)
        }
    }
}
