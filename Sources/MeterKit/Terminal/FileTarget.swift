/// JSON objects written to a file meter opened for them (`--json-file`): each write whole, as
/// ``DescriptorTarget`` writes, but the first write that fails (a full disk, `/dev/full`) is kept and
/// nothing is written after it, so that the file holds whole objects up to where it failed and the run can
/// say so once, at its end, as it says that a `--record` could not be written.
package final class FileTarget: FrameTarget {
    private let descriptor: FileDescriptor
    private let failure = Mutex<Errno?>(nil)

    /// Objects written to `descriptor`, which stays the caller's.
    package init(descriptor: FileDescriptor) {
        self.descriptor = descriptor
    }

    /// Why the first write that failed failed, if one did.
    package var firstFailure: Errno? { failure.withLock { $0 } }

    /// A file has no width: objects are never cut to one.
    package var columns: Int { 80 }
    package var isVisible: Bool { true }
    package func refreshColumns() {}

    /// Writes `text` whole; false, without trying, once a write has failed.
    package func write(_ text: String) -> Bool {
        failure.withLock { failure in
            guard failure == nil else { return false }
            do throws(Errno) {
                try descriptor.writeAll(text)
                return true
            } catch {
                failure = error
                return false
            }
        }
    }
}
