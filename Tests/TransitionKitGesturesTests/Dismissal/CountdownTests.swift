import Testing

@testable import TransitionKitCore
@testable import TransitionKitGestures

/// The settle's two springs end it once, when both arrived.
@MainActor
struct CountdownTests {
    @Test func theActionRunsOnceAtTheLastTick() {
        var runs = 0
        let both = Countdown(2) { runs += 1 }
        both.tick()
        #expect(runs == 0)
        both.tick()
        #expect(runs == 1)
        both.tick()
        #expect(runs == 1, "later ticks are ignored")
        let none = Countdown(0) { runs += 1 }
        none.tick()
        #expect(runs == 2)
    }
}
