// swift-tools-version: 5.9
import PackageDescription

// The manifest Xcode 15 reads (Swift 5.9 and 5.10 tools; Xcode 16 and later read Package.swift):
// the libraries only, in the Swift 5 language mode, so that an app — the Catalog in
// Examples/ among them — builds with them in Xcode 15. The tests, the preview tool and the
// Contracts need Swift 6 tools and are in Package.swift only. Keep the targets below in step with
// Package.swift's: `Scripts/check-swift5-manifest.sh` (run by CI) fails when they differ and
// compiles the libraries for iOS with this manifest.
let package = Package(
    name: "TransitionKit",
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [
        .library(name: "TransitionKit", targets: ["TransitionKit"]),
        .library(name: "TransitionKitGestures", targets: ["TransitionKitGestures"]),
        .library(name: "TransitionKitGallery", targets: ["TransitionKitGallery"]),
    ],
    targets: [
        .target(name: "TransitionKitCore"),
        .target(name: "TransitionKitGestures", dependencies: ["TransitionKitCore"]),
        .target(name: "TransitionKit", dependencies: ["TransitionKitCore", "TransitionKitGestures"]),
        .target(name: "TransitionKitGallery", dependencies: ["TransitionKit"]),
    ],
    swiftLanguageVersions: [.v5]
)
