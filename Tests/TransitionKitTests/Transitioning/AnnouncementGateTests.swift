import Testing
import TransitionKit

@Suite struct AnnouncementGateTests {
    @Test(arguments: AnnouncementGate.Source.allCases)
    func theFirstSourceOwnsTheTransition(first: AnnouncementGate.Source) {
        let second: AnnouncementGate.Source = first == .animator ? .coordinator : .animator
        var gate = AnnouncementGate()
        let answer1 = gate.announce(first)
        #expect(answer1)
        let answer2 = gate.announce(second)
        #expect(!answer2)
        let answer3 = gate.announce(first)
        #expect(!answer3)
        #expect(gate.owner == first)
        let answer4 = gate.end(second)
        #expect(!answer4)
        let answer5 = gate.end(first)
        #expect(answer5)
        let answer6 = gate.end(first)
        #expect(!answer6)
        #expect(gate.owner == nil)
    }

    @Test func endsWithNothingOpenAreIgnored() {
        var gate = AnnouncementGate()
        let answer1 = gate.end(.animator)
        #expect(!answer1)
        let answer2 = gate.end(.coordinator)
        #expect(!answer2)
        let answer3 = gate.announce(.coordinator)
        #expect(answer3)
    }

    @Test func abandoningFreesTheGateWithoutAnEnd() {
        var gate = AnnouncementGate()
        let answer1 = gate.announce(.animator)
        #expect(answer1)
        gate.abandon()
        let answer2 = gate.end(.animator)
        #expect(!answer2)
        let answer3 = gate.announce(.coordinator)
        #expect(answer3)
    }

    @Test func consecutiveTransitionsEachAnnounceAndEndOnce() {
        var gate = AnnouncementGate()
        for source in [AnnouncementGate.Source.animator, .coordinator, .animator] {
            let answer1 = gate.announce(source)
            #expect(answer1)
            let answer2 = gate.end(source)
            #expect(answer2)
        }
    }
}
