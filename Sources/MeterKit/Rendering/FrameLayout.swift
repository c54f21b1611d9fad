/// One frame being laid out: the template's pieces with their texts, the fields that take the width the
/// others leave, and meter's rule for a width too small for them all.
///
/// A frame is never wider than its width and no number is cut in half: fields are dropped whole, each with
/// the space before it, in ``dropOrder`` (the sparklines first, which pv has not, and before a bar beside them
/// has fewer than ten cells, so that `--layout large` keeps its bar; then the bar, keeping its percentage;
/// then the last written
/// bytes give up their oldest bytes, as many as needed, and go only when none is left; then the buffer
/// fill, the average rate, the ratio, the finish time, the ETA, the rate, the timer, then the percentage,
/// then the name). Before any number goes, the name is shortened with `…` when that alone makes the frame
/// fit: a user would rather see the numbers beside a shortened name. The count is never dropped: only a
/// count too wide on its own is cut.
struct FrameLayout {
    /// A piece of the line: text, colour codes (no columns), or a field's text.
    struct Piece {
        var field: Template.Field?
        var text: String
        /// Whether the piece takes its width from the room left (a bar, the latest line).
        var isFlexible = false
        /// The width a format gave the field, if any.
        var width: Int?
        /// Whether the progress field has given up its bar and shows its number alone, right-aligned.
        var showsNumberOnly = false
    }

    /// What to give up, in order, while the frame is too wide.
    enum Reduction: Equatable {
        /// The progress field's bar: its number stays; bars on their own go.
        case bar
        /// Every piece showing this field.
        case field(Template.Field)
        /// The last written bytes' oldest ones, as many as the frame needs; the field goes when none is left.
        case lastWritten
        /// The name, shortened with `…`.
        case name
        /// The number the progress field kept, and `%{progress-amount-only}`.
        case percentage

        /// Whether this takes a number away (not the bar, the bytes written, or the name).
        var dropsANumber: Bool {
            switch self {
            case .field(let field): return ![.name, .sparkline, .runSparkline].contains(field)
            case .percentage: return true
            case .bar, .lastWritten, .name: return false
            }
        }
    }

    static let dropOrder: [Reduction] = [
        .field(.runSparkline), .field(.sparkline), .bar, .lastWritten, .field(.bufferPercent), .field(.averageRate), .field(.ratio), .field(.finishTime), .field(.eta),
        .field(.rate), .field(.timer), .name, .percentage, .field(.name),
    ]

    let snapshot: Snapshot
    let style: Style
    private(set) var pieces: [Piece] = []
    /// A leading field had nothing to show: the space that follows it goes with it.
    private var dropsNextSeparator = false

    init(snapshot: Snapshot, style: Style) {
        self.snapshot = snapshot
        self.style = style
        for segment in style.template.segments {
            switch segment {
            case .text(let text):
                if dropsNextSeparator, text == " " {
                    dropsNextSeparator = false
                    continue
                }
                pieces.append(Piece(field: nil, text: text))
            case .graphicRendition(let codes):
                pieces.append(Piece(field: nil, text: style.palette == nil ? "" : GraphicRendition.sequences(codes)))
            case .field(let field, let width): add(field, width: width)
            }
        }
    }

    /// Adds a field; in a layout built from switches, a field with nothing to show goes with its space.
    private mutating func add(_ field: Template.Field, width: Int?) {
        let isCircular = field == .progress && style.indicator == .circular
        if field.isFlexible, width == nil, !isCircular {
            if field == .message, style.template.collapsesEmptyFields, (snapshot.message ?? "").isEmpty {
                collapse()
                return
            }
            pieces.append(Piece(field: field, text: "", isFlexible: true))
            return
        }
        let text = Renderer.text(of: field, snapshot, style: style, width: width)
        if text.isEmpty, style.template.collapsesEmptyFields {
            collapse()
            return
        }
        pieces.append(Piece(field: field, text: text, width: width))
    }

    /// The cells a bar keeps before a sparkline beside it goes: the sparklines are pictures of the rate, the
    /// bar is the measure (pv has no sparklines, so its frames are not changed).
    static let barCellsBeforeSparklines = 10

    /// Drops fields until the frame fits in `width` columns, or nothing more may go; then, in a block of
    /// lines whose names line up (``Style/nameColumns``), a wider name is shortened to the block's width.
    mutating func fit(_ width: Int) {
        fitAlone(width)
        if let columns = style.nameColumns { shortenNames(to: columns) }
    }

    /// The columns the name takes before its colon, or nil when the frame shows none.
    var nameColumns: Int? {
        guard let piece = pieces.first(where: { $0.field == .name }), !piece.text.isEmpty else { return nil }
        return Renderer.columns(piece.text) - 1
    }

    /// Drops fields until the frame fits in `width` columns, or nothing more may go.
    private mutating func fitAlone(_ width: Int) {
        let hasBar = pieces.contains { $0.field == .progress && $0.isFlexible } && (snapshot.total != nil || style.gauge)
        for sparkline in [Template.Field.runSparkline, .sparkline]
        where hasBar && minimumColumns + Self.barCellsBeforeSparklines > width {
            removeAll { $0.field == sparkline }
        }
        for reduction in Self.dropOrder {
            let excess = minimumColumns - width
            guard excess > 0 else { return }
            if reduction.dropsANumber, excess <= nameSavings {
                shortenNames(by: excess)
                return
            }
            reduce(reduction, excess: excess)
        }
    }

    /// The most columns shortening the name can save: all of it but a letter, the `…` and the colon.
    private var nameSavings: Int {
        pieces.filter { $0.field == .name }.map { max(0, Renderer.columns($0.text) - 3) }.min() ?? 0
    }

    /// The columns the frame needs at least: every fixed piece, and the smallest useful bar.
    var minimumColumns: Int {
        pieces.reduce(0) { $0 + ($1.isFlexible ? minimumColumns(of: $1) : Renderer.columns($1.text)) }
    }

    /// The smallest width worth drawing a bar in: its ends and one cell beside its number, or the
    /// indicator with its ends; nothing for the latest line.
    private func minimumColumns(of piece: Piece) -> Int {
        let hasScale = snapshot.total != nil || style.gauge
        if piece.showsNumberOnly { return Renderer.columns(Renderer.progressNumber(snapshot, style: style)) }
        switch piece.field {
        case .progress:
            guard hasScale else { return style.glyphs.bouncer.count + 2 }
            let number = style.showsPercentage ? Renderer.progressNumber(snapshot, style: style) : ""
            return 3 + Renderer.columns(number) + (number.isEmpty || snapshot.total == nil ? 0 : 1)
        case .message, nil: return 0
        default: return hasScale ? 1 : style.glyphs.bouncer.count
        }
    }

    private mutating func reduce(_ reduction: Reduction, excess: Int) {
        switch reduction {
        case .bar: dropBars()
        case .field(let field): removeAll { $0.field == field }
        case .lastWritten: shortenLastWritten(by: excess)
        case .name: shortenNames(by: excess)
        case .percentage: removeAll { $0.field == .progress || $0.field == .progressAmountOnly }
        }
    }

    /// The progress field keeps only its number (in the room it had); bars drawn on their own go.
    private mutating func dropBars() {
        let bars: Set<Template.Field> = [.progressBarOnly, .plainBar, .blockBar, .granularBar, .shadedBar]
        removeAll { $0.field.map(bars.contains) ?? false }
        let number = Renderer.progressNumber(snapshot, style: style)
        guard !number.isEmpty else { return removeAll { $0.field == .progress } }
        for index in pieces.indices where pieces[index].field == .progress {
            pieces[index].showsNumberOnly = true
            if !pieces[index].isFlexible { pieces[index].text = NumberFormat.padLeft(number, to: pieces[index].width ?? 0) }
        }
    }

    /// Takes `excess` columns from the last written bytes (one column a byte), their oldest first; the field
    /// goes, with its space, when that leaves none.
    private mutating func shortenLastWritten(by excess: Int) {
        var left = excess
        for index in pieces.indices.reversed() where pieces[index].field == .lastWritten && left > 0 {
            let kept = pieces[index].text.unicodeScalars.count - left
            left -= pieces[index].text.unicodeScalars.count
            pieces[index].text = kept > 0 ? String(String.UnicodeScalarView(pieces[index].text.unicodeScalars.suffix(kept))) : ""
        }
        removeAll { $0.field == .lastWritten && $0.text.isEmpty }
    }

    /// Takes `excess` columns from the name: its padding first, then its end, marked `…` (a letter stays).
    private mutating func shortenNames(by excess: Int) {
        guard let name = snapshot.name.map({ SafeText($0).text }), !name.isEmpty else { return }
        for index in pieces.indices where pieces[index].field == .name {
            let room = max(2, Renderer.columns(pieces[index].text) - 1 - excess)
            pieces[index].text = FrameLayout.name(name, in: room) + ":"
        }
    }

    /// Shortens a name wider than `columns` to them, as ``shortenNames(by:)`` does.
    private mutating func shortenNames(to columns: Int) {
        guard let name = snapshot.name.map({ SafeText($0).text }), !name.isEmpty else { return }
        let room = max(2, columns)
        for index in pieces.indices where pieces[index].field == .name && Renderer.columns(pieces[index].text) - 1 > room {
            pieces[index].text = FrameLayout.name(name, in: room) + ":"
        }
    }

    /// `name` in `room` columns: padded on the left, or cut at its end, marked `…`.
    private static func name(_ name: String, in room: Int) -> String {
        Renderer.columns(name) <= room ? NumberFormat.padLeft(name, to: room) : TerminalText.prefix(name, columns: room - 1) + "…"
    }

    /// Removes the pieces `isRemoved` picks, each with the lone space that separated it.
    private mutating func removeAll(where isRemoved: (Piece) -> Bool) {
        var index = pieces.count - 1
        while index >= 0 {
            if index < pieces.count, isRemoved(pieces[index]) {
                pieces.remove(at: index)
                if !removeSeparator(before: index), index < pieces.count, pieces[index].text == " ",
                    pieces[index].field == nil
                {
                    pieces.remove(at: index)
                }
            }
            index -= 1
        }
    }

    /// A field with nothing to show takes its separator with it: the space before it, or for the first field
    /// the space after it.
    private mutating func collapse() {
        if !removeSeparator(before: pieces.count), pieces.allSatisfy({ $0.field == nil && $0.text.isEmpty }) {
            dropsNextSeparator = true
        }
    }

    /// Removes a lone space just before `index`, if there is one.
    @discardableResult
    private mutating func removeSeparator(before index: Int) -> Bool {
        guard index > 0, pieces[index - 1].field == nil, pieces[index - 1].text == " " else { return false }
        pieces.remove(at: index - 1)
        return true
    }

    /// The line: the room left shared among the flexible pieces (the latest line first takes what it needs,
    /// up to half of it beside a bar; the bars share the rest equally), cut at `width` only if even the count does not fit, and the colours
    /// of a format reset at its end.
    func line(width: Int) -> String {
        var pieces = pieces
        let fixed = pieces.reduce(0) { $0 + ($1.isFlexible ? 0 : Renderer.columns($1.text)) }
        var available = max(0, width - fixed)
        let lineSlots = pieces.indices.filter { pieces[$0].isFlexible && pieces[$0].field == .message }
        let barSlots = pieces.indices.filter { pieces[$0].isFlexible && pieces[$0].field != .message }
        if !lineSlots.isEmpty {
            let room = (barSlots.isEmpty ? available : available / 2) / lineSlots.count
            let text = Renderer.cut(Renderer.shownLine(snapshot), to: room)
            for index in lineSlots { pieces[index].text = text }
            available -= Renderer.columns(text) * lineSlots.count
        }
        // Equal shares, rounded down, as pv shares the room among its bars.
        for index in barSlots {
            let share = available / barSlots.count
            guard let field = pieces[index].field else { continue }
            pieces[index].text = pieces[index].showsNumberOnly
                ? NumberFormat.padLeft(Renderer.progressNumber(snapshot, style: style), to: share)
                : Renderer.text(of: field, snapshot, style: style, width: share)
        }
        var line = pieces.reduce("") { $0 + $1.text }
        if width > 0, Renderer.columns(line) > width { line = TerminalText.prefix(line, columns: width) }
        return line + (leavesRenditionSet ? GraphicRendition.reset : "")
    }

    /// Whether the format's last colour codes leave something set (pv then ends the line with a reset).
    private var leavesRenditionSet: Bool {
        guard style.palette != nil else { return false }
        for case .graphicRendition(let codes) in style.template.segments.reversed() where !codes.isEmpty {
            return (codes.last ?? 0) > 0
        }
        return false
    }
}
