import Glibc
import Testing

extension EndToEnd {
    /// `-Y`: `fdatasync(2)` after every write to a file. A preloaded library counts what meter does to its
    /// standard output (writes, splices, sendfiles, syncs) and writes the counts to `$METER_SYNC_LOG` as it
    /// exits: no strace needed.
    @Suite("-Y syncs every write", .enabled(if: PreloadedShim.meterCanLoadOne, PreloadedShim.unloadable)) struct Sync {
        static let shim = """
            static long moves, syncs;

            static void note_move(int fd, ssize_t result) { if (fd == 1 && result > 0) moves++; }

            ssize_t write(int fd, const void *buffer, size_t count) {
                ssize_t result = real(write)(fd, buffer, count);
                note_move(fd, result);
                return result;
            }

            ssize_t splice(int in, loff_t *in_offset, int out, loff_t *out_offset, size_t length, unsigned int flags) {
                ssize_t result = real(splice)(in, in_offset, out, out_offset, length, flags);
                note_move(out, result);
                return result;
            }

            ssize_t sendfile(int out, int in, off_t *offset, size_t count) {
                ssize_t result = real(sendfile)(out, in, offset, count);
                note_move(out, result);
                return result;
            }

            int fdatasync(int fd) {
                if (fd == 1) syncs++;
                return real(fdatasync)(fd);
            }

            __attribute__((destructor)) static void report(void) {
                const char *path = getenv("METER_SYNC_LOG");
                if (!path) return;
                FILE *log = fopen(path, "w");
                if (!log) return;
                fprintf(log, "%ld %ld\\n", moves, syncs);
                fclose(log);
            }
            """

        /// Runs `runner` with the counting shim; returns its result and (moves, syncs) on standard output.
        static func counted(_ runner: Runner, in directory: TemporaryDirectory) throws -> (RunResult, moves: Int, syncs: Int) {
            let library = try PreloadedShim.build("#include <sys/sendfile.h>\n" + shim, named: "sync-count", in: directory)
            var runner = runner
            runner.environment["LD_PRELOAD"] = library
            runner.environment["METER_SYNC_LOG"] = directory.file("counts")
            let result = runner.run()
            let counts = String(decoding: directory.read("counts"), as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\n" })
            let moves = try #require(counts.count == 2 ? Int(counts[0]) : nil, "no counts from the shim: \(result)")
            let syncs = try #require(counts.count == 2 ? Int(counts[1]) : nil)
            return (result, moves, syncs)
        }

        @Test("into a file: one sync after each write, splice or sendfile, and the bytes intact",
              arguments: [["-C", "-B", "64K"], ["file-to-file"], ["pipe-to-file"]])
        func syncsEachMove(how: [String]) throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let data = TestData.random(1_000_003, seed: 41)
            let input = directory.write("in", data)
            var runner: Runner
            switch how.first {
            case "file-to-file": runner = Runner.meter(["-q", "-Y", input])
            case "pipe-to-file":
                runner = Runner.meter(["-q", "-Y"])
                runner.stdin = .script(WriterStep.chunks(of: data, size: 65_537))
            default: runner = Runner.meter(["-q", "-Y"] + how + [input])
            }
            runner.stdout = .file(directory.file("out"), append: false)
            let (result, moves, syncs) = try Self.counted(runner, in: directory)
            #expect(result.termination == .exited(0))
            expectSameBytes(directory.read("out"), data)
            #expect(moves > 0)
            #expect(syncs == moves, "\(moves) writes, \(syncs) syncs")
            if how.first == "-C" { #expect(moves >= 16, "64 KiB writes: \(moves)") }
        }

        @Test("without -Y, or into a pipe, nothing is synced")
        func noSync() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let data = TestData.random(300_007, seed: 42)
            let input = directory.write("in", data)
            var plain = Runner.meter(["-q", "-C", input])
            plain.stdout = .file(directory.file("out"), append: false)
            do {
                let (result, moves, syncs) = try Self.counted(plain, in: directory)
                #expect(result.termination == .exited(0))
                #expect(moves > 0 && syncs == 0, "\(moves) writes, \(syncs) syncs")
            }
            let piped = Runner.meter(["-q", "-Y", "-C", input])
            do {
                let (result, moves, syncs) = try Self.counted(piped, in: directory)
                #expect(result.termination == .exited(0))
                expectSameBytes(result.stdout, data)
                #expect(moves > 0 && syncs == 0, "\(moves) writes, \(syncs) syncs")
            }
        }
    }
}
