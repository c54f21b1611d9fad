/// Number and time texts as pv prints them, without Foundation.
public enum NumberFormat {
    /// `value` with exactly `decimals` digits after the point, rounded half away from zero.
    public static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "?" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let negative = value < 0
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9.2e18 else { return negative ? "-huge" : "huge" }
        let whole = UInt64(scaled)
        var text = String(whole / UInt64(scale))
        if decimals > 0 {
            var fraction = String(whole % UInt64(scale))
            while fraction.count < decimals { fraction = "0" + fraction }
            text += "." + fraction
        }
        return negative && whole != 0 ? "-" + text : text
    }

    /// Pads `text` on the left with spaces to `width` terminal columns (a wide character takes two, a
    /// combining mark none: the text may be a name).
    public static func padLeft(_ text: String, to width: Int) -> String {
        let length = TerminalText.columns(text)
        return length >= width ? text : String(repeating: " ", count: width - length) + text
    }

    /// Three significant digits in four columns, as pv shows amounts: `1.23`, `12.3`, ` 123`.
    static func threeDigits(_ value: Double) -> String {
        if value < 9.995 { return fixed(value, decimals: 2) }
        if value < 99.95 { return fixed(value, decimals: 1) }
        return padLeft(fixed(value, decimals: 0), to: 4)
    }

    /// An amount with a unit prefix: `2.86MiB` (bytes, binary), `2.86MB` (bytes, `--si`), `100k` (lines).
    /// Bytes use `B` with a space for the unprefixed unit (`1.00 B`), as pv does. Amounts of one kind are
    /// padded on the left to one width (` 1.00 B`, `1.00KiB`).
    public static func amount(_ value: Double, unit: CountingUnit, si: Bool, perSecond: Bool = false) -> String {
        let isBytes = unit == .bytes
        let prefixes = unitPrefixes(unit: unit, si: si, spacedBytes: true)
        let (scaled, index) = scale(value, unit: unit, si: si)
        let suffix = prefixes[index] + (perSecond ? "/s" : "")
        // Every amount of one kind takes the same width, so the fields after it never shift.
        let width = 4 + prefixes.reduce(0) { max($0, $1.count) } + (perSecond ? 2 : 0)
        if !isBytes, index == 0, !perSecond {
            return padLeft(String(UInt64(scaled.rounded(.down))) + suffix, to: width - 1)
        }
        return padLeft(threeDigits(scaled) + suffix, to: width)
    }

    /// The unit names from the unprefixed one up: `B KiB MiB …` (with a space before a lone `B` when
    /// `spacedBytes`, so it lines up with the prefixed ones), `B kB MB …` with `si`, `"" k M …` for counts.
    static func unitPrefixes(unit: CountingUnit, si: Bool, spacedBytes: Bool) -> [String] {
        guard unit == .bytes else { return ["", "k", "M", "G", "T", "P", "E"] }
        let bytes = spacedBytes ? " B" : "B"
        return si ? [bytes, "kB", "MB", "GB", "TB", "PB", "EB"] : [bytes, "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"]
    }

    /// `value` divided by 1024 (1000 with `si`, or for counts) until it shows in at most three digits,
    /// and how many times it was divided: the index of its unit prefix.
    static func scale(_ value: Double, unit: CountingUnit, si: Bool) -> (value: Double, prefix: Int) {
        let base = unit == .bytes && !si ? 1024.0 : 1000.0
        var scaled = max(0, value.isFinite ? value : 0)
        var index = 0
        while index < 6, scaled >= 999.5 {
            scaled /= base
            index += 1
        }
        return (scaled, index)
    }

    /// A duration as `H:MM:SS` (hours are not capped), from whole seconds rounded down.
    public static func duration(_ seconds: Double) -> String {
        let total = seconds.isFinite && seconds > 0 ? UInt64(min(seconds, 3.6e15)) : 0
        let hours = total / 3600
        let minutes = (total / 60) % 60
        let secs = total % 60
        return "\(hours):" + twoDigits(minutes) + ":" + twoDigits(secs)
    }

    /// A clock time `HH:MM:SS` for `epochSeconds`, in UTC or in the local time zone.
    public static func clockTime(_ epochSeconds: Double, utc: Bool) -> String {
        var time = time_t(epochSeconds.isFinite ? epochSeconds.rounded(.down) : 0)
        var parts = tm()
        if utc { gmtime_r(&time, &parts) } else { localtime_r(&time, &parts) }
        return twoDigits(UInt64(parts.tm_hour)) + ":" + twoDigits(UInt64(parts.tm_min)) + ":"
            + twoDigits(UInt64(parts.tm_sec))
    }

    static func twoDigits(_ value: UInt64) -> String { value < 10 ? "0\(value)" : "\(value)" }
}

import Glibc
