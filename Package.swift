// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TransitionKit",
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [
        .library(name: "TransitionKit", targets: ["TransitionKit"]),
        .library(name: "TransitionKitGestures", targets: ["TransitionKitGestures"]),
        .library(name: "TransitionKitGallery", targets: ["TransitionKitGallery"]),
        .executable(name: "transitionkit-preview", targets: ["transitionkit-preview"]),
    ],
    targets: [
        // The shared core both libraries re-export: motion values, timing, springs, visual state,
        // plans, the navigation operation and the layout direction. Depends on nothing.
        .target(name: "TransitionKitCore"),
        // Gesture tracking, release decisions and the pan driver, so the navigation layer in
        // `TransitionKit` can install a driver by default.
        .target(name: "TransitionKitGestures", dependencies: ["TransitionKitCore"]),
        // Choreography, registry, navigation logic and their UIKit / SwiftUI plan animators.
        .target(name: "TransitionKit", dependencies: ["TransitionKitCore", "TransitionKitGestures"]),
        // Tooling, not linked by apps: the built-in transitions by name with sample geometry, and the
        // sample screens the scrubber draws a plan on (playgrounds, the Catalog, previews).
        .target(name: "TransitionKitGallery", dependencies: ["TransitionKit"]),
        // Headless previews (SVG, JSON, HTML scrubber) of the same plans the UIKit animators run.
        .target(
            name: "TransitionKitPreview",
            dependencies: ["TransitionKit", "TransitionKitGestures", "TransitionKitGallery"]),
        .executableTarget(name: "transitionkit-preview", dependencies: ["TransitionKitPreview"]),
        // Helpers shared by the test targets (a seeded random generator).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "TestSupportTests", dependencies: ["TestSupport"]),
        // Contract models of UIKit for the Linux tests: each follows Apple's headers, implements a
        // port of TransitionKitCore (or of the bar-less toolbar's coordinators: navigation item,
        // bar button items, stack views, the run loop …) and records every documented misuse in
        // one ledger; and the test scenes both test targets share (the pan driver over the models).
        .target(
            name: "UIKitModels",
            dependencies: ["TransitionKitCore", "TransitionKitGestures", "TransitionKit"],
            path: "Tests/UIKitModels", exclude: ["README.md"]),
        .testTarget(name: "UIKitModelsTests", dependencies: ["UIKitModels", "TransitionKitCore"]),
        // A module exporting a type named `Spring`, as SwiftUI does from iOS 17, and the tests that
        // import it beside TransitionKit to prove the names do not collide.
        .target(name: "SwiftUISpringStandIn", path: "Tests/SwiftUISpringStandIn"),
        .testTarget(
            name: "NameCollisionTests",
            dependencies: ["SwiftUISpringStandIn", "TransitionKit", "TransitionKitGestures"]),
        .testTarget(name: "TransitionKitCoreTests", dependencies: ["TransitionKitCore", "TestSupport"]),
        .testTarget(
            name: "TransitionKitTests",
            dependencies: ["TransitionKit", "TransitionKitGallery", "TestSupport", "UIKitModels"]),
        .testTarget(
            name: "TransitionKitPreviewTests",
            dependencies: [
                "TransitionKitPreview", "TransitionKitGallery", "TransitionKitGestures", "TestSupport",
            ]),
        .testTarget(
            name: "TransitionKitGesturesTests",
            dependencies: ["TransitionKitGestures", "TestSupport", "UIKitModels"]),
        // Each feature's Contract: the public snippet an app writes, compiled unchanged, one module per
        // Contract so that the screens two Contracts declare do not collide (`Contracts/<Feature>`,
        // target `<Feature>Contract`). Not products: nothing ships them. UIKit and SwiftUI Contracts
        // compile empty on Linux and are built for iOS by `.ci/run`.
        .target(name: "BarlessContract", dependencies: ["TransitionKit"], path: "Contracts/Barless"),
        .target(
            name: "DismissalStylingContract", dependencies: ["TransitionKit", "TransitionKitGestures"],
            path: "Contracts/DismissalStyling"),
        .target(
            name: "FrameReportsContract", dependencies: ["TransitionKit"], path: "Contracts/FrameReports"),
        .target(
            name: "GesturesContract", dependencies: ["TransitionKit", "TransitionKitGestures"],
            path: "Contracts/Gestures"),
        .target(
            name: "HooksContract", dependencies: ["TransitionKit", "TransitionKitGestures"],
            path: "Contracts/Hooks"),
        .target(name: "MatchingContract", dependencies: ["TransitionKit"], path: "Contracts/Matching"),
        .target(name: "MotionContract", dependencies: ["TransitionKit"], path: "Contracts/Motion"),
        .target(name: "NavigationContract", dependencies: ["TransitionKit"], path: "Contracts/Navigation"),
        .target(
            name: "PopGestureContract", dependencies: ["TransitionKit", "TransitionKitGestures"],
            path: "Contracts/PopGesture"),
        .target(
            name: "PresentationsContract", dependencies: ["TransitionKit", "TransitionKitGestures"],
            path: "Contracts/Presentations"),
        .target(name: "ReversalContract", dependencies: ["TransitionKit"], path: "Contracts/Reversal"),
        .target(name: "ScrubbingContract", dependencies: ["TransitionKit"], path: "Contracts/Scrubbing"),
        .target(
            name: "SwiftUINavigationStackContract", dependencies: ["TransitionKit"],
            path: "Contracts/SwiftUINavigationStack"),
        .target(
            name: "SwiftUIRouterContract", dependencies: ["TransitionKit"], path: "Contracts/SwiftUIRouter"),
        .target(
            name: "SwiftUIStackContract", dependencies: ["TransitionKit"], path: "Contracts/SwiftUIStack"),
        .target(
            name: "SwiftUIZoomContract", dependencies: ["TransitionKit", "TransitionKitGestures"],
            path: "Contracts/SwiftUIZoom"),
    ],
    swiftLanguageModes: [.v6]
)
