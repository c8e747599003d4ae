import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a ``ZoomDismissalCoordinator`` asks of the world around the zoomed screen: UIKit's
/// objects on device (`ZoomDismissalDriver`), a model in tests.
///
/// The transition itself is reached only through the interaction handle
/// (``beginDismissal(holding:)``): a pushed zoom's pop (`NavigationDelegate.beginInteractivePop(of:)`)
/// or a presented zoom's dismissal (a percent-driven transition).
///
/// ```swift
/// guard ports.topScreenIsZoom() else { return }             // before anything is measured
/// let interaction = ports.beginDismissal(holding: hold)       // the pop starts, interactive
/// let scene = ports.dismissalScene()                          // measured after it started
/// ports.drive(screen: state, backdropAlpha: 0.15)             // every finger move
/// ports.settle(screen: target, backdropAlpha: 0, handOff: handOff, spring: .handOff) { _ in }
/// ```
@MainActor
package protocol ZoomDismissalPorts: AnyObject {
    /// Whether the top screen's dismissal plays a zoom (or a card): there is something to drag.
    func topScreenIsZoom() -> Bool

    /// Starts the screen's dismissal interactively, or catches it while it settles.
    ///
    /// - Parameter hold: Keeps the transition this starts open until the screen settled: the
    ///   library's animator ends (restores, removes, completes) only once it is released. A catch
    ///   drives the transition already running (and held).
    /// - Returns: The handle that drives it, or `nil` when it cannot be driven now (a catch: the
    ///   transition's own animator already ended).
    func beginDismissal(holding hold: SettleHold) -> (any TransitionInteraction)?

    /// The zoomed screen's resting frame, its source's frame and the bounds it is dragged in, read
    /// once the dismissal runs; `nil` when the screen is gone.
    func dismissalScene() -> DismissalScene?

    /// Drives the screen directly to `screen`, and the backdrop to `backdropAlpha`.
    ///
    /// - Parameters:
    ///   - screen: The screen's state (resting frame, transform, corner radius).
    ///   - backdropAlpha: The backdrop view's alpha.
    func drive(screen: VisualState, backdropAlpha: Double)

    /// Settles the screen at `screen` with springs that start at the finger's velocity: position
    /// with `handOff.position` (`dx` for x, `dy` for y), scale on its own spring with
    /// `handOff.scale`, the backdrop with the scale's.
    ///
    /// - Parameters:
    ///   - screen: Where the screen comes to rest.
    ///   - backdropAlpha: The backdrop's alpha at rest.
    ///   - handOff: The springs' relative start velocities.
    ///   - spring: The springs' constants.
    ///   - completion: Called once: `true` when the springs arrived, `false` when
    ///     ``stopSettling()`` stopped them.
    func settle(
        screen: VisualState, backdropAlpha: Double, handOff: DismissalHandOff, spring: SpringTiming,
        completion: @escaping @MainActor (Bool) -> Void)

    /// Takes the backdrop away (out of the hierarchy): the springs arrived, or the drag was
    /// forgotten. Nothing happens without one.
    func removeBackdrop()

    /// Stops settling springs where they are (a finger caught the screen).
    ///
    /// - Returns: The screen's state on screen now, or `nil` when nothing settles.
    func stopSettling() -> VisualState?
}

/// Where a dismissal drag happens: the zoomed screen's resting frame, the source it zooms back
/// into, and the bounds it is dragged in — all in the transition's container.
///
/// ```swift
/// let scene = DismissalScene(screenFrame: screen, sourceFrame: cell, bounds: screen.size)
/// scene.settledState(.dismiss, decision: decision, mapping: .default)   // shrunk onto the cell
/// ```
package struct DismissalScene: Sendable, Equatable {
    /// The screen's untransformed frame.
    package var screenFrame: CGRect
    /// The source view's frame, `nil` when it went away or scrolled off (the screen then leaves
    /// by the policy's default target).
    package var sourceFrame: CGRect?
    /// The size of the view the screen is dragged in.
    package var bounds: CGSize
    /// Whether the screen was shown with a card (its drag takes the card's mapping,
    /// ``ZoomDismissalCoordinator/cardMapping``) rather than a zoom.
    package var isCard: Bool
    /// Whether the transition asks to fly off when its source is gone
    /// (`.fliesOffWhenSourceIsMissing()`): without a ``sourceFrame`` a dismissed screen then
    /// leaves along the finger's velocity and fades (``ZoomFlyOff``).
    package var fliesOffWithoutSource = false
    /// The card's own corner radius (its style's, `ScreenTransition.card(from:cornerRadius:)`), in
    /// points; `nil` for a zoom or a scene not measured from a style. A card's drag rounds its
    /// corners up to it and its settle lands with it (unless the app set a card mapping).
    package var cardCornerRadius: Double?
    /// The backdrop the transition chose (`TransitionStyle.backdrop(_:staysUnderScreen:)`), which the drag plays
    /// instead of its mapping's; `nil` when it chose none, or for a scene not measured from a
    /// style.
    package var backdrop: DismissalBackdrop?

    /// Creates a scene.
    ///
    /// - Parameters:
    ///   - screenFrame: The screen's untransformed frame.
    ///   - sourceFrame: The source's frame, if it is usable.
    ///   - bounds: The size of the container.
    ///   - isCard: Whether the screen plays a card; `false` (a zoom) by default.
    package init(screenFrame: CGRect, sourceFrame: CGRect?, bounds: CGSize, isCard: Bool = false) {
        self.isCard = isCard
        self.screenFrame = screenFrame
        self.sourceFrame = sourceFrame.flatMap {
            $0.isUsable && $0.sharesArea(with: CGRect(origin: .zero, size: bounds)) ? $0 : nil
        }
        self.bounds = bounds
    }

    /// The translation and scale that lay the screen onto its source (center on center, width on
    /// width); `nil` without a usable source or with a screen without width.
    package var sourceTarget: (translation: CGPoint, scale: Double)? {
        guard let sourceFrame, screenFrame.width > 0, Double(screenFrame.width).isFinite else { return nil }
        return (
            CGPoint(x: sourceFrame.midX - screenFrame.midX, y: sourceFrame.midY - screenFrame.midY),
            Double(sourceFrame.width / screenFrame.width)
        )
    }
}
