/// One thing `meter -d` watches: every file of a process, or one of its descriptors.
package enum WatchRequest: Sendable, Equatable {
    /// Every regular file and block device the process has open, those it opens later included, until it
    /// ends (`-d PID`).
    case process(Int32)
    /// One descriptor's file, until the process closes it or it leads elsewhere (`-d PID:FD`).
    case descriptor(WatchedFile)

    /// The process watched.
    package var pid: Int32 {
        switch self {
        case .process(let pid): return pid
        case .descriptor(let file): return file.pid
        }
    }
}
