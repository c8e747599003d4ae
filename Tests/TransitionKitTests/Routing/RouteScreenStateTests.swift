import Testing

@testable import TransitionKit
@testable import TransitionKitCore

/// What a route's screen shows, and when it must change its root view.
struct RouteScreenStateTests {
    final class Link {}

    func state() -> RouteScreenState<String, Link> {
        RouteScreenState(transitions: .both(.zoom), zoomLink: nil, content: "a")
    }

    @Test func aNewScreenShowsItsContent() {
        let state = state()
        #expect(state.shownContent == "a")
        #expect(!state.isSuspended)
        #expect(state.id == nil)
        #expect(state.transitions == .both(.zoom))
    }

    @Test func replacingTheContentShowsItUnlessSuspended() {
        var state = state()
        let shownAtOnce = state.replaceContent("b")
        #expect(shownAtOnce)
        #expect(state.shownContent == "b")
        let suspended = state.suspend()
        let shownWhileSuspended = state.replaceContent("c")
        #expect(suspended)
        #expect(!shownWhileSuspended)
        #expect(state.shownContent == nil)
        #expect(state.content == "c")
        let resumed = state.resume()
        #expect(resumed)
        #expect(state.shownContent == "c")
    }

    @Test func suspendingAndResumingChangeTheRootViewOnlyOnce() {
        var state = state()
        let changes = [state.resume(), state.suspend(), state.suspend(), state.resume(), state.resume()]
        #expect(changes == [false, true, false, true, false])
    }

    @Test func theStateHoldsItsLinkStrongly() {
        weak var weakLink: Link?
        let state: RouteScreenState<String, Link>
        do {
            let link = Link()
            state = RouteScreenState(transitions: .default, zoomLink: link, content: "a")
            weakLink = link
        }
        #expect(weakLink != nil)
        #expect(state.zoomLink === weakLink)
    }
}
