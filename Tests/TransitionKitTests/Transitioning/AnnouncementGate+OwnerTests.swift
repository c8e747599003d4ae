import TestSupport
import Testing
import TransitionKit

/// A push while a transition is in flight (issue #3's bad input): what the delegate does with the
/// gate and each vended animator's own ``AnimatorLifecycle``, with the announcing animator held
/// weakly as the delegate holds it.
struct AnnouncementGateOwnerTests {
    /// Stands in for a vended animator: it owns its lifecycle, nothing else.
    final class Animator {
        var lifecycle = AnimatorLifecycle()
    }

    @Test func aSecondVendInFlightNeitherAnnouncesNorDisturbsTheFirst() {
        var gate = AnnouncementGate()
        var willBegins = 0
        var ends = 0
        let first = Animator()
        weak var announced: Animator?
        if gate.announce(.animator, announcingAnimatorIsAlive: announced != nil) {
            announced = first
            willBegins += 1
        }
        first.lifecycle.prepare()
        let started = first.lifecycle.shouldStart(animatorIsInactive: true)
        #expect(started)

        // UIKit asks again while the first runs: a fresh animator, refused by the gate.
        let second = Animator()
        if gate.announce(.animator, announcingAnimatorIsAlive: announced != nil) {
            announced = second
            willBegins += 1
        }
        second.lifecycle.prepare()
        let coordinatorAnnounced = gate.announce(.coordinator, announcingAnimatorIsAlive: announced != nil)
        #expect(!coordinatorAnnounced)
        #expect(announced === first)
        #expect(first.lifecycle.phase == .running)
        #expect(second.lifecycle.phase == .prepared)

        // The first finishes: completion once, its end reported once.
        let completes = first.lifecycle.complete(finished: true)
        #expect(completes)
        if gate.end(.animator) { ends += 1 }
        let endAction = first.lifecycle.end(transitionCompleted: true)
        #expect(endAction == .release)
        #expect(second.lifecycle.phase == .prepared)
        #expect(second.lifecycle.mayBuildAnimator)
        #expect(willBegins == 1)
        #expect(ends == 1)
        #expect(gate.owner == nil)
    }

    @Test func anAnimatorReleasedUnusedIsAbandonedByTheNextAnnouncement() {
        var gate = AnnouncementGate()
        weak var announced: Animator?
        do {
            let unused = Animator()
            let opened = gate.announce(.animator, announcingAnimatorIsAlive: announced != nil)
            #expect(opened)
            announced = unused
        }
        #expect(announced == nil)
        #expect(gate.owner == .animator)
        let next = gate.announce(.coordinator, announcingAnimatorIsAlive: announced != nil)
        #expect(next)
        #expect(gate.owner == .coordinator)
        let staleEnd = gate.end(.animator)
        #expect(!staleEnd)
    }

    @Test(arguments: AnnouncementGate.Source.allCases)
    func aLiveAnimatorKeepsItsTransitionOpen(next: AnnouncementGate.Source) {
        var gate = AnnouncementGate()
        let opened = gate.announce(.animator, announcingAnimatorIsAlive: false)
        #expect(opened)
        let refused = gate.announce(next, announcingAnimatorIsAlive: true)
        #expect(!refused)
        #expect(gate.owner == .animator)
    }

    @Test func aCoordinatorTransitionIgnoresAnimatorLiveness() {
        var gate = AnnouncementGate()
        let opened = gate.announce(.coordinator, announcingAnimatorIsAlive: false)
        #expect(opened)
        let refused = gate.announce(.animator, announcingAnimatorIsAlive: false)
        #expect(!refused)
        #expect(gate.owner == .coordinator)
    }

    /// Random interleavings of vends (the previous animator alive or released) and ends: at most
    /// one transition is open, and every end follows exactly one `.willBegin`.
    @Test func randomOverlapsAnnounceOnceAndEndOnce() {
        var generator = SplitMix64(seed: 0x0FF1_1E)
        for _ in 0..<300 {
            var gate = AnnouncementGate()
            var willBegins = 0
            var ends = 0
            var abandoned = 0
            for _ in 0..<12 {
                let alive = generator.next() % 2 == 0
                switch generator.next() % 3 {
                case 0, 1:
                    let source: AnnouncementGate.Source = generator.next() % 2 == 0 ? .animator : .coordinator
                    let wasOpenByDeadAnimator = gate.owner == .animator && !alive
                    if gate.announce(source, announcingAnimatorIsAlive: alive) {
                        willBegins += 1
                        if wasOpenByDeadAnimator { abandoned += 1 }
                    }
                default:
                    let source: AnnouncementGate.Source = generator.next() % 2 == 0 ? .animator : .coordinator
                    if gate.end(source) { ends += 1 }
                }
            }
            let open = gate.owner == nil ? 0 : 1
            #expect(willBegins == ends + abandoned + open)
        }
    }
}
