import Testing

@testable import TransitionKit

struct RouteTransitionsTests {
    typealias RT = RouteTransitions<String>

    @Test func factories() {
        #expect(RT.default == RT(forward: .inherited, backward: .inherited))
        #expect(RT.unanimated == RT(forward: .unanimated, backward: .unanimated))
        #expect(RT.both("zoom") == RT(forward: .custom("zoom"), backward: .custom("zoom")))
        #expect(
            RT.directional(forward: .custom("slide"), backward: .unanimated)
                == RT(forward: .custom("slide"), backward: .unanimated))
    }

    @Test func choiceForDirection() {
        let transitions = RT.directional(forward: .custom("in"), backward: .custom("out"))
        #expect(transitions.choice(for: .push) == .custom("in"))
        #expect(transitions.choice(for: .pop) == .custom("out"))
    }

    @Test func resolvedAgainstDefault() {
        #expect(RT.Choice.inherited.resolved(default: "fade") == "fade")
        #expect(RT.Choice.unanimated.resolved(default: "fade") == nil)
        #expect(RT.Choice.custom("zoom").resolved(default: "fade") == "zoom")
    }
}
