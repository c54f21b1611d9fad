/// Plain mode (`--plain`, and `TERM=dumb`): append-only lines in words, for screen readers and logs. No
/// carriage return, no escape sequence, no glyph. One line at the start, one at each 10 % step (with no
/// total, at most one every 10 seconds while data moves), and a summary at the end.
public final class PlainDisplay: Display {
    private let target: FrameTarget
    private let name: String?
    private let si: Bool
    private var last: (tenths: Int, elapsed: Double, count: UInt64)?

    /// Seconds between lines when there is no total to step through.
    public static let quietSeconds = 10.0

    public init(target: FrameTarget, name: String?, si: Bool) {
        self.target = target
        self.name = name
        self.si = si
    }

    public var isVisible: Bool { target.isVisible }

    public var drawsAtStart: Bool { true }

    public func show(_ snapshot: Snapshot) {
        let tenths = min((snapshot.percent ?? 0) / 10, 10)
        if let last {
            if snapshot.total != nil {
                guard tenths > last.tenths else { return }
            } else {
                guard snapshot.count != last.count, snapshot.elapsed - last.elapsed >= PlainDisplay.quietSeconds else { return }
            }
        }
        last = (tenths, snapshot.elapsed, snapshot.count)
        _ = target.write(PlainText.progress(snapshot, name: name, si: si) + "\n")
    }

    public func finish(_ snapshot: Snapshot) {
        _ = target.write(PlainText.summary(snapshot, name: name, si: si) + "\n")
    }

    /// Lines are whole when written: a message can follow at once.
    public func clearLine() {}

    public func refreshSize() {}
}
