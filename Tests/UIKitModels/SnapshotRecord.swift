import Foundation
import TransitionKitCore

/// One `snapshotView(afterScreenUpdates:)` call: which view, whether pending changes were rendered
/// first, and the scene on screen at that moment — every view of the snapshotted view's window (or
/// topmost ancestor) in drawing order, with what a person would see of it.
///
/// ```swift
/// let record = try #require(zoomSource.snapshots.last)
/// #expect(!record.afterScreenUpdates || record.view(named: "detail")?.effectiveAlpha ?? 0 < 1)
/// #expect(!record.isDrawn("grid", above: "detail"))
/// ```
package struct SnapshotRecord: Sendable, Equatable {
    /// One view of the scene when the snapshot was taken.
    package struct VisibleView: Sendable, Equatable {
        /// The view's name.
        package let name: String
        /// Its position in drawing order (0 is drawn first, at the back).
        package let drawingOrder: Int
        /// Its own alpha on screen.
        package let alpha: Double
        /// Its alpha on screen times its ancestors', 0 when it or an ancestor is hidden.
        package let effectiveAlpha: Double
        /// Whether it or an ancestor is hidden.
        package let isHidden: Bool
        /// Its frame on screen, in the root's coordinates (transforms of ancestors ignored).
        package let frameInRoot: CGRect
    }

    /// The snapshotted view's name.
    package let viewName: String
    /// The `afterScreenUpdates` argument.
    package let afterScreenUpdates: Bool
    /// Whether the snapshotted view was in a window.
    package let wasInWindow: Bool
    /// The scene, in drawing order.
    package let scene: [VisibleView]

    /// Records a snapshot of `view` now.
    @MainActor
    init(of view: ViewModel, afterScreenUpdates: Bool) {
        viewName = view.name
        self.afterScreenUpdates = afterScreenUpdates
        wasInWindow = view.isInWindow
        var scene: [VisibleView] = []
        Self.collect(view.root, parentAlpha: 1, parentHidden: false, into: &scene)
        self.scene = scene
    }

    /// The scene's view with this name.
    ///
    /// - Parameter name: The name.
    /// - Returns: The first view drawn with it.
    package func view(named name: String) -> VisibleView? {
        scene.first { $0.name == name }
    }

    /// Whether `upper` is drawn after (so above) `lower`; `false` when either is missing.
    ///
    /// - Parameters:
    ///   - upper: The view expected on top.
    ///   - lower: The view expected below.
    /// - Returns: Whether `upper` is above `lower`.
    package func isDrawn(_ upper: String, above lower: String) -> Bool {
        guard let upper = view(named: upper), let lower = view(named: lower) else { return false }
        return upper.drawingOrder > lower.drawingOrder
    }

    @MainActor
    private static func collect(
        _ view: ViewModel, parentAlpha: Double, parentHidden: Bool, into scene: inout [VisibleView]
    ) {
        let hidden = parentHidden || view.isHidden
        let alpha = view.presentationAlpha
        let effective = hidden ? 0 : parentAlpha * alpha
        scene.append(
            VisibleView(
                name: view.name, drawingOrder: scene.count, alpha: alpha, effectiveAlpha: effective,
                isHidden: hidden,
                frameInRoot: view.superview.map {
                    view.presentationFrame.offsetBy(dx: $0.originInRoot.x, dy: $0.originInRoot.y)
                }
                    ?? view.presentationFrame))
        for subview in view.subviews {
            collect(subview, parentAlpha: effective, parentHidden: hidden, into: &scene)
        }
    }
}

extension ViewModel {
    /// The origin of this view's bounds coordinates in its root's coordinates.
    var originInRoot: CGPoint {
        let rect = converted(.zero, to: nil)
        return rect.origin
    }
}
