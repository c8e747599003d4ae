import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Decides where a toolbar container puts its toolbar, how far it insets its screen, and what its
/// Back button pops.
///
/// **Layout.** The toolbar sits at the top of the safe area the container gets from its
/// ancestors, full width, ``ToolbarContainerPort/toolbarHeight`` tall, its background reaching up
/// to the top of the view; the container's `additionalSafeAreaInsets.top` becomes that height, so
/// the screen's scroll views and safe-area-pinned layouts clear it (``ToolbarLayout``). The
/// container's own inset is taken out of the safe area it reads
/// (``ToolbarLayout/containerSafeTop(reported:ownAdditional:)``). Layout is re-applied only when
/// its inputs change — the bounds size, that safe area, the height — so a transition that animates
/// the toolbar or the insets is not fought by the layout passes it causes, and a cancelled
/// transition's restore stays put. ``invalidateLayout()`` forces the next pass.
///
/// **Back.** A tap pops to the entry below the container, resolved at the tap
/// (``NavigationRequest/back(from:in:animated:)``), so a double tap pops once.
///
/// ```swift
/// coordinator.layoutIfNeeded(container)     // from viewDidLayoutSubviews
/// coordinator.goBack(from: container, in: container.navigationController)
/// ```
@MainActor
package final class ToolbarContainerCoordinator {
    private var appliedInputs: LayoutInputs?
    /// How many times the toolbar was placed.
    private(set) var placementCount = 0

    private struct LayoutInputs: Equatable {
        var size: CGSize
        var safeArea: Insets
        var height: CGFloat
    }

    /// Creates a coordinator that has placed nothing yet.
    package init() {}

    /// Places the toolbar and sets the screen's top inset, when their inputs changed since the last
    /// placement.
    ///
    /// - Parameter container: The container.
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
    func invalidateLayout() {
        appliedInputs = nil
    }

    /// The Back button's action: pops to the entry below `entry`, if it still is in `stack`.
    ///
    /// - Parameters:
    ///   - entry: The container, as the stack holds it.
    ///   - stack: Its navigation controller, or `nil`.
    func goBack<Stack: ToolbarStackPort>(from entry: AnyObject, in stack: Stack?) {
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
