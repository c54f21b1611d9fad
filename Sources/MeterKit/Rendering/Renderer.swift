/// Turns a snapshot into one line of text: a pure function of the snapshot, the style and the width.
public enum Renderer {
    /// The frame for `snapshot`, at most `width` columns wide: the bar takes what the fields leave, and
    /// when they do not fit, whole fields are dropped, the least useful first, as pv drops them.
    public static func render(_ snapshot: Snapshot, style: Style, width: Int) -> String {
        var layout = FrameLayout(snapshot: snapshot, style: style)
        if width > 0 { layout.fit(width) }
        return layout.line(width: width)
    }

    /// The whole run of `snapshot` in `cells` cells, each share's average rate (`--summary`).
    package static func runSparkline(_ snapshot: Snapshot, cells: Int, glyphs: GlyphSet) -> String {
        Sparkline.cells(snapshot.history.runRates(cells: cells, elapsed: snapshot.elapsedSeconds), width: cells, levels: glyphs.sparks)
    }

    /// The text of one field that is not sized by the room left: its own text, or the width a format gave it.
    static func text(of field: Template.Field, _ snapshot: Snapshot, style: Style, width: Int? = nil) -> String {
        switch field.kind {
        case .name: return name(snapshot.name, width: width)
        case .amount:
            return NumberFormat.amount(
                count: snapshot.count, unit: snapshot.unit, si: style.si, bits: style.bits, separator: style.decimalSeparator)
        case .bufferPercent:
            guard let percent = snapshot.bufferPercent else { return "{----}" }
            return "{" + NumberFormat.padLeft(style.language.percent(percent), to: 4) + "}"
        case .timer: return NumberFormat.duration(snapshot.elapsedSeconds)
        case .rate: return "[" + rate(snapshot.rate, snapshot, style: style) + "]"
        case .averageRate: return "(" + rate(snapshot.averageRate, snapshot, style: style) + ")"
        case .eta: return eta(snapshot, style: style)
        case .finishTime: return finishTime(snapshot, style: style)
        case .lastWritten: return lastWritten(snapshot.lastWritten, count: width ?? 0)
        case .ratio: return ratio(snapshot.ratio, style: style)
        case .sparkline:
            let cells = width ?? Sparkline.defaultCells
            return Sparkline.cells(Array(snapshot.history.recent.suffix(cells)), width: cells, levels: style.glyphs.sparks)
        case .runSparkline:
            let cells = width ?? Sparkline.defaultCells
            let rates = snapshot.history.runRates(cells: cells, elapsed: snapshot.elapsedSeconds)
            return Sparkline.cells(rates, width: cells, levels: style.glyphs.sparks)
        case .progressAmountOnly:
            // The number beside the bar, without the gauge's slash.
            let number = progressNumber(snapshot, style: style)
            return snapshot.total == nil ? String(number.drop { $0 == "/" }) : number
        case .message:
            let line = shownLine(snapshot)
            guard let width else { return line }
            let text = cut(line, to: width)
            return text + String(repeating: " ", count: max(0, width - columns(text)))
        case .progress:
            return progress(snapshot, style: style, width: style.indicator == .circular ? width : width ?? 20)
        case .progressBarOnly, .plainBar, .blockBar, .granularBar, .shadedBar:
            return barOnly(field, snapshot, style: style, width: width ?? 20)
        }
    }

    /// `%N`: the name right-aligned in `width` columns (9 by default) and a colon; nothing without a name.
    /// The name is outside text (`-N`, a file's name under `-d`, whatever a tool embedding meter was given).
    static func name(_ name: String?, width: Int?) -> String {
        guard let name, !name.isEmpty else { return "" }
        return NumberFormat.padLeft(SafeText(String(name.prefix(500))).text, to: min(width ?? 9, 500)) + ":"
    }

    /// The latest line as it may be shown. The command's output was made safe when it was read; a tool
    /// embedding meter may set the line from anywhere, so the frame makes sure.
    static func shownLine(_ snapshot: Snapshot) -> String {
        SafeText(snapshot.message ?? "").text
    }

    /// An amount per second in the style's units: `12.5MiB/s`, ` 800  b/s`, `1.00k/s`.
    static func rate(_ value: Double, _ snapshot: Snapshot, style: Style) -> String {
        NumberFormat.amount(
            value, unit: snapshot.unit, si: style.si, bits: style.bits, perSecond: true, separator: style.decimalSeparator)
    }

    /// `%e`: `ETA 0:01:05` (with days beyond a day; the word in the style's language), blanked to spaces
    /// on the final frame, `ETA -:--:--` while the rate is unknown, nothing without a total.
    static func eta(_ snapshot: Snapshot, style: Style) -> String {
        guard snapshot.total != nil else { return "" }
        let label = Message.etaLabel.text(in: style.language) + " "
        if snapshot.isFinal { return String(repeating: " ", count: columns(label + NumberFormat.duration(0))) }
        guard let remaining = snapshot.remainingSeconds else { return label + "-:--:--" }
        return label + NumberFormat.duration(remaining.rounded(.up))
    }

    /// The ETA beyond which `%I` shows the date as well, as in pv: six hours.
    static let finishDateThreshold = 6 * 3600

    /// `%I`: `FIN 14:07:36`, with the date first when the finish is more than six hours away; on the final
    /// frame, the time the run ended. Local time comes with the snapshot; UTC (replays) is computed here.
    static func finishTime(_ snapshot: Snapshot, style: Style) -> String {
        guard snapshot.total != nil else { return "" }
        var time = snapshot.finishLocalTime
        if style.utcClock, let epoch = snapshot.finishWallTime, epoch.isFinite, abs(epoch) < 1e15 {
            time = CalendarTime(utcSecondsSinceEpoch: Int64(epoch.rounded(.down)))
        }
        let label = Message.finishLabel.text(in: style.language) + " "
        guard let time else { return label + "--:--:--" }
        // pv compares the whole seconds left.
        let remaining = snapshot.isFinal ? 0 : snapshot.remainingSeconds.map { $0.isFinite ? min(max($0, 0), 1e15) : 0 } ?? 0
        return label + NumberFormat.clockTime(time, date: Int(remaining) > finishDateThreshold)
    }

    /// `%{ratio}`: `ratio 0.42`, two decimals (`ratio 2.35` for output that grows), `ratio -.--` until input
    /// has come; nothing when no ratio is kept. The word and the separator are the style's.
    static func ratio(_ ratio: CountRatio?, style: Style) -> String {
        guard let ratio else { return "" }
        let label = Message.ratioLabel.text(in: style.language) + " "
        switch ratio {
        case .unknown: return label + "-" + String(style.decimalSeparator.rawValue) + "--"
        case .value(let value):
            return label + NumberFormat.fixed(min(max(value, 0), 1e12), decimals: 2, separator: style.decimalSeparator)
        }
    }

    /// `%nA`: the last `count` bytes written, one column each, `.` for every byte that is not printable
    /// ASCII and for bytes not written yet.
    static func lastWritten(_ bytes: [UInt8], count: Int) -> String {
        guard count > 0 else { return "" }
        let shown = bytes.suffix(count).map { (0x20...0x7E).contains($0) ? Character(Unicode.Scalar($0)) : "." }
        return String(repeating: ".", count: count - shown.count) + String(shown)
    }

    /// The first `width` columns of `text`.
    static func cut(_ text: String, to width: Int) -> String {
        columns(text) > width ? TerminalText.prefix(text, columns: max(0, width)) : text
    }

    /// The number of animation frame shown at `time`, at `perSecond` frames a second. A frame drawn
    /// exactly when it is due shows that frame, whatever the rounding of the seconds.
    package static func animationFrame(at time: Double, perSecond: Double) -> Int {
        let frame = time * perSecond + 1e-6
        return frame.isFinite ? Int(min(max(frame, -1e15), 1e15).rounded(.down)) : 0
    }

    /// Seconds of animation time between two frames that differ by animation alone (the ring's spinner), or
    /// `nil` when the frame for `snapshot` is still: there is a total, motion is reduced, or no spinner is
    /// shown. The linear bar's indicator moves once per frame, as pv's, so it never asks for more frames.
    package static func animationInterval(for snapshot: Snapshot, style: Style) -> Double? {
        guard snapshot.total == nil, !snapshot.isFinal, !style.reduceMotion, style.indicator == .circular,
            style.template.contains(.progress)
        else { return nil }
        let perSecond = style.spinnerRate * style.spinnerSpeed
        return perSecond > 0 && perSecond.isFinite ? 1 / perSecond : nil
    }

    /// Terminal columns `text` takes (two for a wide character, none for a combining mark or an escape
    /// sequence), as ``TerminalText/columns(_:)`` counts them.
    package static func columns(_ text: String) -> Int { TerminalText.columns(text) }
}
