import Testing

@testable import TransitionKit

struct RouteTransitionsTests {
    typealias RT = RouteTransitions<String>

    @Test func factories() {
        #expect(RT.default == RT(forward: .inherited, backward: .inherited))
        #expect(RT.unanimated == RT(forward: .unanimated, backward: .unanimated))
        #expect(RT.both("zoom") == RT(forward: .transition("zoom"), backward: .transition("zoom")))
        #expect(
            RT.directional(forward: .transition("slide"), backward: .unanimated)
                == RT(forward: .transition("slide"), backward: .unanimated))
    }

    @Test func choiceForDirection() {
        let transitions = RT.directional(forward: .transition("in"), backward: .transition("out"))
        #expect(transitions.choice(for: .push) == .transition("in"))
        #expect(transitions.choice(for: .pop) == .transition("out"))
    }

    @Test func resolvedAgainstDefault() {
        #expect(RT.Choice.inherited.resolved(default: "fade") == "fade")
        #expect(RT.Choice.unanimated.resolved(default: "fade") == nil)
        #expect(RT.Choice.transition("zoom").resolved(default: "fade") == "zoom")
    }
}
