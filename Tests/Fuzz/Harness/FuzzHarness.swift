import Glibc

#if FUZZING
import CFuzzing
#endif

/// What every fuzz target's executable shares: the check libFuzzer runs on each input, and the replay of
/// files when the target is built without libFuzzer (the normal build, which keeps the targets compiling).
public enum FuzzHarness {
    /// Stops the fuzzer on an input that broke a property: prints what it broke, then aborts, so that
    /// libFuzzer keeps the input as a crash.
    public static func require(_ violations: [String]) {
        guard !violations.isEmpty else { return }
        write(violations.map { "property broken: \($0)\n" }.joined())
        abort()
    }

    #if FUZZING
    /// Hands the process to libFuzzer, which runs `target` (the executable's `LLVMFuzzerTestOneInput`) on
    /// inputs it makes, with the options on the command line (`-max_total_time=30 CORPUS`).
    public static func fuzz(_ target: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Never {
        var argumentCount = CommandLine.argc
        var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argumentCount, &arguments, target))
    }
    #endif

    /// Runs `entry` on every file named on the command line (every file in a folder named there), as the
    /// fuzzer would, and exits 1 when any broke a property: `fuzz-template Tests/Fuzz/Corpus/template`.
    public static func replay(_ entry: (UnsafeRawBufferPointer) -> [String]) -> Never {
        let paths = CommandLine.arguments.dropFirst().flatMap(files(at:))
        guard !paths.isEmpty else {
            write("usage: \(CommandLine.arguments[0]) FILE|FOLDER... (runs each input through the target once)\n")
            exit(64)
        }
        var broken = 0
        for path in paths {
            guard let bytes = contents(of: path) else {
                write("\(path): cannot be read\n")
                exit(66)
            }
            let violations = bytes.withUnsafeBytes(entry)
            if !violations.isEmpty { broken += 1 }
            for violation in violations { write("\(path): \(violation)\n") }
        }
        write("\(paths.count) inputs, \(broken) broke a property\n")
        exit(broken == 0 ? 0 : 1)
    }

    /// `path` itself, or the files in it when it is a folder (not recursively), sorted.
    static func files(at path: String) -> [String] {
        guard let folder = opendir(path) else { return [path] }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if !name.hasPrefix(".") { names.append(path + "/" + name) }
        }
        return names.sorted()
    }

    /// The bytes of the file at `path`, or nil when it cannot be read.
    static func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
        }
    }

    private static func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in _ = Glibc.write(2, bytes.baseAddress, bytes.count) }
    }
}
