/// Turns a snapshot into one line of text: a pure function of the snapshot, the style and the width.
public enum Renderer {
    /// The frame for `snapshot`, at most `width` columns wide (the bar takes what the fields leave).
    public static func render(_ snapshot: Snapshot, style: Style, width: Int) -> String {
        var pieces: [String?] = []
        var flexible: [Int] = []
        var lineSlots: [Int] = []
        var used = 0
        /// Layouts built from switches drop a field with nothing to show together with the space before it.
        func dropsEmpty(_ text: String) -> Bool {
            guard text.isEmpty, style.template.collapsesEmptyFields, let last = pieces.last, last == " " else { return false }
            pieces.removeLast()
            used -= 1
            return true
        }
        for segment in style.template.segments {
            switch segment {
            case .text(let text):
                pieces.append(text)
                used += columns(text)
            case .field(.progress, let fixedWidth?):
                let text = progress(snapshot, style: style, width: fixedWidth)
                pieces.append(text)
                used += columns(text)
            case .field(.progress, nil) where style.indicator == .circular:
                let text = progress(snapshot, style: style, width: nil)
                pieces.append(text)
                used += columns(text)
            case .field(.progress, nil):
                pieces.append(nil)
                flexible.append(pieces.count - 1)
            case .field(.latestLine, let fieldWidth):
                let line = shownLine(snapshot)
                if dropsEmpty(line) { continue }
                if let fieldWidth {
                    let text = cut(line, to: fieldWidth)
                    pieces.append(text + String(repeating: " ", count: max(0, fieldWidth - columns(text))))
                    used += fieldWidth
                } else {
                    pieces.append(nil)
                    lineSlots.append(pieces.count - 1)
                }
            case .field(let field, let fieldWidth):
                var text = self.text(of: field, snapshot, style: style)
                if dropsEmpty(text) { continue }
                if let fieldWidth { text = NumberFormat.padLeft(text, to: fieldWidth) }
                pieces.append(text)
                used += columns(text)
            }
        }
        if !lineSlots.isEmpty {
            // The latest line takes what it needs of the room left, up to half of it when a bar shares it.
            let available = max(0, width - used)
            let room = (flexible.isEmpty ? available : available / 2) / lineSlots.count
            let text = cut(shownLine(snapshot), to: room)
            for index in lineSlots {
                pieces[index] = text
                used += columns(text)
            }
        }
        if !flexible.isEmpty {
            let available = max(0, width - used)
            let share = available / flexible.count
            for (order, index) in flexible.enumerated() {
                let extra = order < available % flexible.count ? 1 : 0
                pieces[index] = progress(snapshot, style: style, width: share + extra)
            }
        }
        var line = ""
        for piece in pieces { line += piece ?? "" }
        if columns(line) > width, !flexible.isEmpty || width > 0 {
            line = TerminalText.prefix(line, columns: max(0, width))
        }
        return line
    }

    /// The text of one fixed-width field.
    static func text(of field: Template.Field, _ snapshot: Snapshot, style: Style) -> String {
        switch field {
        case .name:
            // The name is outside text (`-N`, or whatever a tool embedding meter was given).
            return NumberFormat.padLeft(SafeText(style.name ?? "").text, to: 9) + ":"
        case .amount:
            return NumberFormat.amount(Double(snapshot.count), unit: snapshot.unit, si: style.si)
        case .timer:
            return NumberFormat.duration(snapshot.elapsed)
        case .eta:
            let template = "ETA " + NumberFormat.duration(0)
            if snapshot.total == nil { return "" }
            if snapshot.isFinal { return String(repeating: " ", count: template.count) }
            guard let remaining = snapshot.remaining else { return "ETA -:--:--" }
            return "ETA " + NumberFormat.duration(remaining.rounded(.up))
        case .finishTime:
            if snapshot.total == nil { return "" }
            if snapshot.isFinal { return String(repeating: " ", count: 12) }
            guard let finish = snapshot.finishWallTime else { return "FIN --:--:--" }
            return "FIN " + NumberFormat.clockTime(finish, utc: style.utcClock)
        case .rate:
            return "[" + NumberFormat.amount(snapshot.rate, unit: snapshot.unit, si: style.si, perSecond: true) + "]"
        case .averageRate:
            return "(" + NumberFormat.amount(snapshot.averageRate, unit: snapshot.unit, si: style.si, perSecond: true)
                + ")"
        case .progress:
            return progress(snapshot, style: style, width: style.indicator == .circular ? nil : 20)
        case .latestLine:
            return shownLine(snapshot)
        }
    }

    /// The latest line as it may be shown. The command's output was made safe when it was read; a tool
    /// embedding meter may set the line from anywhere, so the frame makes sure.
    static func shownLine(_ snapshot: Snapshot) -> String {
        SafeText(snapshot.latestLine ?? "").text
    }

    /// The first `width` columns of `text`.
    static func cut(_ text: String, to width: Int) -> String {
        columns(text) > width ? TerminalText.prefix(text, columns: max(0, width)) : text
    }

    /// The progress field. Linear: the bar and percentage in exactly `width` columns (or the percentage
    /// alone when the bar has no room); with no total, an indeterminate bar of `width` columns. Circular:
    /// the ring and percentage (the spinner with no total), padded on the left to `width` when one is given.
    static func progress(_ snapshot: Snapshot, style: Style, width: Int?) -> String {
        if style.indicator == .circular { return ring(snapshot, style: style, width: width) }
        let width = width ?? 0
        let glyphs = style.reduceMotion ? style.glyphs.wholeCells : style.glyphs
        guard let fraction = shownFraction(snapshot, style: style), let percent = snapshot.percent else {
            let position = style.reduceMotion
                ? LinearBar.middlePosition(width: width, glyphs: glyphs)
                : animationFrame(at: snapshot.animationTime, perSecond: style.bounceSpeed * style.spinnerSpeed)
            return LinearBar.indeterminate(position: position, width: width, glyphs: glyphs, palette: style.palette)
        }
        guard style.showsPercentage else {
            return LinearBar.determinate(fraction: fraction, width: width, glyphs: glyphs, palette: style.palette)
        }
        let percentText = NumberFormat.padLeft("\(percent)%", to: 4)
        let barWidth = width - percentText.count - 1
        guard barWidth >= 3 else { return NumberFormat.padLeft(percentText, to: max(width, 0)) }
        return LinearBar.determinate(fraction: fraction, width: barWidth, glyphs: glyphs, palette: style.palette)
            + " " + percentText
    }

    /// The circular indicator: `⣸  62%`, or the spinner alone with no total.
    static func ring(_ snapshot: Snapshot, style: Style, width: Int?) -> String {
        var text: String
        if let fraction = shownFraction(snapshot, style: style), let percent = snapshot.percent {
            text = Ring.fill(fraction: fraction, glyphs: style.ring, palette: style.palette)
            if style.showsPercentage { text += " " + NumberFormat.padLeft("\(percent)%", to: 4) }
        } else if style.reduceMotion {
            text = Ring.still(glyphs: style.ring, palette: style.palette)
        } else {
            let frame = animationFrame(at: snapshot.animationTime, perSecond: style.spinnerRate * style.spinnerSpeed)
            text = Ring.spinner(frame: frame, glyphs: style.ring, palette: style.palette)
        }
        guard let width else { return text }
        let columns = TerminalText.columns(text)
        return columns >= width ? text : String(repeating: " ", count: width - columns) + text
    }

    /// The fraction the indicator shows. With reduced motion it is the shown percentage's, so the
    /// indicator changes only when the percentage does.
    static func shownFraction(_ snapshot: Snapshot, style: Style) -> Double? {
        guard let fraction = snapshot.fraction else { return nil }
        guard style.reduceMotion, let percent = snapshot.percent else { return fraction }
        return Double(percent) / 100
    }

    /// The number of the animation frame shown at `time`, at `perSecond` frames a second. A frame drawn
    /// exactly when it is due shows that frame, whatever the rounding of the seconds.
    public static func animationFrame(at time: Double, perSecond: Double) -> Int {
        let frame = time * perSecond + 1e-6
        return frame.isFinite ? Int(min(max(frame, -1e15), 1e15).rounded(.down)) : 0
    }

    /// Seconds of animation time between two frames that differ by animation alone (a spinner turning),
    /// or `nil` when the frame for `snapshot` is still: there is a total, motion is reduced, or no spinner
    /// is shown.
    public static func animationInterval(for snapshot: Snapshot, style: Style) -> Double? {
        guard snapshot.total == nil, !snapshot.isFinal, !style.reduceMotion, style.template.contains(.progress) else {
            return nil
        }
        let perSecond = (style.indicator == .circular ? style.spinnerRate : style.bounceSpeed) * style.spinnerSpeed
        return perSecond > 0 && perSecond.isFinite ? 1 / perSecond : nil
    }

    /// Terminal columns `text` takes (two for a wide character, none for a combining mark or an escape
    /// sequence), as ``TerminalText/columns(_:)`` counts them.
    public static func columns(_ text: String) -> Int { TerminalText.columns(text) }
}
