import Testing

@testable import TransitionKit
@testable import TransitionKitCore

/// The navigation delegate's orientation answers after the app's delegate went away:
/// `UIViewController`'s defaults, decided in neutral code (UIKit's constants stand in as strings).
@Suite struct OrientationFallbackTests {
    @Test func aPadSupportsEveryOrientationAndAPhoneAllButUpsideDown() {
        #expect(
            OrientationFallback.supportedOrientations(isPad: true, all: "all", allButUpsideDown: "phone")
                == "all")
        #expect(
            OrientationFallback.supportedOrientations(isPad: false, all: "all", allButUpsideDown: "phone")
                == "phone")
    }

    @Test(arguments: ["portrait", "landscapeLeft", "landscapeRight", "portraitUpsideDown"])
    func theScenesOrientationIsPreferred(current: String) {
        #expect(
            OrientationFallback.preferredOrientation(
                current: current, unknown: "unknown", portrait: "portrait")
                == current)
    }

    @Test func anUnknownOrMissingOrientationIsPortrait() {
        #expect(
            OrientationFallback.preferredOrientation(
                current: "unknown", unknown: "unknown", portrait: "portrait")
                == "portrait")
        #expect(
            OrientationFallback.preferredOrientation(current: nil, unknown: "unknown", portrait: "portrait")
                == "portrait")
    }
}
