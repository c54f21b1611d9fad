/// What follows the command's exit (``ExitWait``), and the child process itself.
extension CommandSource {
    // MARK: - After the command's exit

    /// Says what meter waits for once that takes a while, and at the limit starts cutting off. Returns
    /// whether the source is busy cutting off.
    func waitAfterExit(now: Instant, in session: Session) -> Bool {
        guard var wait = exitWait else { return false }
        defer { exitWait = wait }
        if wait.noticeIsDue(at: now, mayWrite: terminal.openLine == nil && !outputLineOpen) {
            session.report(Message.waitingForLeftRunning)
            onEvent?(.notice(.waiting))
        }
        if wait.reachesLimit(at: now) {
            // What the pipes hold is read without waiting, and only read says where it ends.
            engine.stopMovingInKernel()
            return true
        }
        return wait.cuttingOff
    }

    /// At the limit of `--exec-wait`: passes on what each pipe holds now, then closes it, so that a process
    /// left running gets SIGPIPE (or EPIPE) on its next write. Returns whether a write is still pending.
    func passOnBeforeCutOff(in session: Session) -> Bool {
        for stream in [CommandStream.output, .error] where streams[stream.rawValue] != nil {
            cutOffReadsLeft -= 1
            let read = cutOffReadsLeft > 0 ? readFrom(stream, in: session) : .nothing
            if read == .writePending { return true }
            // Read found it empty (or at its end, which closed it already).
            if read == .nothing, streams[stream.rawValue] != nil {
                close(stream)
                cutOff = true
            }
        }
        if cutOff, streams.allSatisfy({ $0 == nil }) {
            session.report(Message.stoppedWaitingForLeftRunning)
            onEvent?(.notice(.stoppedWaiting))
        }
        return false
    }

    // MARK: - The child

    func checkChild() {
        guard childStatus == nil, let status = child.reap() else { return }
        childStatus = status
        onEvent?(.exited(status))
        // After Ctrl-C (or SIGTERM, SIGHUP) the user asked for the end: what the command left running is not
        // waited for (a shell's background job ignores SIGINT, and would hold the pipes on).
        let interrupted = !receivedSignals.isDisjoint(with: CommandSource.endingSignals)
        exitWait = ExitWait(
            exited: clock.now(), limit: interrupted ? 0 : options.exitWait, announces: options.announcesExitWait && !interrupted)
        for meter in commandMeters { meter.noteCommandExited() }
    }

    /// Sends `signal` to the command, unless it has ended (its id may then belong to another process).
    func forward(_ signal: Signal) {
        guard childStatus == nil else { return }
        child.send(signal)
    }
}
