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
/// are rooted at `Sources/` for this, and each names what it compiles (`sources:`): its own folder and its
/// half of each language. It leaves out (`exclude:`) what it knows to be another's; anything else under
/// `Sources/` is in neither list, so it compiles into no target and SwiftPM warns of it as unhandled.
let languages = [
    "English", "Czech", "Finnish", "French", "Georgian", "German", "Polish", "Portuguese", "BrazilianPortuguese", "Russian", "Spanish", "Turkish",
]
/// The folders of `Sources/` that are targets of their own.
let sourceFolders = ["CSystem", "MeterKit", "MeterCLI", "meter"]
/// The two halves of a language, by what follows its name: `""` (the library's), `"+Command"` (the command's).
let languageHalves = ["", "+Command"]
/// Each language's file of one half.
func languageFiles(_ half: String) -> [String] { languages.map { "Languages/\($0)/\($0)\(half).swift" } }
/// What a target rooted at `Sources/` compiles: its folder and its half of each language.
func sources(_ module: String, languageHalf half: String) -> [String] { [module] + languageFiles(half) }
/// What such a target leaves to the others: their folders and the other half of each language.
func others(_ module: String, languageHalf half: String) -> [String] {
    sourceFolders.filter { $0 != module } + languageHalves.filter { $0 != half }.flatMap(languageFiles)
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
        // The DocC catalogue is read by docc itself (scripts/docs); among the sources SwiftPM would hand it to
        // the compiler.
        .target(
            name: "MeterKit", dependencies: ["CSystem"], path: "Sources",
            exclude: others("MeterKit", languageHalf: "") + ["MeterKit/MeterKit.docc"], sources: sources("MeterKit", languageHalf: "")),
        .target(
            name: "MeterCLI", dependencies: ["MeterKit"], path: "Sources",
            exclude: others("MeterCLI", languageHalf: "+Command"), sources: sources("MeterCLI", languageHalf: "+Command")),
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
