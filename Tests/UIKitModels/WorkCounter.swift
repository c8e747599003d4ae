/// The UIKit work a transition asked for, counted by the models: snapshots, layout passes,
/// view-hierarchy changes and property animators created (the expensive kinds), and the cheap
/// calls a frame is made of — calls that change a property animator (of them, `fractionComplete`
/// writes) and `additionalSafeAreaInsets` writes.
///
/// ```swift
/// let before = ledger.work
/// interaction.update(0.4)
/// #expect(ledger.work - before == WorkCounter())   // an interactive update asks for none of it
/// ```
package struct WorkCounter: Sendable, Hashable, CustomStringConvertible {
    /// `snapshotView(afterScreenUpdates:)` calls.
    package var snapshots = 0
    /// Of those, the ones with `afterScreenUpdates: true` (a render pass each).
    package var snapshotsAfterScreenUpdates = 0
    /// `layoutIfNeeded()` calls.
    package var layoutPasses = 0
    /// Subviews added, inserted, moved or removed.
    package var hierarchyChanges = 0
    /// Property animators created.
    package var animatorCreations = 0
    /// Calls that change a property animator: start, pause, stop, finish, continue, adding
    /// animations, keyframes or completions, and writes of `fractionComplete`, `isReversed` and
    /// `isInterruptible`.
    package var animatorCalls = 0
    /// Of ``animatorCalls``, the `fractionComplete` writes: an interactive update's one call.
    package var progressWrites = 0
    /// `additionalSafeAreaInsets` writes (each lays the screen out on device).
    package var insetWrites = 0

    /// Only the expensive kinds: snapshots, layout passes, hierarchy changes, animators created.
    package var expensive: WorkCounter {
        WorkCounter(
            snapshots: snapshots, snapshotsAfterScreenUpdates: snapshotsAfterScreenUpdates,
            layoutPasses: layoutPasses, hierarchyChanges: hierarchyChanges,
            animatorCreations: animatorCreations)
    }

    /// Creates a counter, zero by default.
    ///
    /// - Parameters:
    ///   - snapshots: Snapshots taken.
    ///   - snapshotsAfterScreenUpdates: Snapshots taken after screen updates.
    ///   - layoutPasses: Layout passes.
    ///   - hierarchyChanges: View-hierarchy changes.
    ///   - animatorCreations: Animators created.
    ///   - animatorCalls: Calls that change an animator.
    ///   - progressWrites: `fractionComplete` writes.
    ///   - insetWrites: `additionalSafeAreaInsets` writes.
    package init(
        snapshots: Int = 0, snapshotsAfterScreenUpdates: Int = 0, layoutPasses: Int = 0,
        hierarchyChanges: Int = 0, animatorCreations: Int = 0, animatorCalls: Int = 0,
        progressWrites: Int = 0,
        insetWrites: Int = 0
    ) {
        self.snapshots = snapshots
        self.snapshotsAfterScreenUpdates = snapshotsAfterScreenUpdates
        self.layoutPasses = layoutPasses
        self.hierarchyChanges = hierarchyChanges
        self.animatorCreations = animatorCreations
        self.animatorCalls = animatorCalls
        self.progressWrites = progressWrites
        self.insetWrites = insetWrites
    }

    /// The work done between two readings.
    ///
    /// - Parameters:
    ///   - later: The later reading.
    ///   - earlier: The earlier reading.
    /// - Returns: Their difference, field by field.
    package static func - (later: WorkCounter, earlier: WorkCounter) -> WorkCounter {
        WorkCounter(
            snapshots: later.snapshots - earlier.snapshots,
            snapshotsAfterScreenUpdates: later.snapshotsAfterScreenUpdates
                - earlier.snapshotsAfterScreenUpdates,
            layoutPasses: later.layoutPasses - earlier.layoutPasses,
            hierarchyChanges: later.hierarchyChanges - earlier.hierarchyChanges,
            animatorCreations: later.animatorCreations - earlier.animatorCreations,
            animatorCalls: later.animatorCalls - earlier.animatorCalls,
            progressWrites: later.progressWrites - earlier.progressWrites,
            insetWrites: later.insetWrites - earlier.insetWrites)
    }

    /// One line with every count.
    package var description: String {
        "snapshots \(snapshots) (after updates \(snapshotsAfterScreenUpdates)), layout passes \(layoutPasses), "
            + "hierarchy changes \(hierarchyChanges), animators \(animatorCreations), "
            + "animator calls \(animatorCalls) (progress \(progressWrites)), inset writes \(insetWrites)"
    }
}
