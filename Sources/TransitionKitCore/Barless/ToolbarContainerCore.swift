import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Places a container's toolbar, insets its screen by the toolbar's height, and pops on Back (see
/// Barless internals).
@MainActor
package final class ToolbarContainerCore {
    private var appliedInputs: LayoutInputs?
    private(set) var placementCount = 0

    private struct LayoutInputs: Equatable {
        var size: CGSize
        var safeArea: Insets
        var height: CGFloat
    }

    /// Creates a coordinator that has placed nothing yet.
    package init() {}

    /// Only when the bounds size, the ancestors' safe area or the height changed, so the layout passes a
    /// transition causes do not fight its animation.
    package func layoutIfNeeded(_ container: some ToolbarContainerPort) {
        let bounds = container.viewBounds
        var safeArea = container.viewSafeAreaInsets
        safeArea.top = Double(
            ToolbarLayout.containerSafeTop(
                reported: CGFloat(safeArea.top), ownAdditional: container.additionalSafeAreaTop))
        let inputs = LayoutInputs(size: bounds.size, safeArea: safeArea, height: container.toolbarHeight)
        guard inputs != appliedInputs else { return }
        appliedInputs = inputs
        let layout = ToolbarLayout(
            bounds: bounds, safeAreaTop: CGFloat(safeArea.top), safeAreaLeft: CGFloat(safeArea.left),
            safeAreaRight: CGFloat(safeArea.right), height: inputs.height)
        container.placeToolbar(
            frame: layout.toolbarFrame, backgroundExtensionAbove: layout.toolbarFrame.minY - bounds.minY)
        if container.additionalSafeAreaTop != layout.additionalSafeAreaTop {
            container.additionalSafeAreaTop = layout.additionalSafeAreaTop
        }
        placementCount += 1
    }

    /// Makes the next ``layoutIfNeeded(_:)`` place the toolbar whatever its inputs.
    package func invalidateLayout() {
        appliedInputs = nil
    }

    /// Resolved at the tap, so a double tap pops once; nothing when `entry` left the stack.
    package func goBack<Stack: ToolbarStackPort>(from entry: AnyObject, in stack: Stack?) {
        guard let stack else { return }
        let entries = stack.viewControllers
        guard
            case .popTo(let target, let animated) = NavigationRequest.back(
                from: ObjectIdentifier(entry), in: entries.map { ObjectIdentifier($0) }, animated: true),
            let destination = entries.first(where: { ObjectIdentifier($0) == target })
        else { return }
        stack.popToViewController(destination, animated: animated)
    }
}
