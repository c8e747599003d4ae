import Testing

@testable import TransitionKit

struct RouteTransitionsScreensTests {
    typealias T = RouteTransitions<String>

    let leaving = T.directional(forward: .custom("leaving-in"), backward: .custom("leaving-out"))
    let arriving = T.directional(forward: .custom("arriving-in"), backward: .unanimated)

    @Test func pushUsesTheArrivingRoutesForwardChoice() {
        #expect(T.choice(for: .push, leaving: leaving, arriving: arriving) == .custom("arriving-in"))
    }

    @Test func popUsesTheLeavingRoutesBackwardChoice() {
        #expect(T.choice(for: .pop, leaving: leaving, arriving: arriving) == .custom("leaving-out"))
    }

    @Test func matchesTheChangeARouteStackReports() throws {
        var stack = RouteStack<String, String>(root: "root")
        stack.push("a", transitions: leaving)
        let top = stack.top
        let change = try #require(stack.back().change)
        #expect(
            change.transition
                == T.choice(for: .pop, leaving: top.transitions, arriving: stack.root.transitions))
    }
}
