// swift-tools-version:6.0
import PackageDescription

// A tool that embeds MeterKit, as a Swift developer would set one up. Here it depends on the meter
// checkout it sits in, by path; a path dependency is known by its folder's name, whatever the checkout is
// called. From a release you would write `.package(url: "https://…/meter.git", from: "0.1.0")` and
// `.product(name: "MeterKit", package: "meter")`.
let meter = Context.packageDirectory.split(separator: "/").dropLast(3).last.map { $0.lowercased() } ?? "meter"

let package = Package(
    name: "copy-with-meter",
    dependencies: [.package(path: "../../..")],
    targets: [
        .executableTarget(name: "CopyWithMeter", dependencies: [.product(name: "MeterKit", package: meter)]),
        .executableTarget(name: "AsyncCopy", dependencies: [.product(name: "MeterKit", package: meter)]),
        .testTarget(name: "CopyWithMeterTests", dependencies: [.product(name: "MeterKit", package: meter)]),
    ]
)
