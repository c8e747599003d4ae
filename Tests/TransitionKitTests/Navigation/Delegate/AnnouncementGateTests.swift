import TestSupport
import Testing

@testable import TransitionKit
@testable import TransitionKitCore

@Suite struct AnnouncementGateTests {
    typealias Gate = AnnouncementGate<Int>

    @Test func willShowAnnouncesAndTheVendRightAfterAnnouncesNothing() {
        var gate = Gate()
        let push = gate.coordinatorAnnounces(in: 1)
        let vend = gate.animatorAnnounces(in: 1, announcingAnimatorIsAlive: false)
        #expect(vend == nil, "willShow announced it already")
        #expect(gate.isOpen(push))
        let ended = gate.end(push)
        #expect(ended)
        let endedAgain = gate.end(push)
        #expect(!endedAgain, "a transition ends once")
        #expect(gate.openCount == 0)
    }

    @Test func aLateEndClosesOnlyItsOwnTransition() {
        var gate = Gate()
        let first = gate.coordinatorAnnounces(in: 1)
        let second = gate.coordinatorAnnounces(in: 1)  // a push from didShow, before the first's completion
        #expect(first != second)
        let firstEnded = gate.end(first)
        #expect(firstEnded)
        #expect(gate.isOpen(second), "the first's completion does not close the second")
        let secondEnded = gate.end(second)
        #expect(secondEnded)
    }

    @Test func lanesAreIndependent() {
        var gate = Gate()
        let a = gate.animatorAnnounces(in: 1, announcingAnimatorIsAlive: false)
        let b = gate.animatorAnnounces(in: 2, announcingAnimatorIsAlive: true)
        #expect(a != nil && b != nil, "one controller's open transition does not block another's")
        let blocked = gate.animatorAnnounces(in: 1, announcingAnimatorIsAlive: true)
        #expect(blocked == nil, "a second vend while the lane's animator runs announces nothing")
    }

    @Test func anAnimatorReleasedUnusedIsAbandonedByItsLanesNextVend() throws {
        var gate = Gate()
        let first = gate.animatorAnnounces(in: 1, announcingAnimatorIsAlive: false)
        let unused = try #require(first)
        let second = gate.animatorAnnounces(in: 1, announcingAnimatorIsAlive: false)
        let next = try #require(second)
        #expect(!gate.isOpen(unused))
        let staleEnd = gate.end(unused)
        #expect(!staleEnd, "an abandoned transition reports no end")
        #expect(gate.isOpen(next))
    }

    @Test func aForgottenLaneKeepsItsTransitionsEndableAndClaimsNothing() throws {
        var gate = Gate()
        let push = gate.coordinatorAnnounces(in: 1)
        gate.forget(1)
        let announced = gate.animatorAnnounces(in: 1, announcingAnimatorIsAlive: true)
        let vend = try #require(announced)
        #expect(gate.isOpen(vend), "a new controller at the same address is not blocked")
        let ended = gate.end(push)
        #expect(ended, "the released controller's transition still ends")
    }

    /// Random interleavings over two lanes: every announcement ends at most once, and every
    /// announcement is ended, abandoned or still open.
    @Test func randomInterleavingsAnnounceOnceAndEndOnce() {
        var generator = SplitMix64(seed: 0x0FF1_1E)
        for _ in 0..<300 {
            var gate = Gate()
            var announced: [Gate.Ticket] = []
            var ended: Set<Gate.Ticket> = []
            for _ in 0..<16 {
                let lane = Int(generator.next() % 2)
                switch generator.next() % 4 {
                case 0:
                    announced.append(gate.coordinatorAnnounces(in: lane))
                case 1:
                    let alive = generator.next() % 2 == 0
                    if let ticket = gate.animatorAnnounces(in: lane, announcingAnimatorIsAlive: alive) {
                        announced.append(ticket)
                    }
                default:
                    guard !announced.isEmpty else { continue }
                    let ticket = announced[Int(generator.next() % UInt64(announced.count))]
                    if gate.end(ticket) {
                        #expect(!ended.contains(ticket), "ended twice")
                        ended.insert(ticket)
                    }
                }
            }
            #expect(Set(announced).count == announced.count, "tickets are unique")
            let open = announced.filter(gate.isOpen)
            #expect(open.allSatisfy { !ended.contains($0) })
            #expect(gate.openCount == open.count)
        }
    }
}
