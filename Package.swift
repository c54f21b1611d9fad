// swift-tools-version:6.0
import PackageDescription

/// The release link lays meter's start-up and common jobs out side by side, so that a run touches a few
/// pages of its code instead of pages all over it (peak RSS of `meter -q`: 3.1 MiB instead of 5.4 MiB).
/// `scripts/order-start-up` writes the list; lld skips names that a later change renamed.
let startUpLayout = [
    "-use-ld=lld",
    "-Xlinker", "--symbol-ordering-file=" + String(#filePath.dropLast("Package.swift".count)) + "Sources/meter/start-up.order",
    "-Xlinker", "--no-warn-symbol-ordering",
]

/// A language is one folder, `Sources/Languages/NAME`, whatever module its words serve: `NAME.swift`
/// holds the library's words (compiled into MeterKit) and `NAME+Command.swift` the command's, `--help`
/// included (compiled into MeterCLI, so that none of them ships in the library). MeterKit and MeterCLI
/// are rooted at `Sources/` for this, and each leaves out what is not its own (`allBut`).
let languages = [
    "English", "Czech", "Finnish", "French", "Georgian", "German", "Polish", "Portuguese", "BrazilianPortuguese", "Russian", "Spanish", "Turkish",
]
/// What a target rooted at `Sources/` leaves to the others: the other targets' folders and the other half
/// of each language (`keeping` is the half it compiles: `""` for `NAME.swift`, `"+Command"`).
func allBut(_ module: String, keeping half: String) -> [String] {
    let halves = ["", "+Command"].filter { $0 != half }
    return ["CSystem", "MeterKit", "MeterCLI", "meter"].filter { $0 != module }
        + languages.flatMap { language in halves.map { "Languages/\(language)/\(language)\($0).swift" } }
}

let package = Package(
    name: "meter",
    products: [
        .executable(name: "meter", targets: ["meter"]),
        .library(name: "MeterKit", targets: ["MeterKit"]),
    ],
    targets: [
        // The few Linux calls that Glibc's Swift module hides (splice, pipe sizes, signalfd).
        .target(name: "CSystem"),
        .target(name: "MeterKit", dependencies: ["CSystem"], path: "Sources", exclude: allBut("MeterKit", keeping: "")),
        .target(name: "MeterCLI", dependencies: ["MeterKit"], path: "Sources", exclude: allBut("MeterCLI", keeping: "+Command")),
        .executableTarget(
            name: "meter", dependencies: ["MeterCLI"], exclude: ["start-up.order"],
            linkerSettings: [.unsafeFlags(startUpLayout, .when(platforms: [.linux], configuration: .release))]),
        // Helpers the test targets share (a seeded random generator, a virtual screen, a meter drawn alone);
        // not part of the product.
        .target(name: "TestSupport", dependencies: ["MeterKit", "CTestSupport"], path: "Tests/TestSupport"),
        .testTarget(name: "MeterKitTests", dependencies: ["MeterKit", "TestSupport"]),
        // MeterKit as a Swift tool sees it: its public API only, no @testable.
        .testTarget(name: "LibraryTests", dependencies: ["MeterKit", "CTestSupport"]),
        .testTarget(name: "MeterCLITests", dependencies: ["MeterCLI", "MeterKit", "TestSupport"]),
        // What the tests need of C: pidfd_open, to wait for a child's exit in poll, and pipe2, for pipes no
        // child inherits.
        .target(name: "CTestSupport", path: "Tests/CTestSupport"),
        .testTarget(name: "EndToEndTests", dependencies: ["meter", "TestSupport", "CTestSupport"], exclude: ["Golden", "FaultFS"]),
    ]
)

/// Fuzzing (`scripts/fuzz NAME SECONDS`) is declared only when `METER_FUZZ` is 1 in the environment, as
/// `scripts/test` and `scripts/fuzz` set it: a plain `swift build`, the README's first command, compiles
/// none of it, and nothing of it ships in the library or the command.
/// - FuzzEntries: one function a target, which hands bytes to one parser (or the renderer, or the
///   counter) and returns the properties they broke; it reaches MeterKit's and MeterCLI's package API.
/// - fuzz-NAME: an executable a target; `-DFUZZING -sanitize=fuzzer` makes it a libFuzzer binary, and a
///   normal build replays the files it is given. Seed corpora and crash inputs are in
///   `Tests/Fuzz/Corpus/NAME` and `Tests/Fuzz/Crashes/NAME`.
/// - FuzzInputTests: every committed input through its entry point, in every `swift test` of scripts/test.
let fuzzTargets = [
    "options", "template", "sizes", "replay-script", "count-cache", "fdinfo", "safe-text", "line-counter", "control-message",
    "progress-lines",
]
if Context.environment["METER_FUZZ"] == "1" {
    package.targets += [
        // What the fuzz targets share: libFuzzer's driver and check, and the replay of files without libFuzzer.
        .target(name: "CFuzzing", path: "Tests/Fuzz/CFuzzing"),
        .target(name: "FuzzHarness", dependencies: ["CFuzzing"], path: "Tests/Fuzz/Harness"),
        .target(name: "FuzzEntries", dependencies: ["MeterKit", "MeterCLI", "CSystem"], path: "Tests/Fuzz/Entries"),
        .testTarget(name: "FuzzInputTests", dependencies: ["FuzzEntries", "MeterKit"]),
    ]
    for name in fuzzTargets {
        package.targets.append(
            .executableTarget(name: "fuzz-\(name)", dependencies: ["FuzzHarness", "FuzzEntries"], path: "Tests/Fuzz/Targets/\(name)"))
    }
}
