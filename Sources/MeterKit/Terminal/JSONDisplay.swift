import Synchronization

/// `--json`: one JSON object a frame (``JSONRecord/progress(_:id:)``), written whole in one write, also
/// when nothing moved, so that a log can trust the heartbeat; the final frame too. A spinner's turns and
/// redraws after text write nothing: a record a frame.
///
/// Written on standard error it replaces the drawn display; written to a file (`--json-file`), it goes
/// beside the display that standard error shows, `inner`, which gets every call as if alone.
package final class JSONDisplay: Display {
    /// What standard error shows beside the objects in a file; `meter -R` may put a new one in.
    package var inner: Display?
    /// Where the objects go, and what the summary at the end needs: shared with whoever writes it.
    package let records: JSONRecords

    /// Whether the objects go somewhere other than standard error (`--json-file`): then they keep their pace
    /// while standard error is held.
    private let besideStandardError: Bool

    /// - Parameter besideStandardError: whether `target` is not standard error (`--json-file`).
    package init(
        target: FrameTarget, id: String? = nil, name: String? = nil, inner: Display? = nil, besideStandardError: Bool = false
    ) {
        records = JSONRecords(target: target, id: id, name: name)
        self.inner = inner
        self.besideStandardError = besideStandardError
    }

    package var target: FrameTarget { inner?.target ?? records.target }
    package var isVisible: Bool { records.target.isVisible || inner?.isVisible == true }
    package var drawsAtStart: Bool { inner?.drawsAtStart ?? false }

    package func animationInterval(for snapshot: Snapshot) -> Double? { inner?.animationInterval(for: snapshot) }

    package func show(_ snapshot: Snapshot) {
        if let inner, inner.isVisible { inner.show(snapshot) }
        write(snapshot)
    }

    package func redraw(_ snapshot: Snapshot) {
        if let inner, inner.isVisible { inner.redraw(snapshot) }
    }

    package func finish(_ snapshot: Snapshot) {
        if let inner, inner.isVisible { inner.finish(snapshot) }
        records.finalSnapshot = records.named(snapshot)
        write(snapshot)
    }

    private func write(_ snapshot: Snapshot) {
        guard records.target.isVisible else { return }
        records.write(JSONRecord.progress(records.named(snapshot), id: records.id))
    }

    package func clearLine() { inner?.clearLine() }
    package func refreshSize() { inner?.refreshSize() }
    package func continued() { inner?.continued() }
    package func stopping() { inner?.stopping() }
    package func remove() { inner?.remove() }
    package func end() { inner?.end() }
    package var drawsLineInPlace: Bool { inner?.drawsLineInPlace ?? false }
    package func forgetLine() { inner?.forgetLine() }
    package var showsWhileHeld: Bool { besideStandardError && records.target.isVisible }
    package func showHeld(_ snapshot: Snapshot) { if showsWhileHeld { write(snapshot) } }
}

/// Where one meter's JSON objects go, and what its summary at the end of the run starts from: shared by
/// the meter's ``JSONDisplay`` and whoever writes the summaries, from any thread.
package final class JSONRecords: Sendable {
    /// Where the objects go.
    package let target: FrameTarget
    /// The meter's id in a run of several kinds of meter (`-d`, `-M`), written after the type.
    package let id: String?
    /// The name the objects give the meter in place of the one its line shows: a watched file's path,
    /// rather than its line's name, shortened to fit.
    private let name: String?
    private let final = Mutex<Snapshot?>(nil)

    init(target: FrameTarget, id: String?, name: String?) {
        self.target = target
        self.id = id
        self.name = name
    }

    /// The final frame's values, once drawn: the summary starts from them.
    package internal(set) var finalSnapshot: Snapshot? {
        get { final.withLock { $0 } }
        set { final.withLock { $0 = newValue } }
    }

    /// `snapshot` with the name the objects give the meter.
    package func named(_ snapshot: Snapshot) -> Snapshot {
        guard let name else { return snapshot }
        var named = snapshot
        named.name = name
        return named
    }

    /// Writes `line`, an object, on a line of its own where the objects go.
    package func write(_ line: String) {
        _ = target.write(line + "\n")
    }
}
