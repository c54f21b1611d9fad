import CSystem

/// What a platform call does when a signal interrupts it (`EINTR`).
enum Interruption {
    /// The call is made again: a signal is none of its business.
    case retried
    /// The call throws ``Errno/interrupted``. Only for the calls that wait for as long as the other end
    /// takes and are interrupted on purpose: `write`, `splice` and `sendfile`, which the frame timer's SIGALRM
    /// interrupts so that a copy blocked on a slow reader still draws its frames (and a caught signal of `-P`
    /// interrupts so that it is seen at once); the `open` of a FIFO, which waits for a writer, so that Ctrl-C
    /// works while it waits; and the loop's `poll`, which then recomputes its timeout from the deadlines
    /// rather than waiting the whole of the old one again. Retried, each would hide the signal it was
    /// interrupted for until its other end moved.
    case surfaced
}

/// The one way meter calls the platform, as swift-system calls it: `call` is made (again after `EINTR`,
/// unless `interruption` says otherwise) until it answers; a negative answer throws the thread's `errno`
/// as an ``Errno``. Every call in `System/` that reports its failure in `errno` goes through here, and
/// nothing else reads `errno`.
///
/// `close(2)` is the exception: on Linux the descriptor is gone even when it answers `EINTR`, and closing
/// it again could close another thread's new descriptor.
@inline(__always)
func systemCall<Value: BinaryInteger>(_ interruption: Interruption = .retried, _ call: () -> Value) throws(Errno) -> Value {
    while true {
        let value = call()
        if value >= 0 { return value }
        let error = Errno.current
        if error == .interrupted, interruption == .retried { continue }
        throw error
    }
}

/// ``systemCall(_:_:)`` for a call that answers a pointer, `nil` on failure (`opendir(3)`, `getcwd(3)`). A
/// name of its own: as an overload of `systemCall`, a call answering an integer could take it (its answer
/// promoted to an optional) and never fail.
@inline(__always)
func systemCallForPointer<Pointer>(_ call: () -> Pointer?) throws(Errno) -> Pointer {
    var answer: Pointer?
    _ = try systemCall { () -> Int32 in
        answer = call()
        return answer == nil ? -1 : 0
    }
    // Not reached: a call that answered nil threw above.
    guard let answer else { throw Errno.current }
    return answer
}

extension Errno {
    /// The value of `errno` for the calling thread, right after a failed call: read here alone.
    fileprivate static var current: Errno { Errno(csystem_errno()) }
}

/// ``systemCall(_:_:)`` for a call that names a file: `call` is handed `path` as a C string.
@inline(__always)
func systemCall<Value: BinaryInteger>(
    on path: FilePath, _ interruption: Interruption = .retried, _ call: (UnsafePointer<CChar>) -> Value
) throws(Errno) -> Value {
    try path.withCString { (name) throws(Errno) in try systemCall(interruption) { call(name) } }
}
