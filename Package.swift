// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "meter",
    products: [
        .executable(name: "meter", targets: ["meter"]),
        .library(name: "MeterKit", targets: ["MeterKit"]),
    ],
    targets: [
        // The few Linux calls that Glibc's Swift module hides (splice, pipe sizes, signalfd).
        .target(name: "CSystem"),
        .target(name: "MeterKit", dependencies: ["CSystem"]),
        .target(name: "MeterCLI", dependencies: ["MeterKit"]),
        .executableTarget(name: "meter", dependencies: ["MeterCLI"]),
        // Helpers the test targets share (a seeded random generator, a virtual screen, a meter drawn alone);
        // not part of the product.
        .target(name: "TestSupport", dependencies: ["MeterKit"], path: "Tests/TestSupport"),
        .testTarget(name: "MeterKitTests", dependencies: ["MeterKit", "TestSupport"]),
        // MeterKit as a Swift tool sees it: its public API only, no @testable.
        .testTarget(name: "LibraryTests", dependencies: ["MeterKit"]),
        .testTarget(name: "MeterCLITests", dependencies: ["MeterCLI", "MeterKit", "TestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["meter", "TestSupport"], exclude: ["Golden"]),
        // What the fuzz targets share: libFuzzer's driver and check, and the replay of files without libFuzzer.
        .target(name: "CFuzzing", path: "Tests/Fuzz/CFuzzing"),
        .target(name: "FuzzHarness", dependencies: ["CFuzzing"], path: "Tests/Fuzz/Harness"),
    ]
)

/// The fuzz targets (`scripts/fuzz NAME SECONDS`): one executable each, built by every `swift build` so that
/// they keep compiling; `-DFUZZING -sanitize=fuzzer` makes them libFuzzer binaries. Their seed corpora and
/// crash inputs are in `Tests/Fuzz/Corpus/NAME` and `Tests/Fuzz/Crashes/NAME`.
let fuzzTargets = ["options", "template", "sizes", "replay-script", "count-cache", "fdinfo", "safe-text", "line-counter", "control-message"]
for name in fuzzTargets {
    package.targets.append(
        .executableTarget(
            name: "fuzz-\(name)", dependencies: ["FuzzHarness", "MeterKit", "MeterCLI"], path: "Tests/Fuzz/Targets/\(name)"))
}
