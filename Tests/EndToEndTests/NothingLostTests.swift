import Foundation
import Glibc
import Testing

extension EndToEnd {
    /// Every byte that `cat` would copy goes out, unchanged, or meter says why and exits non-zero: the fault
    /// matrix. Each kind of input (files that report their size truly, too small or as 0, that grow while
    /// read, that fail over a range; pipes, sockets, character devices, `/proc` and `/sys` files) is copied
    /// with each option that changes how the bytes move, into a pipe and into a file, and the output is
    /// compared byte for byte with the image expected of it, never with what another tool made.
    ///
    /// One test per kind of input, so that a FUSE mount serves all of its cases; a case that fails names
    /// itself (its options and its output) in the failure's comment.
    @Suite("Nothing lost: every input, every path") struct NothingLost {
        /// How the bytes may move, and so what meter's code path is: each option that changes it.
        enum Path: CaseIterable, CustomStringConvertible {
            case plain, noSplice, skipErrors, skipBlocks, lines, linesShown, stopAtSize, rateLimit, sparse, direct, store, display

            /// meter's options for this path; `size` is the content's length (for `-S`).
            func arguments(contentSize size: Int) -> [String] {
                switch self {
                case .plain: return ["-q"]
                case .noSplice: return ["-q", "-C"]
                case .skipErrors: return ["-q", "-E"]
                case .skipBlocks: return ["-q", "-EE", "-Z", "4K"]
                case .lines: return ["-q", "-l"]
                // Lines drawn: a file operand's are counted ahead, and the copy moves what was counted in the kernel.
                case .linesShown: return ["-f", "-l", "-i", "0.05", "-w", "80"]
                case .stopAtSize: return ["-q", "-S", "-s", "\(NothingLost.stopSize(contentSize: size))"]
                case .rateLimit: return ["-q", "-L", "512M"]
                case .sparse: return ["-q", "-O"]
                case .direct: return ["-q", "-K"]
                case .store: return ["-q", "-U", "-"]
                case .display: return ["-f", "-i", "0.05", "-w", "80"]
                }
            }

            /// Where the output goes: `-O` and `-K` shape a file; the others go into a pipe (where splice works)
            /// and into a file (where sendfile does).
            var outputs: [Output] {
                switch self {
                case .sparse, .direct: return [.file]
                case .plain, .noSplice, .rateLimit, .store, .linesShown: return [.pipe, .file]
                default: return [.pipe]
                }
            }

            var skipsErrors: Bool { self == .skipErrors || self == .skipBlocks }

            var description: String { arguments(contentSize: 2).joined(separator: " ") }
        }

        enum Output { case pipe, file }

        /// Where `-S` stops: past the middle, at an odd offset.
        static func stopSize(contentSize size: Int) -> Int { size / 2 + 3 }

        /// An input under test: where meter reads it from and what it holds.
        struct Input {
            var operand: String?
            var stdin: StandardInput = .null
            var content: [UInt8]
            /// Ranges that cannot be read (a FUSE file's EIO ranges).
            var unreadable: [Range<Int>] = []
            /// Options every case of this input adds (a device without end is always given a size to stop at).
            var extra: [String] = []
            /// Paths this input cannot take.
            var excluded: Set<Path> = []
        }

        /// Runs every path of `input` and checks each output against the image expected of it.
        static func check(_ input: Input, in directory: TemporaryDirectory, sourceLocation: SourceLocation = #_sourceLocation) {
            for path in Path.allCases where !input.excluded.contains(path) {
                for output in path.outputs {
                    let label = "\(path) into a \(output)"
                    var runner = Runner.meter(path.arguments(contentSize: input.content.count) + input.extra + (input.operand.map { [$0] } ?? []))
                    runner.stdin = input.stdin
                    runner.timeout = 120
                    let image = directory.file("image")
                    if output == .file { runner.stdout = .file(image, append: false) }
                    let result = runner.run()
                    let written = output == .file ? directory.read("image") : result.stdout
                    let (expected, status) = Self.expected(input, path: path)
                    #expect(result.termination == .exited(status), "\(label): \(result)", sourceLocation: sourceLocation)
                    expectSameBytes(written, expected, label, sourceLocation: sourceLocation)
                    if path != .display && path != .linesShown {
                        let lines = result.stderrLines.filter { !$0.contains("direct I/O not supported") }
                        let expectedLines = status == 0 ? [] : Self.messages(input, path: path)
                        if let expectedLines {
                            #expect(lines == expectedLines, "\(label): stderr", sourceLocation: sourceLocation)
                        } else {
                            #expect(!lines.isEmpty && lines.allSatisfy { $0.hasPrefix("meter: ") }, "\(label): \(lines)", sourceLocation: sourceLocation)
                        }
                    }
                    unlink(image)
                }
            }
        }

        /// The bytes meter must write for `input` on `path`, and its exit status.
        static func expected(_ input: Input, path: Path) -> ([UInt8], Int32) {
            var content = input.content
            if path == .stopAtSize { content = Array(content.prefix(stopSize(contentSize: content.count))) }
            guard let first = input.unreadable.first, first.lowerBound < content.count else { return (content, 0) }
            guard path.skipsErrors else { return (Array(content[..<first.lowerBound]), 16) }
            // Reads stop short at each range's start; the adaptive skip then covers a 512-aligned range exactly,
            // and -Z 4K reaches the end of the 4 KiB block each error is in.
            for range in input.unreadable {
                let end = path == .skipBlocks ? (range.upperBound + 4095) / 4096 * 4096 : range.upperBound
                for index in range.lowerBound..<min(end, content.count) { content[index] = 0 }
            }
            return (content, 16)
        }

        /// What meter must say on standard error for a case with errors, or nil where the skips are many
        /// (`-E` reports each; it is enough that every line is meter's).
        static func messages(_ input: Input, path: Path) -> [String]? {
            let name = input.operand ?? "(standard input)"
            switch path {
            case .skipErrors: return nil
            case .skipBlocks:
                let bytes = input.unreadable.reduce(0) { $0 + ($1.upperBound + 4095) / 4096 * 4096 - $1.lowerBound }
                let first = input.unreadable[0].lowerBound
                return ["meter: \(name): Input/output error: skipped \(bytes) bytes in \(input.unreadable.count) regions, the first at offset \(first)"]
            default: return ["meter: \(name): read failed: Input/output error"]
            }
        }

        /// Random bytes of an odd length, with newlines among them for `-l`.
        static let content = TestData.random((2 << 20) + 7, seed: 301)

        // MARK: - Inputs the kernel makes

        @Test("a regular file that reports its size truly")
        func regularFile() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            Self.check(Input(operand: directory.write("in", Self.content), content: Self.content), in: directory)
        }

        @Test("a regular file as standard input")
        func regularStandardInput() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let file = directory.write("in", Self.content)
            Self.check(Input(stdin: .file(file), content: Self.content), in: directory)
        }

        @Test("a pipe, written in odd chunks")
        func pipe() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let writes = WriterStep.chunks(of: Self.content, cycling: [1, 4093, 65_539, 7, 300_000])
            Self.check(Input(stdin: .script(writes), content: Self.content), in: directory)
        }

        @Test("a socket")
        func socket() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            Self.check(Input(stdin: .socket([.write(Self.content)]), content: Self.content), in: directory)
        }

        /// A blocking splice from a Unix socket does not wake when data arrives; it waited for meter's timer
        /// signal. Fifty writes, each waiting for the one before to come out, took ten seconds; now they take
        /// a few milliseconds (the bound is generous for a loaded machine).
        @Test("a socket writer that waits for each write to come out is answered at once", arguments: [["-q"], ["-q", "-L", "1G"]])
        func socketPingPong(options: [String]) {
            var steps: [WriterStep] = []
            for round in 1...50 { steps += [.write(TestData.random(1000, seed: UInt64(round))), .awaitOutput(round * 1000)] }
            var runner = Runner.meter(options)
            runner.stdin = .socket(steps)
            let result = runner.run()
            #expect(result.termination == .exited(0))
            #expect(result.stdoutCount == 50_000)
            #expect(result.duration < EndToEnd.prompt, "50 answered writes took \(result.duration) s")
        }

        @Test("a character device without end, stopped at a size")
        func characterDevice() {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let size = 3_000_017
            // /dev/zero holds no line to count.
            Self.check(
                Input(operand: "/dev/zero", content: [UInt8](repeating: 0, count: size), extra: ["-S", "-s", "\(size)"], excluded: [.lines, .linesShown, .stopAtSize]),
                in: directory)
        }

        /// `/proc` files report size 0; `/sys` files report 4096 and hold less.
        @Test("/proc and /sys files, whose reported sizes are not their content's",
              arguments: ["/proc/version", "/proc/filesystems", "/sys/devices/system/cpu/possible"])
        func kernelFile(path: String) throws {
            let content = try #require(FileManager.default.contents(atPath: path), "\(path) cannot be read here")
            try #require(!content.isEmpty)
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            // -K asks for O_DIRECT, which these files refuse: that is another test's concern.
            Self.check(Input(operand: path, content: [UInt8](content), excluded: [.direct]), in: directory)
        }

        /// `/proc/PID/mem` fails with EIO where nothing is mapped and never reads 0 there: `-E` gives it up
        /// after 1 MiB unreadable past its reported size (0), with a message and status 16, rather than fill
        /// the disk. The first megabyte of an address space is never mapped.
        @Test("-E on /proc/self/mem: 1 MiB of zeros, a message, status 16", arguments: [["-EE"], ["-EE", "-Z", "4K"], ["-EE", "-Z", "64K"]])
        func endlessErrors(options: [String]) {
            let result = Runner.meter(["-q"] + options + ["/proc/self/mem"]).run()
            #expect(result.termination == .exited(16))
            expectSameBytes(result.stdout, [UInt8](repeating: 0, count: 1 << 20))
            #expect(result.stderrLines == [
                "meter: /proc/self/mem: nothing readable for 1 MiB past its reported size; stopped at offset 1048576",
                "meter: /proc/self/mem: Input/output error: skipped 1048576 bytes in 1 region at offset 0",
            ])
        }

        // MARK: - Inputs a FUSE file system makes

        /// Runs every path of a FUSE file with `faults`.
        static func checkFaulty(_ file: FaultFS.File, asStandardInput: Bool = false) throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let mount = try FaultFS.mount([file], in: directory)
            defer { mount.unmount() }
            var input = Input(content: file.data, unreadable: file.unreadable)
            if asStandardInput {
                input.stdin = .file(mount.path(file.name))
            } else {
                input.operand = mount.path(file.name)
            }
            Self.check(input, in: directory)
        }

        @Test("a FUSE file that reports size 0 and holds data, as lxcfs serves /proc/meminfo", .enabled(if: FaultFS.isAvailable, FaultFS.unavailable),
              arguments: [false, true])
        func sizeZero(asStandardInput: Bool) throws {
            try Self.checkFaulty(FaultFS.File(name: "meminfo", data: Self.content, reportedSize: 0), asStandardInput: asStandardInput)
        }

        @Test("a small FUSE file of size 0: 1503 bytes", .enabled(if: FaultFS.isAvailable, FaultFS.unavailable))
        func smallSizeZero() throws {
            try Self.checkFaulty(FaultFS.File(name: "uptime", data: TestData.random(1503, seed: 302), reportedSize: 0))
        }

        @Test("a FUSE file that holds far more than it reports", .enabled(if: FaultFS.isAvailable, FaultFS.unavailable))
        func understated() throws {
            try Self.checkFaulty(FaultFS.File(name: "understated", data: Self.content, reportedSize: 1000))
        }

        @Test("a FUSE file that grows as it is read", .enabled(if: FaultFS.isAvailable, FaultFS.unavailable))
        func growing() throws {
            try Self.checkFaulty(FaultFS.File(name: "growing", data: Self.content, grows: true))
        }

        @Test("a FUSE file whose reads come short and are interrupted (EINTR)", .enabled(if: FaultFS.isAvailable, FaultFS.unavailable))
        func shortAndInterrupted() throws {
            try Self.checkFaulty(FaultFS.File(name: "short", data: Self.content, shortReads: 4093, interruptEvery: 7))
        }

        @Test("a FUSE file through the page cache, its size true", .enabled(if: FaultFS.isAvailable, FaultFS.unavailable))
        func pageCache() throws {
            try Self.checkFaulty(FaultFS.File(name: "cached", data: Self.content, directIO: false))
        }

        /// A file system that fails a whole read when any byte of it is bad (direct I/O over a bad sector):
        /// `-EE` reads again in sectors after the error, so only the bad spot, rounded out to 512 bytes,
        /// becomes zeros, and the message counts those bytes, not a 128 KiB read's worth around them.
        @Test("-EE where a whole read fails over a bad spot: zeros only over the spot, to the sector",
              .enabled(if: FaultFS.isAvailable, FaultFS.unavailable))
        func readsThatFailWhole() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let data = TestData.random(2 << 20, seed: 304)
            let file = FaultFS.File(name: "bad.img", data: data, unreadable: [1_000_100..<1_000_612], readsFailWhole: true)
            let mount = try FaultFS.mount([file], in: directory)
            defer { mount.unmount() }
            let result = Runner.meter(["-q", "-EE", mount.path("bad.img")]).run()
            #expect(result.termination == .exited(16))
            #expect(result.stdout.count == data.count)
            let differing = zip(result.stdout, data).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
            #expect(differing.allSatisfy { (999_936..<1_000_960).contains($0) && result.stdout[$0] == 0 })
            // The bytes truly skipped: from the sector the spot starts in to at most the end of the one it ends in.
            let message = try #require(result.stderrLines.last)
            let prefix = "meter: \(mount.path("bad.img")): Input/output error: skipped "
            #expect(message.hasPrefix(prefix) && message.hasSuffix(" bytes in 1 region at offset 999936"), "\(message)")
            let count = Int(message.dropFirst(prefix.count).prefix { $0.isNumber }) ?? 0
            #expect((512...1024).contains(count), "\(message)")
        }

        /// Two unreadable ranges on 512-byte boundaries, as a disk's bad sectors are: `-E` puts zeros exactly
        /// over them, `-Z 4K` to the end of their 4 KiB blocks, and every other path stops at the first with
        /// a read error.
        @Test("a FUSE file of size 0 with two unreadable ranges", .enabled(if: FaultFS.isAvailable, FaultFS.unavailable))
        func unreadableRanges() throws {
            let data = TestData.random(3 << 20, seed: 303)
            try Self.checkFaulty(FaultFS.File(
                name: "disk", data: data, reportedSize: 0, unreadable: [(1 << 20) + 1536..<(1 << 20) + 9728, (2 << 20)..<(2 << 20) + 65536]))
        }
    }
}
