import Testing

@testable import TransitionKit
@testable import TransitionKitCore

struct RouteTransitionsScreensTests {
    typealias T = RouteTransitions<String>

    let leaving = T.directional(push: .transition("leaving-in"), pop: .transition("leaving-out"))
    let arriving = T.directional(push: .transition("arriving-in"), pop: .unanimated)

    @Test func pushUsesTheArrivingRoutesForwardChoice() {
        #expect(T.choice(for: .push, leaving: leaving, arriving: arriving) == .transition("arriving-in"))
    }

    @Test func popUsesTheLeavingRoutesBackwardChoice() {
        #expect(T.choice(for: .pop, leaving: leaving, arriving: arriving) == .transition("leaving-out"))
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
