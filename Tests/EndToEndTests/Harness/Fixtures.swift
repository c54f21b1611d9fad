import TestSupport
import Foundation
import Glibc

/// The built `meter` binary: `$METER_BINARY` when set (to run these tests against a release build, the
/// binary that ships), else next to the test bundle (which runs from the build products folder), or else
/// found by walking up from this source file to `.build/debug/meter`.
enum MeterBinary {
    static let path: String = {
        if let chosen = ProcessInfo.processInfo.environment["METER_BINARY"], !chosen.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: chosen) else {
                fatalError("METER_BINARY is \(chosen), which is not an executable file")
            }
            return chosen
        }
        var candidates: [String] = []
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            candidates.append((exe as NSString).deletingLastPathComponent + "/meter")
        }
        var directory = (#filePath as NSString).deletingLastPathComponent
        while directory != "/" && !directory.isEmpty {
            candidates.append(directory + "/.build/debug/meter")
            directory = (directory as NSString).deletingLastPathComponent
        }
        for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate) {
            return candidate
        }
        fatalError("the built meter binary was not found; looked at \(candidates)")
    }()
}

/// A fresh temporary directory. A value, not an object, so its lifetime is not left to ARC (which may end it
/// after its last use, while a child still works in it): the test removes it with `defer { directory.remove() }`.
/// Its path has no `//` (`NSTemporaryDirectory()` ends in a slash), so that it reads as the kernel writes it
/// (`/proc/PID/fd`, `realpath`).
struct TemporaryDirectory {
    let path: String

    init() {
        path = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("meter-e2e-" + UUID().uuidString).path
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Removes the directory and everything in it.
    func remove() { try? FileManager.default.removeItem(atPath: path) }

    /// The path of `name` inside the directory.
    func file(_ name: String) -> String { path + "/" + name }

    /// Writes `bytes` to `name` and returns its path.
    @discardableResult
    func write(_ name: String, _ bytes: [UInt8]) -> String {
        let target = file(name)
        precondition(FileManager.default.createFile(atPath: target, contents: Data(bytes)), "cannot write \(target)")
        return target
    }

    /// The bytes of `name`.
    func read(_ name: String) -> [UInt8] {
        [UInt8](FileManager.default.contents(atPath: file(name)) ?? Data())
    }

    /// Opens the directory to everyone and makes `home` in it, a home of `user`'s own (mode 0700), where a
    /// meter run as that user keeps its control socket (a `HOME` it cannot use would earn a warning).
    /// Returns its path.
    @discardableResult
    func makeHome(for user: uid_t) -> String {
        let home = file("home")
        chmod(path, 0o755)
        mkdir(home, 0o700)
        chown(home, user, gid_t(user))
        return home
    }

    /// The size of `name` in bytes, or nil when it does not exist.
    func size(_ name: String) -> UInt64? {
        (try? FileManager.default.attributesOfItem(atPath: file(name))[.size] as? NSNumber)?.uint64Value
    }
}

/// Test data: reproducible random bytes, lines and records.
enum TestData {
    /// `count` pseudo-random bytes from `seed` (SplitMix64), the same on every run.
    static func random(_ count: Int, seed: UInt64 = 1) -> [UInt8] {
        var state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 0xD1B5_4A32_D192_ED03
        var bytes = [UInt8](repeating: 0, count: count)
        bytes.withUnsafeMutableBytes { buffer in
            let words = count / 8
            let wordPointer = buffer.baseAddress?.assumingMemoryBound(to: UInt64.self)
            for index in 0..<words {
                state &+= 0x9E37_79B9_7F4A_7C15
                var z = state
                z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
                z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
                wordPointer![index] = z ^ (z >> 31)
            }
            for index in (words * 8)..<count {
                state &+= 0x9E37_79B9_7F4A_7C15
                buffer[index] = UInt8(truncatingIfNeeded: state >> 29)
            }
        }
        return bytes
    }

    /// `seq 1 n` as bytes.
    static func seq(_ n: Int) -> [UInt8] {
        var text = ""
        text.reserveCapacity(n * 7)
        for value in 1...max(n, 1) where n > 0 { text += "\(value)\n" }
        return Array(text.utf8)
    }
}
