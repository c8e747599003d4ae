// swift-tools-version: 6.0
import PackageDescription

// The Contracts as an app compiles them: a package of its own that depends on TransitionKit by
// path, so only the library's public API is visible. (The same folders are targets of
// TransitionKit's own manifest too, where `package` declarations would also be visible; there they
// are compiled for Linux and for iOS.) `Scripts/check-contracts-public.sh` builds this package for
// iOS with warnings as errors.
/// A Contract's target: the folder `Contracts/<feature>`, importing `TransitionKit` and, where the
/// snippet names the gesture drivers, `TransitionKitGestures`.
func contract(_ feature: String, gestures: Bool = false) -> Target {
    let libraries = ["TransitionKit"] + (gestures ? ["TransitionKitGestures"] : [])
    return .target(
        name: "\(feature)Contract",
        dependencies: libraries.map { .product(name: $0, package: "TransitionKit") },
        path: feature)
}

let package = Package(
    name: "TransitionKitContracts",
    platforms: [.iOS(.v15), .macOS(.v12)],
    dependencies: [.package(name: "TransitionKit", path: "..")],
    targets: [
        contract("Barless"),
        contract("DismissalStyling", gestures: true),
        contract("FrameReports"),
        contract("Gestures", gestures: true),
        contract("Hooks", gestures: true),
        contract("Matching"),
        contract("Motion"),
        contract("Navigation"),
        contract("PopGesture", gestures: true),
        contract("Presentations", gestures: true),
        contract("Reversal"),
        contract("Scrubbing"),
        contract("SwiftUINavigationStack"),
        contract("SwiftUIRouter"),
        contract("SwiftUIStack"),
        contract("SwiftUIZoom", gestures: true),
    ],
    swiftLanguageModes: [.v6]
)
