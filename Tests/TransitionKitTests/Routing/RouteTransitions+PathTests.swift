import Testing

@testable import TransitionKit
@testable import TransitionKitCore

/// A path value's transitions: the link's style, else the stack's per-operation choice.
struct RouteTransitionsPathTests {
    @Test func aLinksStyleIsUsedBothWays() {
        #expect(RouteTransitions<String>.path(link: "zoom", stack: { _ in "fade" }) == .both("zoom"))
    }

    @Test func theStacksChoiceIsAskedPerOperation() {
        let transitions = RouteTransitions<String>.path(link: nil, stack: { $0 == .push ? "in" : nil })
        #expect(transitions == .directional(push: .transition("in"), pop: .inherited))
    }

    @Test func withoutEitherTheDefaultPlays() {
        #expect(RouteTransitions<String>.path(link: nil, stack: nil) == .default)
    }
}
