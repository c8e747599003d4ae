// swift-tools-version: 6.1
// Benchmarks for TransitionKit's hot paths, kept in their own package so the library itself
// depends on nothing. Run with `swift package --disable-sandbox benchmark` from this folder.
import Foundation
import PackageDescription

// A path dependency is identified by its folder name, which depends on where the repository was
// cloned; read it instead of hard-coding it.
let libraryFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let libraryPackage = libraryFolder.lastPathComponent
// The hot paths measured here — the interaction machine, allocation-free plan evaluation — and the
// preview renderers' sample plans are `package` API of the library (machinery an app never names),
// so the targets that use them join the library's Swift package, as its own targets and tests do:
// `-package-name` is the library's identity (its folder name, lower-cased), and
// `packageAccess: false` keeps SwiftPM from passing this package's name after it.
let libraryPackageAccess: [SwiftSetting] = [.unsafeFlags(["-package-name", libraryPackage.lowercased()])]

let gestures: Target.Dependency = .product(name: "TransitionKitGestures", package: libraryPackage)

/// A benchmark executable in `Benchmarks/<name>`: the benchmark library, the smoke-run switch and
/// TransitionKit, plus `using`; `machinery` joins the library's package for its `package` API.
func benchmark(_ name: String, using extra: [Target.Dependency] = [], machinery: Bool = false) -> Target {
    .executableTarget(
        name: name,
        dependencies: [
            .product(name: "Benchmark", package: "benchmark"), "SmokeRun",
            .product(name: "TransitionKit", package: libraryPackage),
        ] + extra,
        path: "Benchmarks/\(name)",
        packageAccess: !machinery,
        swiftSettings: machinery ? libraryPackageAccess : nil,
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
}

let package = Package(
    name: "TransitionKitBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // Shortens every benchmark when CI runs them as a smoke run (Scripts/benchmark-smoke.sh).
        .target(
            name: "SmokeRun",
            dependencies: [.product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/SmokeRun"
        ),
        // The hot paths, defined once for the benchmarks that time them and for the smoke run's
        // ratio check; the interaction machine and the plan's evaluation are machinery (`package`).
        .target(
            name: "HotPaths",
            dependencies: [
                .product(name: "TransitionKit", package: libraryPackage),
                .product(name: "TransitionKitGestures", package: libraryPackage),
            ],
            path: "Benchmarks/HotPaths",
            packageAccess: false,
            swiftSettings: libraryPackageAccess
        ),
        // Each hot path's time (or, under callgrind, instructions) as a ratio to a reference
        // computation in the same process: Scripts/benchmark-smoke.sh's time check.
        .executableTarget(
            name: "HotPathRatios",
            dependencies: ["HotPaths"],
            path: "Benchmarks/HotPathRatios"
        ),
        benchmark("MotionBenchmarks", using: ["HotPaths", gestures], machinery: true),
        // One frame of the library's work and a reference computation for the smoke run's ratios;
        // the interaction machine and the card are machinery (`package`).
        benchmark("FrameBenchmarks", using: ["HotPaths", gestures], machinery: true),
        // The registry is machinery (`package`): apps register on `NavigationDelegate`.
        benchmark("RegistryBenchmarks", machinery: true),
        // Identifier matching and allocation-free evaluation are machinery (`package`).
        benchmark("MatchingBenchmarks", machinery: true),
        // The preview renderers are not a library product (apps never link them), so the
        // benchmarks compile their sources again, through the symbolic link
        // Benchmarks/PreviewRenderers → ../Sources/TransitionKitPreview.
        .target(
            name: "PreviewRenderers",
            dependencies: [
                .product(name: "TransitionKit", package: libraryPackage),
                .product(name: "TransitionKitGallery", package: libraryPackage),
            ],
            path: "Benchmarks/PreviewRenderers",
            packageAccess: false,
            swiftSettings: libraryPackageAccess
        ),
        benchmark("PreviewBenchmarks", using: ["PreviewRenderers"], machinery: true),
    ]
)
