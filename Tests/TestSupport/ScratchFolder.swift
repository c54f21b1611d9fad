import Glibc

/// A folder of one test's own under /tmp, made with `mkdtemp`, so that no two tests (nor two instances of
/// one suite, which Swift Testing may create before the previous test has ended) ever share it: a folder
/// named after the process was made by one test's `init` and removed by another's clean-up.
public struct ScratchFolder: Sendable {
    public let path: String

    /// A new, empty folder named `/tmp/PREFIX-XXXXXX`.
    public init(_ prefix: String) {
        var template = Array("/tmp/\(prefix)-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        precondition(made != nil, "mkdtemp failed for /tmp/\(prefix)-XXXXXX")
        path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `name` in the folder.
    public func file(_ name: String) -> String { path + "/" + name }

    /// Removes the folder and what it holds (files and FIFOs; the tests make no folders in it).
    public func remove() {
        if let entries = opendir(path) {
            while let entry = readdir(entries) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name != ".", name != ".." { unlink(file(name)) }
            }
            closedir(entries)
        }
        rmdir(path)
    }
}
