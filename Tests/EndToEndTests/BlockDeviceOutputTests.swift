import Foundation
import Glibc
import Testing

extension EndToEnd {
    /// A block device as the output: with no size given and none from the inputs, the device's room is the
    /// total and the copy stops there, as pv's does. Tested on a loop device where the machine allows one,
    /// and everywhere through a preloaded library that makes files named `*.blk` look like block devices to
    /// `fstat(2)` (their size, as a device's, is where a seek to the end lands).
    @Suite("a block device output stops when full") struct BlockDeviceOutput {
        static let shim = """
            static void fake(int fd, struct stat *info) {
                if (ends_with(fd, ".blk")) {
                    info->st_mode = (info->st_mode & ~S_IFMT) | S_IFBLK;
                    info->st_size = 0;
                }
            }

            int fstat(int fd, struct stat *info) {
                int result = real(fstat)(fd, info);
                if (result == 0) fake(fd, info);
                return result;
            }

            int fstat64(int fd, struct stat64 *info) {
                int result = real(fstat64)(fd, info);
                if (result == 0) fake(fd, (struct stat *)info);
                return result;
            }
            """

        /// 3,000,001 random bytes into a "device" of 1,000,003 bytes opened without truncation (`1<>`), as a
        /// shell opens `> /dev/sdX` (a device cannot be truncated).
        static let data = TestData.random(3_000_001, seed: 61)

        static func fakeDevice(_ arguments: String, in directory: TemporaryDirectory) throws -> (RunResult, [UInt8]) {
            let library = try PreloadedShim.build(shim, named: "block-device", in: directory)
            let device = directory.write("disk.blk", TestData.random(1_000_003, seed: 62))
            var runner = Runner.shell("exec \"$METER\" \(arguments) 1<> \"$1\"", [device])
            runner.environment["LD_PRELOAD"] = library
            runner.stdin = .script(WriterStep.chunks(of: data, size: 65_536))
            let result = runner.run()
            return (result, directory.read("disk.blk"))
        }

        @Test("from a pipe: it fills the device and stops there, status 0, no error", .enabled(if: PreloadedShim.meterCanLoadOne, PreloadedShim.unloadable))
        func stopsWhenFull() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let (result, device) = try Self.fakeDevice("-q", in: directory)
            #expect(result.termination == .exited(0))
            #expect(result.stderr.isEmpty, "\(result.stderrText)")
            expectSameBytes(device, Array(Self.data[0..<1_000_003]))
        }

        @Test("the device's size is the total: -n ends at 100", .enabled(if: PreloadedShim.meterCanLoadOne, PreloadedShim.unloadable))
        func deviceIsTheTotal() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let (result, _) = try Self.fakeDevice("-n -i 10", in: directory)
            #expect(result.termination == .exited(0))
            #expect(result.stderrLines.last == "100", "\(result.stderrText)")
        }

        @Test("a size given with -s wins: the copy does not stop at the device's", .enabled(if: PreloadedShim.meterCanLoadOne, PreloadedShim.unloadable))
        func sizeWins() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let (result, device) = try Self.fakeDevice("-q -s 5M", in: directory)
            #expect(result.termination == .exited(0))
            expectSameBytes(device, Self.data)
        }

        /// A loop device attached to `image`, or nil where the machine allows none (losetup needs root, and a
        /// container may forbid it).
        static func attachLoop(_ image: String) -> String? {
            // losetup is in /sbin, outside the runner's PATH.
            let attached = Runner.shell("PATH=$PATH:/usr/sbin:/sbin losetup -f --show \"$1\" 2>/dev/null", [image]).run()
            let device = attached.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines)
            return attached.termination == .exited(0) && device.hasPrefix("/dev/loop") ? device : nil
        }

        static func detachLoop(_ device: String) {
            _ = Runner.shell("PATH=$PATH:/usr/sbin:/sbin losetup -d \"$1\"", [device]).run()
        }

        static let loopDevicesAvailable: Bool = {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            guard let device = attachLoop(directory.write("probe.img", [UInt8](repeating: 0, count: 4096))) else { return false }
            detachLoop(device)
            return true
        }()

        @Test("a loop device: stops when full; with -K -Y too",
              .enabled(if: loopDevicesAvailable, "no loop device can be attached here (root, and a machine that allows it)"))
        func loopDevice() throws {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let image = directory.write("loop.img", [UInt8](repeating: 0, count: 1 << 20))
            let device = try #require(Self.attachLoop(image))
            defer { Self.detachLoop(device) }
            for options in [["-q"], ["-q", "-K", "-Y"]] {
                var runner = Runner.meter(options)
                runner.stdin = .script(WriterStep.chunks(of: Self.data, size: 65_536))
                runner.stdout = .file(device, append: false)
                let result = runner.run()
                #expect(result.termination == .exited(0), "\(options)")
                #expect(result.stderr.isEmpty, "\(options): \(result.stderrText)")
                // A device's stat size is 0: read it through a handle.
                let handle = FileHandle(forReadingAtPath: device)
                let written = [UInt8]((try? handle?.read(upToCount: 2 << 20)) ?? Data())
                try? handle?.close()
                expectSameBytes(written, Array(Self.data[0..<(1 << 20)]), "\(options)")
            }
        }
    }
}
