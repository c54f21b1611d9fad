/// How a wrapped command ended.
package enum CommandStatus: Sendable, Equatable {
    /// It called `exit` with this code.
    case exited(Int32)
    /// It was killed by this signal.
    case signaled(Signal)

    /// The status a shell reports for it (`$?`): the exit code, or 128+N after signal N.
    package var shellStatus: Int32 {
        switch self {
        case .exited(let code): return code
        case .signaled(let signal): return 128 + signal.rawValue
        }
    }
}
