// swift-tools-version: 6.0
import PackageDescription

// The Contracts as an app compiles them: a package of its own that depends on TransitionKit by
// path, so only the library's public API is visible. (The same folders are targets of
// TransitionKit's own manifest too, where `package` declarations would also be visible; there they
// are compiled for Linux and for iOS.) `Scripts/check-contracts-public.sh` builds this package for
// iOS with warnings as errors.
let package = Package(
    name: "TransitionKitContracts",
    platforms: [.iOS(.v15), .macOS(.v12)],
    dependencies: [.package(name: "TransitionKit", path: "..")],
    targets: [
        .target(
            name: "BarlessContract",
            dependencies: [.product(name: "TransitionKit", package: "TransitionKit")], path: "Barless"),
        .target(
            name: "DismissalStylingContract",
            dependencies: [
                .product(name: "TransitionKit", package: "TransitionKit"),
                .product(name: "TransitionKitGestures", package: "TransitionKit"),
            ], path: "DismissalStyling"),
        .target(
            name: "FrameReportsContract",
            dependencies: [.product(name: "TransitionKit", package: "TransitionKit")], path: "FrameReports"),
        .target(
            name: "GesturesContract",
            dependencies: [
                .product(name: "TransitionKit", package: "TransitionKit"),
                .product(name: "TransitionKitGestures", package: "TransitionKit"),
            ], path: "Gestures"),
        .target(
            name: "HooksContract",
            dependencies: [
                .product(name: "TransitionKit", package: "TransitionKit"),
                .product(name: "TransitionKitGestures", package: "TransitionKit"),
            ], path: "Hooks"),
        .target(
            name: "MatchingContract",
            dependencies: [.product(name: "TransitionKit", package: "TransitionKit")], path: "Matching"),
        .target(
            name: "MotionContract", dependencies: [.product(name: "TransitionKit", package: "TransitionKit")],
            path: "Motion"),
        .target(
            name: "NavigationContract",
            dependencies: [.product(name: "TransitionKit", package: "TransitionKit")], path: "Navigation"),
        .target(
            name: "PopGestureContract",
            dependencies: [
                .product(name: "TransitionKit", package: "TransitionKit"),
                .product(name: "TransitionKitGestures", package: "TransitionKit"),
            ], path: "PopGesture"),
        .target(
            name: "PresentationsContract",
            dependencies: [
                .product(name: "TransitionKit", package: "TransitionKit"),
                .product(name: "TransitionKitGestures", package: "TransitionKit"),
            ], path: "Presentations"),
        .target(
            name: "ReversalContract",
            dependencies: [.product(name: "TransitionKit", package: "TransitionKit")], path: "Reversal"),
        .target(
            name: "ScrubbingContract",
            dependencies: [.product(name: "TransitionKit", package: "TransitionKit")], path: "Scrubbing"),
        .target(
            name: "SwiftUINavigationStackContract",
            dependencies: [.product(name: "TransitionKit", package: "TransitionKit")],
            path: "SwiftUINavigationStack"),
        .target(
            name: "SwiftUIRouterContract",
            dependencies: [.product(name: "TransitionKit", package: "TransitionKit")], path: "SwiftUIRouter"),
        .target(
            name: "SwiftUIStackContract",
            dependencies: [.product(name: "TransitionKit", package: "TransitionKit")], path: "SwiftUIStack"),
        .target(
            name: "SwiftUIZoomContract",
            dependencies: [
                .product(name: "TransitionKit", package: "TransitionKit"),
                .product(name: "TransitionKitGestures", package: "TransitionKit"),
            ], path: "SwiftUIZoom"),
    ],
    swiftLanguageModes: [.v6]
)
