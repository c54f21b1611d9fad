import Glibc

/// Reading the file system by name: links, directory entries and small files, as `/proc` needs them
/// (`meter -d`).
package enum FileSystem {
    /// The working directory (`getcwd(3)`), or `nil` when it cannot be read.
    package static func workingDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether `path` exists (`access(2)` with `F_OK`).
    static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    /// Where the symbolic link `path` points (`readlink(2)`).
    static func readLink(_ path: String) throws(Errno) -> String {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = buffer.withUnsafeMutableBytes { bytes in
            readlink(path, bytes.baseAddress!.assumingMemoryBound(to: CChar.self), bytes.count - 1)
        }
        if length < 0 { throw Errno.current }
        return String(decoding: buffer[0..<length], as: UTF8.self)
    }

    /// The names in the directory `path`, without `.` and `..` (`opendir(3)`, `readdir(3)`).
    static func entries(of path: String) throws(Errno) -> [String] {
        guard let directory = opendir(path) else { throw Errno.current }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The text of a small file (at most `limit` bytes are read), or nil when it cannot be read.
    static func readSmallFile(_ path: String, limit: Int = 1 << 16) -> String? {
        guard let descriptor = try? FileDescriptor.openForReading(path) else { return nil }
        defer { descriptor.close() }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while bytes.count < limit {
            let got = chunk.withUnsafeMutableBytes { (try? descriptor.read(into: $0)) ?? -1 }
            if got < 0 { return nil }
            if got == 0 { break }
            bytes += chunk[0..<got]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// A thread of its own for work that shares nothing with the loop but what it publishes atomically.
enum DetachedThread {
    /// Runs `body` on a new, detached thread that blocks every signal, so that signals keep reaching the
    /// thread that handles them (the loop's signal descriptor, and the SIGALRM that interrupts a blocked
    /// write). Returns false, without running `body`, when no thread can be started.
    static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
        final class Box: Sendable {
            let body: @Sendable () -> Void
            init(_ body: @escaping @Sendable () -> Void) { self.body = body }
        }
        let context = Unmanaged.passRetained(Box(body)).toOpaque()
        // The new thread inherits the creating thread's mask: block everything around its creation.
        var all = sigset_t()
        var previous = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_BLOCK, &all, &previous)
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { context in
            Unmanaged<Box>.fromOpaque(context!).takeRetainedValue().body()
            return nil
        }, context)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        guard started == 0 else {
            Unmanaged<Box>.fromOpaque(context).release()
            return false
        }
        pthread_detach(thread)
        return true
    }
}
