@testable import MeterKit

extension FuzzEntry {
    /// `ReplayScript.parse` on the input: a script parses to what its own text parses to again (offsets to
    /// the millisecond the text keeps), with offsets in order and in range; a malformed one is refused
    /// with a line that exists and a message safe to show.
    package static func replayScript(_ input: UnsafeRawBufferPointer) -> [String] {
        let text = text(input)
        let script: ReplayScript
        do {
            script = try ReplayScript.parse(text)
        } catch {
            var violations = unsafeParts(of: error.message, "the error message")
            let lineCount = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).count
            if !(1...lineCount).contains(error.line) { violations.append("the error names line \(error.line) of \(lineCount)") }
            return violations
        }
        var violations: [String] = []
        for (index, event) in script.events.enumerated() {
            // In seconds, as the replay times them and the parse compares them.
            if !(event.seconds >= 0 && event.seconds <= ReplayScript.longestOffset.seconds) { violations.append("offset \(event.offset) is out of range") }
            if index > 0, event.seconds < script.events[index - 1].seconds { violations.append("offset \(event.offset) goes back") }
        }
        guard let again = try? ReplayScript.parse(script.text) else {
            return violations + ["the script's own text does not parse: \(script.text.debugDescription)"]
        }
        let kept = again.events.count == script.events.count
            && zip(again.events, script.events).allSatisfy { $0.amount == $1.amount && abs($0.seconds - $1.seconds) <= 0.0005 + 1e-9 }
        if !kept { violations.append("the script's text says something else: \(script.text.debugDescription)") }
        if (try? ReplayScript.parse(again.text)) != again { violations.append("the text of a parsed text changes again") }
        return violations
    }

    /// A replay script's amount (`ReplayScript.parseAmount`) on the input, in both units: a suffix
    /// multiplies by 1024 (1000 with `si`), or the amount is refused when the product does not fit.
    package static func replayAmount(_ input: UnsafeRawBufferPointer) -> [String] {
        let word = Substring(text(input))
        var violations: [String] = []
        for (si, base) in [(false, UInt64(1024)), (true, UInt64(1000))] {
            guard let plain = ReplayScript.parseAmount(word, si: si), word.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                continue
            }
            let (product, overflow) = plain.multipliedReportingOverflow(by: base)
            let suffixed = ReplayScript.parseAmount(word + "k", si: si)
            if suffixed != (overflow ? nil : product) {
                violations.append("amount \(word)k is \(suffixed.map(String.init) ?? "refused"), with si \(si)")
            }
        }
        return violations
    }

    /// `CountCache.parse` on the input: what it accepts is written back (`format`) as text that parses to
    /// the same entry and key; and any key, the input itself, survives being written and read.
    package static func countCache(_ input: UnsafeRawBufferPointer) -> [String] {
        let text = text(input)
        var violations: [String] = []
        if let (entry, key) = CountCache.parse(text) {
            let again = CountCache.parse(CountCache.format(entry, key: key))
            if again?.entry != entry || again?.key != key { violations.append("an accepted cache file changes when written back") }
        }
        let entry = CountCache.Entry(unit: .lines, count: UInt64(input.count))
        let written = CountCache.format(entry, key: text)
        if let again = CountCache.parse(written), again.entry == entry, again.key == text {} else {
            violations.append("the key \(text.debugDescription) does not survive the cache file: \(written.debugDescription)")
        }
        return violations
    }

    /// `WatchedFile.position(inFdinfo:)` and `flags(inFdinfo:)` on the input; then on a real fdinfo's first
    /// lines (`pos:` and `flags:`, with values taken from the input) followed by the input, where both must
    /// be found whatever follows.
    package static func fdinfo(_ input: UnsafeRawBufferPointer) -> [String] {
        let text = text(input)
        _ = WatchedFile.position(inFdinfo: text)
        _ = WatchedFile.flags(inFdinfo: text)
        let position = input.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        let flags = Int32(input.count & 0o7777777)
        let fdinfo = "pos:\t\(position)\nflags:\t0\(String(flags, radix: 8))\nmnt_id:\t15\n" + text
        var violations: [String] = []
        if WatchedFile.position(inFdinfo: fdinfo) != position { violations.append("pos: \(position) is not found") }
        if WatchedFile.flags(inFdinfo: fdinfo) != flags { violations.append("flags: 0\(String(flags, radix: 8)) is not found") }
        return violations
    }
}

extension FuzzEntry {
    /// The control channel's messages (`-R`, `-Q`): the input as a message a meter or a client reads, which
    /// must either be refused or read back the same from its own text; then the input's pieces (split at
    /// NUL) as a request's arguments, a refusal's reason and a meter's name, which must all survive the
    /// message; and a refusal's reason as the client shows it, which must be safe for a terminal.
    package static func controlMessage(_ input: UnsafeRawBufferPointer) -> [String] {
        let text = text(input)
        var violations: [String] = []
        if let request = ControlMessage.request(from: text), ControlMessage.request(from: ControlMessage.text(of: request)) != request {
            violations.append("an accepted request reads back differently: \(text.debugDescription)")
        }
        if let reply = ControlMessage.reply(from: text) {
            let written = ControlMessage.text(of: reply)
            if let again = ControlMessage.reply(from: written), ControlMessage.text(of: again) == written {} else {
                violations.append("an accepted reply reads back differently: \(text.debugDescription)")
            }
        }
        let pieces = input.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        let request = ControlMessage.Request.remote(arguments: pieces)
        if ControlMessage.request(from: ControlMessage.text(of: request)) != request {
            violations.append("the arguments \(pieces.debugDescription) do not survive a request")
        }
        let refusal = ControlMessage.Reply.refused(text)
        if ControlMessage.reply(from: ControlMessage.text(of: refusal)) != refusal {
            violations.append("the reason \(text.debugDescription) does not survive a reply")
        }
        let state = ControlMessage.MeterState(count: UInt64(input.count), total: nil, unit: .bytes, elapsed: 1.5, name: text)
        if ControlMessage.reply(from: ControlMessage.text(of: .ok([state]))) != .ok([state]) {
            violations.append("the name \(text.debugDescription) does not survive a reply")
        }
        violations += unsafeParts(of: "\(SafeText(text))", "a refusal's reason as shown")
        return violations
    }
}
