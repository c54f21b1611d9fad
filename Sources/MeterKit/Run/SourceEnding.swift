/// How a source ended the run in its own terms, beyond pv's status bits and the signals the run handles:
/// decided where the source is written (a wrapped command's exit in Command/, a stop at the size in
/// Transfer/), and read by the outcome without knowing what kind of source said it.
package struct SourceEnding: Equatable, Sendable {
    /// The exit status the source asks for when pv's bits are clear and no signal ended the run (a wrapped
    /// command's, as a shell gives it).
    package var status: Int32
    /// The signal meter dies of with that status, if any (one that ended a wrapped command and that meter
    /// received too).
    package var dieOf: Signal?
    /// How the run ended, when the source has a word of its own for it (stopped at the size, not started);
    /// otherwise its status says (done, or error).
    package var named: RunEnding?

    package init(status: Int32 = 0, dieOf: Signal? = nil, named: RunEnding? = nil) {
        self.status = status
        self.dieOf = dieOf
        self.named = named
    }
}
