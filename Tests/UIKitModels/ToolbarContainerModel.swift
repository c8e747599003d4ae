import Foundation
import TransitionKitCore

/// A toolbar container view controller and its view, as UIViewController.h and UIView.h describe
/// the parts the container coordinator uses.
///
/// `view.safeAreaInsets` (UIView.h:275) is what the ancestors give (status bar, sensor housing)
/// plus the controller's own `additionalSafeAreaInsets`, which "add to the overlay that
/// UIViewController calculates for the safeAreaInsets" (UIViewController.h:507-511). A negative or
/// non-finite additional inset is recorded as a violation (UIKit would lay the screen out under
/// its ancestors' bars).
@MainActor
package final class ToolbarContainerModel: ToolbarContainerPort {
    private let log: ContractLedger
    /// `view.bounds`.
    package var viewBounds: CGRect
    /// The safe area the ancestors give, without the container's own inset.
    package var ancestorsSafeArea: Insets
    /// The height the container's environment gives (`toolbarEnvironment.height`).
    package var toolbarHeight: CGFloat
    /// The toolbar's frame, as last placed.
    package private(set) var toolbarFrame: CGRect?
    /// The toolbar background's extension above it, as last placed.
    package private(set) var backgroundExtensionAbove: CGFloat?
    /// How many times the toolbar was placed.
    package private(set) var placements = 0
    /// How many times `additionalSafeAreaInsets` was written.
    package private(set) var insetWrites = 0
    private var additionalTop: CGFloat = 0

    /// Creates a container.
    ///
    /// - Parameters:
    ///   - bounds: `view.bounds`.
    ///   - ancestorsSafeArea: The ancestors' safe area.
    ///   - toolbarHeight: The environment's height.
    ///   - log: Where violations go.
    package init(bounds: CGRect, ancestorsSafeArea: Insets, toolbarHeight: CGFloat, log: ContractLedger) {
        viewBounds = bounds
        self.ancestorsSafeArea = ancestorsSafeArea
        self.toolbarHeight = toolbarHeight
        self.log = log
    }

    /// `view.safeAreaInsets`: the ancestors' plus the own additional top.
    package var viewSafeAreaInsets: Insets {
        var insets = ancestorsSafeArea
        insets.top += Double(additionalTop)
        return insets
    }

    /// `additionalSafeAreaInsets.top`.
    package var additionalSafeAreaTop: CGFloat {
        get { additionalTop }
        set {
            insetWrites += 1
            if !newValue.isFinite || newValue < 0 {
                log.record("additionalSafeAreaInsets.top = \(newValue)")
            }
            additionalTop = newValue
        }
    }

    /// Places the toolbar.
    package func placeToolbar(frame: CGRect, backgroundExtensionAbove: CGFloat) {
        placements += 1
        toolbarFrame = frame
        self.backgroundExtensionAbove = backgroundExtensionAbove
    }
}
