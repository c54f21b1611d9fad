/// pv's `-n`: one line of numbers per frame, for `dialog --gauge` and scripts.
/// The percentage by default; with `-b` the count, with `-r` the rate, with `-t` an elapsed-seconds prefix.
package final class NumericDisplay: Display {
    package let target: FrameTarget
    private let showsTimer: Bool
    private let showsAmount: Bool
    private let showsRate: Bool

    package init(target: FrameTarget, timer: Bool, amount: Bool, rate: Bool) {
        self.target = target
        self.showsTimer = timer
        self.showsAmount = amount
        self.showsRate = rate
    }

    package var isVisible: Bool { true }

    package func show(_ snapshot: Snapshot) {
        var parts: [String] = []
        if showsTimer { parts.append(NumberFormat.fixed(snapshot.elapsedSeconds, decimals: 4)) }
        if showsAmount { parts.append(String(snapshot.count)) }
        if showsRate { parts.append(NumberFormat.fixed(snapshot.rate, decimals: 4)) }
        if !showsAmount && !showsRate { parts.append(String(min(snapshot.percent ?? 0, 100_000))) }
        var line = ""
        for (index, part) in parts.enumerated() { line += (index == 0 ? "" : " ") + part }
        _ = target.write(line + "\n")
    }

    package func finish(_ snapshot: Snapshot) { show(snapshot) }

    package func clearLine() {}

    package func refreshSize() {}
}
