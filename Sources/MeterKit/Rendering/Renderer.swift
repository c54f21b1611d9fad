/// Turns a snapshot into one line of text: a pure function of the snapshot, the style and the width.
public enum Renderer {
    /// The frame for `snapshot`, at most `width` columns wide (the bar takes what the fields leave).
    public static func render(_ snapshot: Snapshot, style: Style, width: Int) -> String {
        var pieces: [String?] = []
        var flexible: [Int] = []
        var used = 0
        for segment in style.template.segments {
            switch segment {
            case .text(let text):
                pieces.append(text)
                used += columns(text)
            case .field(.progress, let fixedWidth?):
                let text = progress(snapshot, style: style, width: fixedWidth)
                pieces.append(text)
                used += columns(text)
            case .field(.progress, nil):
                pieces.append(nil)
                flexible.append(pieces.count - 1)
            case .field(let field, let fieldWidth):
                var text = self.text(of: field, snapshot, style: style)
                if text.isEmpty, style.template.collapsesEmptyFields, let last = pieces.last, last == " " {
                    pieces.removeLast()
                    used -= 1
                    continue
                }
                if let fieldWidth { text = NumberFormat.padLeft(text, to: fieldWidth) }
                pieces.append(text)
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
            line = String(line.unicodeScalars.prefix(max(0, width)).map(Character.init))
        }
        return line
    }

    /// The text of one fixed-width field.
    static func text(of field: Template.Field, _ snapshot: Snapshot, style: Style) -> String {
        switch field {
        case .name:
            return NumberFormat.padLeft(style.name ?? "", to: 9) + ":"
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
            return progress(snapshot, style: style, width: 20)
        }
    }

    /// The bar and percentage in exactly `width` columns (or the percentage alone when the bar has no room);
    /// with no total, an indeterminate bar of `width` columns.
    static func progress(_ snapshot: Snapshot, style: Style, width: Int) -> String {
        guard let fraction = snapshot.fraction, let percent = snapshot.percent else {
            let position = Int((snapshot.elapsed * style.bounceSpeed).rounded(.down))
            return LinearBar.indeterminate(position: position, width: width, glyphs: style.glyphs)
        }
        let percentText = NumberFormat.padLeft("\(percent)%", to: 4)
        let barWidth = width - percentText.count - 1
        guard barWidth >= 3 else { return NumberFormat.padLeft(percentText, to: max(width, 0)) }
        return LinearBar.determinate(fraction: fraction, width: barWidth, glyphs: style.glyphs) + " " + percentText
    }

    /// Terminal columns `text` takes (one per Unicode scalar; the glyphs used are all one cell wide).
    public static func columns(_ text: String) -> Int { text.unicodeScalars.count }
}
