import Testing

@testable import TransitionKit
@testable import TransitionKitCore

struct RouteTransitionsTests {
    typealias RT = RouteTransitions<String>

    @Test func factories() {
        #expect(RT.default == RT(push: .inherited, pop: .inherited))
        #expect(RT.unanimated == RT(push: .unanimated, pop: .unanimated))
        #expect(RT.both("zoom") == RT(push: .transition("zoom"), pop: .transition("zoom")))
        #expect(
            RT.directional(push: .transition("slide"), pop: .unanimated)
                == RT(push: .transition("slide"), pop: .unanimated))
    }

    @Test func choiceForDirection() {
        let transitions = RT.directional(push: .transition("in"), pop: .transition("out"))
        #expect(transitions.choice(for: .push) == .transition("in"))
        #expect(transitions.choice(for: .pop) == .transition("out"))
    }

    @Test func resolvedAgainstDefault() {
        #expect(RT.Choice.inherited.resolved(default: "fade") == "fade")
        #expect(RT.Choice.unanimated.resolved(default: "fade") == nil)
        #expect(RT.Choice.transition("zoom").resolved(default: "fade") == "zoom")
    }
}
