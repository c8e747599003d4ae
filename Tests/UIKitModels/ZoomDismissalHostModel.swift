import Foundation
import TransitionKitCore

/// The world around a zoomed screen for a ``ZoomDismissalCore``, on the contract models:
/// the dismissal is the pop of a ``PanScene``'s top screen, started (or caught) through the real
/// interaction handle; the screen and backdrop record what the coordinator drives;
/// the settling springs are held until the test lets them arrive or a catch stops them.
@MainActor
package final class ZoomDismissalHostModel: ZoomDismissalHost {
    /// The navigation scene whose top screen is dismissed.
    package let scene: PanScene
    /// Whether the top screen's pop plays a zoom.
    package var isZoom = true
    /// The source's frame in the container (`nil`: gone).
    package var sourceFrame: CGRect? = CGRect(x: 20, y: 100, width: 130, height: 130)
    /// Whether the screen plays a card (the scene says so).
    package var isCard = false
    /// Whether the transition flies off without a source (`.fliesOffWhenSourceIsMissing()`).
    package var fliesOffWithoutSource = false
    /// Every call, in order: `isZoom`, `begin`, `measure`, `drive`, `settle`, `stop`,
    /// `removeBackdrop`.
    package private(set) var calls: [String] = []
    /// The states driven, in order, with the backdrop's alpha.
    package private(set) var driven: [(screen: VisualState, backdropAlpha: Double)] = []
    /// The settling asked for last.
    package private(set) var settlement:
        (screen: VisualState, backdropAlpha: Double, handOff: DismissalHandOff, spring: SpringTiming)?
    /// What a catch reads on screen while the springs run.
    package var onScreen: VisualState?
    /// How many of the next begins answer `nil` without asking the scene: a catch whose
    /// transition's own animator already ended, a begin UIKit refuses (another transition runs).
    package var refusedBegins = 0
    private var completion: (@MainActor (Bool) -> Void)?

    /// A model over `scene`.
    package init(scene: PanScene = PanScene()) {
        self.scene = scene
    }

    package func topScreenIsZoom() -> Bool {
        calls.append("isZoom")
        return isZoom
    }

    /// The hold the coordinator gave last.
    package private(set) var hold: SettleHold?

    package func beginDismissal(holding hold: SettleHold) -> (any TransitionInteraction)? {
        calls.append("begin")
        self.hold = hold
        guard refusedBegins == 0 else {
            refusedBegins -= 1
            return nil
        }
        return scene.coordinator.beginInteractivePop()
    }

    package func dismissalScene() -> DismissalScene? {
        calls.append("measure")
        let bounds = scene.navigation.view.bounds
        var scene = DismissalScene(
            screenFrame: bounds, sourceFrame: sourceFrame, bounds: bounds.size, isCard: isCard)
        scene.fliesOffWithoutSource = fliesOffWithoutSource
        return scene
    }

    package func drive(screen: VisualState, backdropAlpha: Double) {
        calls.append("drive")
        driven.append((screen, backdropAlpha))
    }

    package func settle(
        screen: VisualState, backdropAlpha: Double, handOff: DismissalHandOff, spring: SpringTiming,
        completion: @escaping @MainActor (Bool) -> Void
    ) {
        calls.append("settle")
        settlement = (screen, backdropAlpha, handOff, spring)
        self.completion = completion
    }

    /// The driver stops its springs with `stopAnimation(true)`, which calls no completion
    /// (`UIViewAnimating.h:60-63`: "If withoutFinishing == YES, then the animator immediately
    /// becomes inactive"; Apple's `addCompletion(_:)` documentation: the blocks are not called).
    package func stopSettling() -> VisualState? {
        calls.append("stop")
        guard completion != nil else { return nil }
        completion = nil
        return onScreen
    }

    package func removeBackdrop() {
        calls.append("removeBackdrop")
    }

    /// The springs arrive.
    package func arrive() {
        let completion = completion
        self.completion = nil
        completion?(true)
    }
}
