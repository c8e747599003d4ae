import Testing

@testable import TransitionKit
@testable import TransitionKitCore

/// Where the zoom dismissal drags: every attached navigation controller (one per tab), or the
/// presented zoom while it is shown.
struct ZoomDismissalPlacementTests {
    typealias Placement = ZoomDismissalPlacement<String, String>

    func navigations(_ placement: Placement) -> [String]? {
        guard case .navigations(let navigations) = placement else { return nil }
        return navigations
    }

    /// One delegate shared by the tabs' navigation controllers: each tab drags its own zooms,
    /// not only the one attached last.
    @Test func everyAttachedNavigationControllerGetsTheGestures() {
        #expect(
            navigations(Placement.place(presented: nil, attached: ["feed", "search", "profile"]))
                == ["feed", "search", "profile"])
    }

    @Test func aPresentedZoomTakesTheGesturesWhileShown() {
        guard case .presented(let screen) = Placement.place(presented: "photo", attached: ["feed", "search"])
        else {
            Issue.record("expected the presented zoom")
            return
        }
        #expect(screen == "photo")
    }

    @Test func nothingAttachedIsNowhere() {
        #expect(navigations(Placement.place(presented: nil, attached: [])) == [])
    }
}
