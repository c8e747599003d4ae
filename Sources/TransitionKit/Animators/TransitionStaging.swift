import Foundation
import TransitionKitGestures

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a ``TransitionRun`` needs from the UIKit side beyond the transition context: the screens'
/// own parts (their bar-less toolbar and zoom view) and the temporary views a plan adds.
///
/// A port like those in `TransitionKitCore/Ports`, for the library's own UIKit protocols rather
/// than UIKit's: on device `UIKitTransitionStaging` answers from ``TransitionToolbarProviding``
/// and ``TransitionZoomViewProviding`` and makes `UIView`s; in tests a model answers with
/// `ViewModel`s. Every member is asked when the transition runs, after the arriving screen has been
/// laid out, never when the animator is vended.
///
/// ```swift
/// let toolbar = staging.transitionToolbar(of: screen)   // nil: the screen has none
/// let copy = staging.makeImageCopy(of: zoomView)        // nil: not an image view with an image
/// ```
@MainActor
package protocol TransitionStaging {
    /// The view type (`UIView` on device).
    associatedtype PortView: ViewProperties where PortView.PortView == PortView
    /// The view controller type (`UIViewController` on device).
    associatedtype PortViewController: ViewControllerProperties

    /// The screen's bar-less toolbar (`TransitionToolbarProviding.transitionToolbar`).
    ///
    /// - Parameter screen: One of the transition's two view controllers.
    /// - Returns: The toolbar view, or `nil` when the screen has none.
    func transitionToolbar(of screen: PortViewController) -> PortView?

    /// The bars of the navigation controller the screen is in, in reading order: its navigation
    /// bar, then its toolbar (`UINavigationController.h` `navigationBar`, `toolbar`). Under
    /// UIKit's bar a bar item is in no screen's view tree, so a zoom by identifier looks here for
    /// its source after the screen's own views; a hidden bar shows no source.
    ///
    /// - Parameter screen: The transition's screen nearer the root.
    /// - Returns: The bars, none outside a navigation controller.
    func systemBars(of screen: PortViewController) -> [PortView]

    /// Whether the screen lays its content out again on each safe-area change instead of
    /// following an animated one (a SwiftUI hosting controller): a plan changing its insets is
    /// then played with them settled (``TransitionPlan/settlingSafeAreaInsets()``).
    ///
    /// - Parameter screen: The transition's arriving view controller.
    /// - Returns: Whether its insets settle at the start.
    func settlesSafeAreaInsets(of screen: PortViewController) -> Bool

    /// The view the screen offers to the zoom
    /// (`TransitionZoomViewProviding.transitionZoomView(for:otherScreen:)` of the screen's
    /// content), told which transition asks.
    ///
    /// - Parameters:
    ///   - screen: One of the transition's two view controllers.
    ///   - operation: The transition's operation.
    ///   - otherScreen: The transition's other view controller.
    /// - Returns: The zoom view, or `nil` when the screen offers none.
    func transitionZoomView(
        of screen: PortViewController, operation: NavigationOperation, otherScreen: PortViewController
    ) -> PortView?

    /// The identifier a view carries for matching (its `transitionID`), if any. Asked once per
    /// view in the one walk per screen of a transition whose style moves matched views.
    ///
    /// - Parameter view: A view of one of the transition's two screens.
    /// - Returns: The identifier, or `nil` when the view carries none.
    func transitionID(of view: PortView) -> String?

    /// A new dimming view: plain, not interactive (the plan sets its color and alpha).
    ///
    /// - Returns: The view, outside any hierarchy.
    func makeDimmingView() -> PortView

    /// A new blur view of `style` (`UIVisualEffectView`), not interactive: a zoom's or card's
    /// blur backdrop, whose alpha the plan drives.
    ///
    /// - Parameter style: The blur's style.
    /// - Returns: The view, outside any hierarchy.
    func makeBlurView(_ style: BlurStyle) -> PortView

    /// A new edge-shadow view: a gradient between the two points (in unit coordinates) from clear
    /// to the color the plan sets as its background color, not interactive.
    ///
    /// - Parameter gradient: Where the gradient starts (clear) and ends (dark).
    /// - Returns: The view, outside any hierarchy.
    func makeEdgeShadowView(_ gradient: EdgeShadowGradient) -> PortView

    /// The image `view` shows and how, or `nil` when it is not an image view with an image.
    ///
    /// - Parameter view: A zoom view.
    /// - Returns: The image's size and the view's content mode.
    func displayedImage(of view: PortView) -> DisplayedImage?

    /// A copy of an image view showing the same image with the same content mode and background
    /// color, or `nil` when `view` is not an image view with an image (the zoom then snapshots
    /// the view). The run clips it.
    ///
    /// - Parameter view: A zoom view.
    /// - Returns: The copy, outside any hierarchy.
    func makeImageCopy(of view: PortView) -> PortView?

    /// Makes an image view fill its frame with its image, cropping it (aspect fill): a zoom
    /// view's copy under `zoomsImageContent()`, and the app's flying image always.
    ///
    /// - Parameter copy: A copy made by ``makeImageCopy(of:)`` or the app's flying image
    ///   (``ZoomLookup/flyingImage``).
    func fillWithImage(_ copy: PortView)
}

/// The zoom's views as a registration names them, asked when the transition runs (after the
/// arriving screen has been laid out), not when the animator is vended.
///
/// A closure that returns `nil` leaves that end to the screen's own
/// ``TransitionStaging/transitionZoomView(of:operation:otherScreen:)``.
///
/// ```swift
/// let lookup = ZoomLookup<UIView>(source: { [weak cell] in cell?.imageView }, destination: { nil })
/// ```
package struct ZoomLookup<View> {
    /// The source view (in the screen nearer the root).
    package var source: @MainActor () -> View?
    /// The destination view (in the pushed screen).
    package var destination: @MainActor () -> View?
    /// The app's own flying image (a video's poster frame, an image still loading) in a plain
    /// image view, made when the transition runs as the staging makes its image copies (on
    /// device `UIKitTransitionStaging.imageView(showing:)`); `nil` takes the copy of a zoom view.
    /// The run clips it and makes it fill its frame (``TransitionStaging/fillWithImage(_:)``),
    /// as it does a zoom view's image copy under `zoomsImageContent()`.
    package var flyingImage: @MainActor () -> View? = { nil }
    /// The elements the registration adds to the built-in plan (`ScreenTransition.adding(_:)`),
    /// asked when the transition runs; none by default.
    var additions: @MainActor () -> [PlanAddition<View>] = { [] }
    /// A backdrop an earlier transition left under the leaving screen (a presentation's, whose
    /// backdrop ``BackdropEnding/staysUnderScreen``): hidden while this transition plays its own,
    /// shown again as it was when it ends; `nil` by default.
    var keptBackdrop: @MainActor () -> View? = { nil }
    /// Takes the backdrop view a finished transition leaves in place
    /// (``TransitionDecision/keepsBackdrop``); by default nobody does.
    var keepBackdrop: @MainActor (View) -> Void = { _ in }

    /// Creates a lookup.
    ///
    /// - Parameters:
    ///   - source: Returns the source view when the transition runs.
    ///   - destination: Returns the destination view when the transition runs.
    package init(source: @escaping @MainActor () -> View?, destination: @escaping @MainActor () -> View?) {
        self.source = source
        self.destination = destination
    }

    /// No registered views: both ends come from the screens.
    package static var screens: ZoomLookup { ZoomLookup(source: { nil }, destination: { nil }) }

    /// This lookup, and for an end it leaves `nil`, `fallback`'s (a presentation's screens, which
    /// the transition context does not name: its presenting side is a container). The flying
    /// image and the additions stay this lookup's; the kept backdrop's two members are the
    /// fallback's (a presentation's record keeps it, not a registration).
    ///
    /// ```swift
    /// transition.zoomLookup.orElse(ZoomLookup(source: { grid?.cellImageView }, destination: { nil }))
    /// ```
    ///
    /// - Parameter fallback: Asked for an end this lookup does not find.
    /// - Returns: The combined lookup.
    func orElse(_ fallback: ZoomLookup) -> ZoomLookup {
        let own = self
        var combined = ZoomLookup(
            source: { own.source() ?? fallback.source() },
            destination: { own.destination() ?? fallback.destination() })
        combined.flyingImage = own.flyingImage
        combined.additions = own.additions
        combined.keptBackdrop = fallback.keptBackdrop
        combined.keepBackdrop = fallback.keepBackdrop
        return combined
    }
}

/// Where the slide's edge shadow is clear and where it is dark, in the shadow view's unit
/// coordinates.
///
/// The strip sits on the leading side of the moving screen, so its dark end is on the trailing
/// side: right in left-to-right layouts, left in right-to-left ones.
///
/// ```swift
/// EdgeShadowGradient(layoutDirection: .leftToRight)   // start (0, 0.5), end (1, 0.5)
/// ```
package struct EdgeShadowGradient: Sendable, Equatable {
    /// Where the gradient is clear.
    package var start: CGPoint
    /// Where it has the shadow's color.
    package var end: CGPoint

    /// The gradient for a reading direction.
    ///
    /// - Parameter layoutDirection: The transition's layout direction.
    package init(layoutDirection: TransitionLayoutDirection) {
        let left = CGPoint(x: 0, y: 0.5)
        let right = CGPoint(x: 1, y: 0.5)
        switch layoutDirection {
        case .leftToRight: (start, end) = (left, right)
        case .rightToLeft: (start, end) = (right, left)
        }
    }
}
