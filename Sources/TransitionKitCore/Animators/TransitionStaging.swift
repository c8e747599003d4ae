import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a run needs from the UIKit side beyond the context: the screens' toolbar and zoom view, and the
/// temporary views. Asked when the transition runs, after the arriving screen's layout, never at vending.
@MainActor
package protocol TransitionStaging {
    /// The view type (`UIView` on device).
    associatedtype PortView: ViewPort where PortView.PortView == PortView
    /// The view controller type (`UIViewController` on device).
    associatedtype PortViewController: ViewControllerPort

    /// `nil` when the screen has none.
    func transitionToolbar(of screen: PortViewController) -> PortView?

    /// `navigationBar`, then `toolbar` (UINavigationController.h): where a zoom by identifier finds a bar
    /// item's source. A hidden bar shows none.
    func systemBars(of screen: PortViewController) -> [PortView]

    /// A screen (a SwiftUI hosting controller) that lays out again on each safe-area change rather than
    /// following an animated one; its plan plays with the insets settled.
    func settlesSafeAreaInsets(of screen: PortViewController) -> Bool

    /// `TransitionZoomViewProviding.transitionZoomView(for:otherScreen:)` of the screen's content.
    func transitionZoomView(
        of screen: PortViewController, operation: NavigationOperation, otherScreen: PortViewController
    ) -> PortView?

    /// Asked once per view, in the one walk per screen of a style that moves matched views.
    func transitionID(of view: PortView) -> String?

    /// Not interactive; the plan sets its color and alpha.
    func makeDimmingView() -> PortView

    /// A `UIVisualEffectView`, not interactive; the plan drives its alpha.
    func makeBlurView(_ style: BlurStyle) -> PortView

    /// A gradient from clear to the plan's background color, between two points in unit coordinates; not
    /// interactive.
    func makeEdgeShadowView(_ gradient: EdgeShadowGradient) -> PortView

    /// `nil` when `view` is not an image view with an image.
    func displayedImage(of view: PortView) -> DisplayedImage?

    /// Same image, content mode and background color; `nil` when not an image view with an image (the
    /// zoom snapshots it then). The run clips it.
    func makeImageCopy(of view: PortView) -> PortView?

    /// Aspect fill, cropping: a zoom view's copy under `zoomsImageContent()`, and the app's flying image
    /// always.
    func fillWithImage(_ copy: PortView)
}

/// The zoom's views as a registration names them, asked when the transition runs; a closure returning
/// `nil` leaves that end to the screen's own zoom view.
package struct ZoomLookup<View> {
    /// The source view (in the screen nearer the root).
    package var source: @MainActor () -> View?
    /// The destination view (in the pushed screen).
    package var destination: @MainActor () -> View?
    /// The app's own flying image (a poster frame, an image still loading); `nil` copies the zoom view. The
    /// run clips it and makes it fill its frame.
    package var flyingImage: @MainActor () -> View? = { nil }
    /// The elements the registration adds to the built-in plan (`ScreenTransition.adding(_:)`),
    /// asked when the transition runs; none by default.
    package var additions: @MainActor () -> [PlanAddition<View>] = { [] }
    /// A backdrop an earlier presentation left under the leaving screen: hidden while this transition plays
    /// its own, shown again at the end.
    var keptBackdrop: @MainActor () -> View? = { nil }
    /// Takes the backdrop view a finished transition leaves in place
    /// (``TransitionDecision/keepsBackdrop``); by default nobody does.
    var keepBackdrop: @MainActor (View) -> Void = { _ in }

    package init(source: @escaping @MainActor () -> View?, destination: @escaping @MainActor () -> View?) {
        self.source = source
        self.destination = destination
    }

    /// No registered views: both ends come from the screens.
    package static var screens: ZoomLookup { ZoomLookup(source: { nil }, destination: { nil }) }

    /// `fallback` fills the ends this lookup leaves `nil` (a presentation's screens, which the context does
    /// not name) and gives the kept backdrop; flying image and additions stay this lookup's.
    package func orElse(_ fallback: ZoomLookup) -> ZoomLookup {
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

/// The shadow strip sits on the moving screen's leading side, so its dark end is trailing: right in
/// left-to-right layouts, left in right-to-left ones. Unit coordinates.
package struct EdgeShadowGradient: Sendable, Equatable {
    /// Where the gradient is clear.
    package var start: CGPoint
    /// Where it has the shadow's color.
    package var end: CGPoint

    package init(layoutDirection: TransitionLayoutDirection) {
        let left = CGPoint(x: 0, y: 0.5)
        let right = CGPoint(x: 1, y: 0.5)
        switch layoutDirection {
        case .leftToRight: (start, end) = (left, right)
        case .rightToLeft: (start, end) = (right, left)
        }
    }
}
