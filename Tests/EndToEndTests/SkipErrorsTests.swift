import Glibc
import Testing

extension EndToEnd {
    /// `-E` and `-Z`: unreadable regions are skipped and replaced by NULs, so offsets stay true. A real bad
    /// disk cannot be had here, so a preloaded library makes `read(2)` fail with EIO on two regions of any
    /// file whose name ends in `.bad`: bytes 8192 to 12287 (a page) and 15000 to 15099 (an odd spot).
    @Suite("-E and -Z skip read errors", .enabled(if: PreloadedShim.meterCanLoadOne, PreloadedShim.unloadable)) struct SkipErrors {
        static let shim = """
            static const off_t bad[][2] = {{8192, 12288}, {15000, 15100}};

            ssize_t read(int fd, void *buffer, size_t count) {
                if (ends_with(fd, ".bad")) {
                    off_t offset = lseek(fd, 0, SEEK_CUR);
                    for (int i = 0; i < 2; i++) {
                        if (offset >= bad[i][0] && offset < bad[i][1]) { errno = EIO; return -1; }
                        if (offset < bad[i][0] && offset + (off_t)count > bad[i][0]) count = bad[i][0] - offset;
                    }
                }
                return real(read)(fd, buffer, count);
            }
            """

        /// A file of `size` random bytes named `disk.bad`, the shim, and the runner of `meter -q ARGS FILE`
        /// with the shim preloaded.
        static func setUp(_ arguments: [String], in directory: TemporaryDirectory, size: Int = 20_011)
            throws -> (runner: Runner, data: [UInt8], file: String)
        {
            let library = try PreloadedShim.build(shim, named: "bad-disk", in: directory)
            let data = TestData.random(size, seed: 91)
            let file = directory.write("disk.bad", data)
            var runner = Runner.meter(["-q"] + arguments + [file])
            runner.environment["LD_PRELOAD"] = library
            return (runner, data, file)
        }

        /// `data` with the bytes of `regions` zeroed.
        static func zeroed(_ data: [UInt8], _ regions: [Range<Int>]) -> [UInt8] {
            var expected = data
            for region in regions { for index in region { expected[index] = 0 } }
            return expected
        }

        /// pv's progression: a byte at a time for 4 errors, 2 bytes for the next 5, then 1, 2, 4 … 512 bytes
        /// each ending on a multiple of its length, then 512 at a time (pv 1.10.5 reports the first region
        /// exactly so). The successful read at 12288 starts it again at 15000, as pv's manual says ("many
        /// errors in a row"), where the 16th skip reaches good data; pv itself goes on at 512 there.
        static let adaptiveSkips: [(offset: Int, bytes: Int)] = [
            (8192, 1), (8193, 1), (8194, 1), (8195, 1), (8196, 2), (8198, 2), (8200, 2), (8202, 2), (8204, 2),
            (8206, 1), (8207, 1), (8208, 4), (8212, 4), (8216, 8), (8224, 32), (8256, 64), (8320, 128), (8448, 256),
            (8704, 512), (9216, 512), (9728, 512), (10240, 512), (10752, 512), (11264, 512), (11776, 512),
            (15000, 1), (15001, 1), (15002, 1), (15003, 1), (15004, 2), (15006, 2), (15008, 2), (15010, 2),
            (15012, 2), (15014, 1), (15015, 1), (15016, 4), (15020, 4), (15024, 16), (15040, 32), (15072, 32),
        ]

        static func message(_ file: String, _ skip: (offset: Int, bytes: Int)) -> String {
            "meter: \(file): Input/output error: skipped \(skip.bytes) byte\(skip.bytes == 1 ? "" : "s") at offset \(skip.offset)"
        }

        @Test("-E: pv's skips, each reported with its offset; zeros exactly there; status 16 (data was lost)")
        func adaptiveSkipping() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let (runner, data, file) = try Self.setUp(["-E"], in: directory)
            let result = runner.run()
            #expect(result.termination == .exited(16))
            expectSameBytes(result.stdout, Self.zeroed(data, [8192..<12288, 15000..<15104]))
            #expect(result.stderrLines == Self.adaptiveSkips.map { Self.message(file, $0) })
        }

        @Test("-EE: each input's errors reported once, at its end: bytes, regions, the first offset")
        func reportedOncePerFile() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let (runner, data, file) = try Self.setUp(["-EE"], in: directory)
            var twice = runner
            twice.arguments.append(file)
            let result = twice.run()
            #expect(result.termination == .exited(16))
            let once = Self.zeroed(data, [8192..<12288, 15000..<15104])
            expectSameBytes(result.stdout, once + once)
            let line = "meter: \(file): Input/output error: skipped 4200 bytes in 2 regions, the first at offset 8192"
            #expect(result.stderrLines == [line, line])
        }

        @Test("-Z: whole blocks, on multiples of the block; -k makes the suffix 1000; a block larger than the buffer is skipped whole, up to the end",
              arguments: [
                  (["-Z", "1K"], [(8192, 1024), (9216, 1024), (10240, 1024), (11264, 1024), (15000, 360)], [8192..<12288, 15000..<15360]),
                  (["-k", "-Z", "1K"], [(8192, 808), (9000, 1000), (10000, 1000), (11000, 1000), (12000, 1000), (15000, 1000)],
                   [8192..<13000, 15000..<16000]),
                  (["-B", "4096", "-Z", "64K"], [(8192, 11819)], [8192..<20011]),
              ] as [([String], [(Int, Int)], [Range<Int>])])
        func blocks(options: [String], skips: [(Int, Int)], zeros: [Range<Int>]) throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let (runner, data, file) = try Self.setUp(options, in: directory)
            let result = runner.run()
            #expect(result.termination == .exited(16))
            expectSameBytes(result.stdout, Self.zeroed(data, zeros))
            #expect(result.stderrLines == skips.map { Self.message(file, $0) })
        }

        @Test("-E into a file: the image lines up with the input, offset for offset")
        func intoAFile() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            var (runner, data, _) = try Self.setUp(["-EE", "-Z", "4K"], in: directory)
            let image = directory.file("image")
            runner.stdout = .file(image, append: false)
            let result = runner.run()
            #expect(result.termination == .exited(16))
            expectSameBytes(directory.read("image"), Self.zeroed(data, [8192..<12288, 15000..<16384]))
        }

        /// `-C`, so that read(2) (which the shim breaks) copies the file rather than splice.
        @Test("without -E a read error ends that file with status 16; the next file still flows")
        func withoutSkipping() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let library = try PreloadedShim.build(Self.shim, named: "bad-disk", in: directory)
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
