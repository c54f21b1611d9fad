/// meter's version, written here and nowhere else. `meter --version` prints `meter` and it, as pv prints
/// its name; the manual's `.TH` header carries it (Tests/MeterCLITests/ManualTests.swift checks); the
/// scripts read it through scripts/version, which takes it from the `number` line below: keep that line
/// as it is, a plain string literal on one line.
enum Version {
    static let number = "0.1.0"

    /// What `meter --version` prints, without the newline.
    static var line: String { "meter \(number)" }
}
