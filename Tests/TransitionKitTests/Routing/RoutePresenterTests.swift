import Testing

@testable import TransitionKit

/// Who presents a covered screen's sheet (issue #22): the navigation controller, while the screen
/// is off the window and the stack is on it.
struct RoutePresenterTests {
    @Test func aScreenOnTheWindowPresentsItself() {
        #expect(RoutePresenter(screenIsInWindow: true, stackIsInWindow: true) == .screen)
    }

    @Test func aCoveredScreenPresentsThroughTheStack() {
        #expect(RoutePresenter(screenIsInWindow: false, stackIsInWindow: true) == .stack)
    }

    @Test func withNothingOnTheWindowTheScreenIsLeftToUIKit() {
        #expect(RoutePresenter(screenIsInWindow: false, stackIsInWindow: false) == .screen)
        #expect(RoutePresenter(screenIsInWindow: true, stackIsInWindow: false) == .screen)
    }

    @Test func onlyTheStackIsAForwardingTarget() {
        #expect(RoutePresenter.stack.forwardingTarget("navigation") == "navigation")
        #expect(RoutePresenter.screen.forwardingTarget("navigation") == nil)
        #expect(RoutePresenter.stack.forwardingTarget(nil as String?) == nil)
    }
}
