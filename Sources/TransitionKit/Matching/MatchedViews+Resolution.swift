import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension MatchedViews {
    /// Resolves the matched views of a transition when it runs: lays the arriving screen out
    /// (so that a cell that exists only after layout is found), then walks each screen's tree
    /// once (``ViewTreeSnapshot/init(walking:in:identifier:)``), then matches the trees.
    ///
    /// The order — layout, then resolution and measurement in one walk — is what makes a
    /// destination inside a not-yet-laid-out collection view matchable; snapshots come after, from
    /// the caller.
    ///
    /// - Parameters:
    ///   - leaving: The root view of the screen being left.
    ///   - arriving: The root view of the screen being shown (already in the container).
    ///   - container: The transition's container view.
    ///   - identifier: A view's `transitionID`, if any.
    /// - Complexity: O(views of both screens), one layout pass.
    @MainActor
    package init<View: ViewProperties>(
        resolvingFrom leaving: View, to arriving: View, in container: View, identifier: (View) -> String?
    ) where View.PortView == View {
        arriving.layoutIfNeeded()
        self.init(
            leaving: ViewTreeSnapshot(walking: leaving, in: container, identifier: identifier),
            arriving: ViewTreeSnapshot(walking: arriving, in: container, identifier: identifier),
            containerBounds: container.bounds)
    }
}
