import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a ``ZoomDismissalCore`` asks of the world around the zoomed screen; the transition itself is
/// reached only through the handle ``beginDismissal(holding:)`` returns.
@MainActor
package protocol ZoomDismissalHost: AnyObject {
    /// Whether the top screen's dismissal plays a zoom (or a card): there is something to drag.
    func topScreenIsZoom() -> Bool

    /// `hold` keeps the transition open until the screen settled; a catch drives the running one. `nil` when
    /// it cannot be driven now (a catch whose transition's own animator already ended).
    func beginDismissal(holding hold: SettleHold) -> (any TransitionInteraction)?

    /// The zoomed screen's resting frame, its source's frame and the bounds it is dragged in, read
    /// once the dismissal runs; `nil` when the screen is gone.
    func dismissalScene() -> DismissalScene?

    /// Drives the screen directly (not through percent-driven progress), and the backdrop view's alpha.
    func drive(screen: VisualState, backdropAlpha: Double)

    /// Position on one spring (`handOff.position`), scale on another (`handOff.scale`), the backdrop with the
    /// scale's; `completion` once: `true` when they arrived, `false` when ``stopSettling()`` stopped them.
    func settle(
        screen: VisualState, backdropAlpha: Double, handOff: DismissalHandOff, spring: SpringTiming,
        completion: @escaping @MainActor (Bool) -> Void)

    /// Takes the backdrop away (out of the hierarchy): the springs arrived, or the drag was
    /// forgotten. Nothing happens without one.
    func removeBackdrop()

    /// Stops the springs where they are (a finger caught the screen); `nil` when nothing settles.
    func stopSettling() -> VisualState?
}

/// Where a dismissal drag happens, all in the transition's container.
package struct DismissalScene: Sendable, Equatable {
    /// The screen's untransformed frame.
    package var screenFrame: CGRect
    /// The source view's frame, `nil` when it went away or scrolled off (the screen then leaves
    /// by the policy's default target).
    package var sourceFrame: CGRect?
    /// The size of the view the screen is dragged in.
    package var bounds: CGSize
    /// Whether the screen was shown with a card (its drag takes the card's mapping,
    /// ``ZoomDismissalCore/cardMapping``) rather than a zoom.
    package var isCard: Bool
    /// `.fliesOffWhenSourceIsMissing()`: without a ``sourceFrame`` a dismissed screen leaves along the
    /// finger's velocity and fades (``ZoomFlyOff``).
    package var fliesOffWithoutSource = false
    /// Points (`ScreenTransition.card(from:cornerRadius:)`); `nil` for a zoom or a scene not measured from a
    /// style. The drag rounds up to it unless the app set a card mapping.
    package var cardCornerRadius: Double?
    /// `TransitionStyle.backdrop(_:staysUnderScreen:)`, played instead of the mapping's; `nil` when none was
    /// chosen or the scene was not measured from a style.
    package var backdrop: DismissalBackdrop?

    /// A source frame that is unusable or outside `bounds` becomes `nil`.
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
    var sourceTarget: (translation: CGPoint, scale: Double)? {
        guard let sourceFrame, screenFrame.width > 0, Double(screenFrame.width).isFinite else { return nil }
        return (
            CGPoint(x: sourceFrame.midX - screenFrame.midX, y: sourceFrame.midY - screenFrame.midY),
            Double(sourceFrame.width / screenFrame.width)
        )
    }
}
