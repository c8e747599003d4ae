import Testing
import TransitionKitCore

/// The hold that keeps a dragged dismissal's transition open until its springs arrived.
@MainActor
@Suite struct SettleHoldTests {
    @Test func waitingActionsRunOnceAtTheReleaseInOrder() {
        let hold = SettleHold()
        var log: [String] = []
        hold.afterRelease { log.append("restore") }
        hold.afterRelease { log.append("complete") }
        #expect(log.isEmpty)
        hold.release()
        hold.release()
        #expect(log == ["restore", "complete"])
        #expect(hold.isReleased)
        hold.afterRelease { log.append("late") }
        #expect(log == ["restore", "complete", "late"], "after the release, at once")
    }

    /// A hold dropped unreleased (its dismissal and springs went away) never leaves a transition
    /// open: its actions run on the main actor's next turn.
    @Test func aDroppedHoldRunsItsActionsLater() async {
        final class Box: @unchecked Sendable { var ran = false }
        let box = Box()
        do {
            let hold = SettleHold()
            hold.afterRelease { box.ran = true }
        }
        #expect(!box.ran)
        for _ in 0..<10 where !box.ran { await Task.yield() }
        #expect(box.ran)
    }
}
