@testable import MeterKit

extension FuzzEntry {
    /// `Template.lenient` on the input as a `-F` format, each parsed template drawn for a few snapshots in a
    /// few styles at widths from 1 to 132: the frame never takes more columns than the width. The strict
    /// `Template.parse` agrees with it, or names a sequence that is in the format where it says.
    package static func template(_ input: UnsafeRawBufferPointer) -> [String] {
        let format = text(input)
        let template = Template.lenient(format)
        var violations = strictParseAgrees(format, template)
        for var style in TemplateSamples.styles {
            style.template = template
            for snapshot in TemplateSamples.snapshots {
                for width in TemplateSamples.widths {
                    let frame = Renderer.render(snapshot, style: style, width: width)
                    let columns = TerminalText.columns(frame)
                    if columns > width { violations.append("\(columns) columns at width \(width): \(frame.debugDescription)") }
                }
            }
        }
        return violations
    }

    /// What is wrong with the strict parse of `format`, whose lenient parse is `lenient`: it must give the
    /// same template, or throw an error whose sequence starts with `%` and stands at its offset.
    private static func strictParseAgrees(_ format: String, _ lenient: Template) -> [String] {
        do {
            return try Template.parse(format) == lenient ? [] : ["the strict parse differs from the lenient one"]
        } catch {
            let fits = error.offset >= 0 && error.offset + error.sequence.count <= format.count
            guard fits, error.sequence.hasPrefix("%"), String(format[error.range]) == error.sequence else {
                return ["the error's sequence \(error.sequence.debugDescription) is not at offset \(error.offset)"]
            }
            return []
        }
    }

    /// `SafeText` on the input as bytes: the text is safe to show and stays what it is when made safe
    /// again; cut to a width, it is safe, fits, and is the whole text whenever that fits. The input as a
    /// name in `--json`'s objects is safe to show too: one JSON string that reads back as the name.
    package static func safeText(_ input: UnsafeRawBufferPointer) -> [String] {
        let whole = SafeText(input).text
        var violations = unsafeParts(of: whole, "the safe text")
        if SafeText(whole).text != whole { violations.append("the safe text changes when made safe again") }
        let wholeColumns = TerminalText.columns(whole)
        for columns in [0, 1, 2, 3, 4, 5, 8, 13, 40, 80] {
            let cut = SafeText(input, columns: columns).text
            violations += unsafeParts(of: cut, "the text cut to \(columns)")
            let used = TerminalText.columns(cut)
            if used > columns { violations.append("the text cut to \(columns) takes \(used): \(cut.debugDescription)") }
            if wholeColumns <= columns, cut != whole { violations.append("the text fits in \(columns) but was cut") }
        }
        return violations + jsonString(text(input))
    }

    /// What is wrong with `name` written as a JSON string (`--json`'s names): it must be safe to show, and
    /// one string whose escapes, undone, give the name back.
    static func jsonString(_ name: String) -> [String] {
        let quoted = JSONWriter.quoted(name)
        var violations = unsafeParts(of: quoted, "the JSON string")
        if undoEscapes(quoted) != name { violations.append("the JSON string does not read back: \(quoted.debugDescription)") }
        return violations
    }

    /// The text of a JSON string as `JSONWriter` writes them (the escapes it uses), or `nil` when it is not
    /// one string: no closing quote, a quote or a control inside unescaped, an escape it never writes.
    private static func undoEscapes(_ quoted: String) -> String? {
        var scalars = Array(quoted.unicodeScalars)
        guard scalars.count >= 2, scalars.first == "\"", scalars.last == "\"" else { return nil }
        scalars = Array(scalars.dropFirst().dropLast())
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            guard scalar == "\\" else {
                if scalar == "\"" || scalar.value < 0x20 { return nil }
                result.append(scalar)
                continue
            }
            guard index < scalars.count else { return nil }
            let escape = scalars[index]
            index += 1
            switch escape {
            case "\"", "\\": result.append(escape)
            case "n": result.append("\n")
            case "r": result.append("\r")
            case "t": result.append("\t")
            case "u":
                guard index + 4 <= scalars.count,
                    let value = UInt32(String(String.UnicodeScalarView(scalars[index..<index + 4])), radix: 16),
                    let decoded = Unicode.Scalar(value)
                else { return nil }
                result.append(decoded)
                index += 4
            default: return nil
            }
        }
        return String(result)
    }
}

/// What the template target draws a parsed template with: values a meter reaches (halfway with every
/// optional value set, no total, a count far past its total at the end), pv's and meter's styles.
enum TemplateSamples {
    static let widths = [1, 2, 3, 5, 8, 13, 21, 40, 80, 132]

    static let snapshots: [Snapshot] = {
        var halfway = Snapshot(
            count: 512 << 20, total: 1 << 30, unit: .bytes, elapsed: 65, rate: 13_107_200, averageRate: 10_485_760,
            remaining: 51, finishWallTime: 1_764_548_393, isFinal: false)
        halfway.finishLocalTime = CalendarTime(year: 2026, month: 12, day: 1, hour: 0, minute: 19, second: 53)
        halfway.name = "backup"
        halfway.message = "compiling 日本語 main.swift\u{1B}[31m"
        halfway.peakRate = 20_000_000
        halfway.bufferPercent = 45
        halfway.lastWritten = Array("tail\n\u{7F}\u{1B}".utf8)
        var unknown = Snapshot(
            count: 123_456_789, total: nil, unit: .lines, elapsed: 3.7, rate: 0, averageRate: 1_234, remaining: nil,
            isFinal: false, animationTime: 3.75)
        unknown.indicatorStep = 7
        unknown.name = "名前"
        let overshoot = Snapshot(
            count: 1 << 62, total: 1000, unit: .records, elapsed: 0, rate: 0, averageRate: 0, remaining: nil, isFinal: true)
        return [halfway, unknown, overshoot]
    }()

    static let styles: [Style] = [
        Style(),
        Style(glyphs: .ascii, si: true, bits: true, gauge: true, utcClock: true),
        Style(
            indicator: .circular, reduceMotion: true,
            palette: Palette(tint: .orange, depth: .trueColor), showsPercentage: false),
    ]
}
