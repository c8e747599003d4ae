// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TransitionKit",
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [
        .library(name: "TransitionKit", targets: ["TransitionKit"]),
        .library(name: "TransitionKitGestures", targets: ["TransitionKitGestures"]),
        .executable(name: "transitionkit-preview", targets: ["transitionkit-preview"]),
    ],
    targets: [
        // Gesture tracking, release decisions and the pan driver. Depends on nothing, so the
        // navigation layer in `TransitionKit` can install a driver by default.
        .target(name: "TransitionKitGestures"),
        // Motion, choreography, registry, navigation logic and their UIKit / SwiftUI realisers.
        .target(name: "TransitionKit", dependencies: ["TransitionKitGestures"]),
        // Headless previews (SVG, JSON, HTML scrubber) of the same plans the UIKit animators run.
        .target(name: "TransitionKitPreview", dependencies: ["TransitionKit"]),
        .executableTarget(name: "transitionkit-preview", dependencies: ["TransitionKitPreview"]),
        // Helpers shared by the test targets (a seeded random generator).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "TestSupportTests", dependencies: ["TestSupport"]),
        .testTarget(name: "TransitionKitTests", dependencies: ["TransitionKit", "TestSupport"]),
        .testTarget(name: "TransitionKitPreviewTests", dependencies: ["TransitionKitPreview"]),
        .testTarget(
            name: "TransitionKitGesturesTests", dependencies: ["TransitionKitGestures", "TestSupport"]),
        // Each issue's Contract snippet, compiled unchanged, one module per Contract so that the
        // screens two Contracts declare do not collide. Not products: nothing ships them. UIKit
        // and SwiftUI Contracts compile empty on Linux and are built for iOS by `.ci/run`.
        .target(name: "Issue2Motion", dependencies: ["TransitionKit"], path: "Contracts/Issue2Motion"),
        .target(
            name: "Issue3Navigation", dependencies: ["TransitionKit"], path: "Contracts/Issue3Navigation"),
        .target(
            name: "Issue4Gestures", dependencies: ["TransitionKit", "TransitionKitGestures"],
            path: "Contracts/Issue4Gestures"),
        .target(name: "Issue5Barless", dependencies: ["TransitionKit"], path: "Contracts/Issue5Barless"),
        .target(name: "Issue7SwiftUI", dependencies: ["TransitionKit"], path: "Contracts/Issue7SwiftUI"),
    ],
    swiftLanguageModes: [.v6]
)
