import TransitionKitCore

/// What a SwiftUI cover's binding (`transitionFullScreenCover`, item and `isPresented:` forms; a
/// `transitionSheet` is SwiftUI's own `.sheet`) does to UIKit, decided in neutral code: when to present, when to
/// dismiss, when to write the binding back, and what waits while a presentation or dismissal runs.
///
/// The modifier forwards the binding's item (its identity and the transition chosen for it) on
/// appearance and whenever it changes, the presented screen's appearance callbacks, and the
/// content's `transitionDismiss`; the coordinator answers through its ``PresentationBindingHost``.
///
/// ```swift
/// coordinator.update(to: .init(identity: poster.id, transition: .zoom(id: poster.id)))   // presents
/// coordinator.screenDidAppear()                                                          // shown
/// coordinator.update(to: nil)                                                            // dismisses
/// ```
///
/// ## Outcomes
/// | what happens | outcome |
/// | --- | --- |
/// | item set, nothing shown | the screen is made and presented with the item's transition |
/// | item set to `nil` while shown | the screen is dismissed (its dismissal plays the transition backwards) |
/// | another item (another identity) while shown | the screen is dismissed, then the new item's screen presented |
/// | the same identity with new values | the shown screen shows them (no transition) |
/// | the user drags the screen away, VoiceOver's escape, `transitionDismiss` | once the dismissal ends, the binding is reset to `nil` |
/// | the item changes while a presentation or dismissal runs | nothing is asked of UIKit (it refuses); when the transition ends, the latest item wins |
/// | the binding set to `nil` mid-drag | the drag decides: dismissed, nothing more; restored, the screen is dismissed then |
/// | the item set again after a dismissal began | once it ends, that item is presented again (the binding is not reset) |
/// | the view carrying the modifier is torn down (``presenterDidLeave()``) | the screen is dismissed (once a running presentation or drag ends); the binding is not written (its owner is gone); nothing is presented again; the coordinator and its host are kept until that dismissal ends |
/// | UIKit refuses the presentation (the presenter already presents, is in no window) | tried once more on the next turn (at its appearance the presenting view may not be in its window yet); refused again, the binding is reset to `nil`, reported to the diagnostics: no screen is shown, and the app's state says so |
/// | the item set to `nil` (or another) while the shown screen presents something of its own (an alert, a sheet) | the whole chain is dismissed from the screen's presenter, as SwiftUI's `.sheet` does; a transition running on the chain (the alert appearing or going) is waited for first; the screen, simply removed by UIKit, hears nothing: its dismissal ends at UIKit's completion |
/// | the shown screen taken down from below without a word (its presenter dismissed what it presents) | it is over at the coordinator's next decision, as if dismissed |
///
/// Which view the transition zooms from is not decided here: a `.zoom(id:)` is resolved when
/// the presentation runs and again at its dismissal, in the presenting screen's tree (see
/// `PresentationCoordinator`).
@MainActor
package final class PresentationBindingCoordinator<Host: PresentationBindingHost> {
    /// One value of the binding: the item's identity and the transition chosen for it.
    package struct Request {
        /// The item's identity (`id` of an `Identifiable` item; `true` for `isPresented:`).
        package var identity: AnyHashable
        /// The transition chosen for the item.
        package var transition: Host.Transition

        /// Creates a request.
        ///
        /// - Parameters:
        ///   - identity: The item's identity.
        ///   - transition: Its transition.
        package init(identity: AnyHashable, transition: Host.Transition) {
            self.identity = identity
            self.transition = transition
        }
    }

    /// Where the presented screen is.
    package enum Phase: Sendable, Hashable {
        /// Nothing is presented.
        case idle
        /// The presentation runs.
        case presenting
        /// The screen is shown.
        case shown
        /// A dismissal runs (the user's drag, or one the coordinator asked for).
        case dismissing
    }

    /// The modifier (weak: it owns the coordinator).
    package weak var host: Host?
    /// Where the presented screen is.
    package private(set) var phase = Phase.idle
    /// What the binding says now.
    private var wanted: Request?
    /// Counts the binding's changes of identity (`nil` included).
    private var wantedGeneration = 0
    /// The presented screen, its identity and the binding's generation it was presented for.
    private var shown: (screen: Host.Screen, identity: AnyHashable, generation: Int)?
    /// The binding's generation whose presentation UIKit refused once (it is tried once more).
    private var refusedGeneration: Int?
    /// Whether the content asked to be dismissed while its presentation ran.
    private var dismissesWhenShown = false
    /// Whether the presenting view was torn down (``presenterDidLeave()``).
    private var presenterLeft = false
    /// The coordinator and its host, kept while the dismissal of a presenter that left runs.
    private var keptUntilDismissed: (coordinator: PresentationBindingCoordinator, host: Host)?

    /// Runs what waits for the main queue's next turn.
    private let nextTurn: any NextTurnScheduling

    /// Creates a coordinator with nothing presented.
    ///
    /// - Parameter nextTurn: Runs what waits for the main queue's next turn
    ///   (`DispatchQueue.main.async` on device).
    package init(nextTurn: any NextTurnScheduling) {
        self.nextTurn = nextTurn
    }

    /// The presented screen, while there is one.
    package var screen: Host.Screen? { shown?.screen }

    // MARK: The binding

    /// The binding's value now (on appearance and whenever the item's identity changes: a new
    /// transition for the same item is read at its next presentation);
    /// acts as the table above says.
    ///
    /// - Parameter request: The item and its transition, or `nil`.
    package func update(to request: Request?) {
        guard !presenterLeft else { return }
        if request?.identity != wanted?.identity { wantedGeneration += 1 }
        wanted = request
        settle()
    }

    /// The content's `transitionDismiss`: dismisses the presented screen (after its presentation
    /// ends, if it runs); the binding is reset once the dismissal ends. Nothing presented, or a
    /// dismissal already running: nothing happens.
    func dismissFromContent() {
        switch phase {
        case .shown:
            if let screen, let host { dismissChain(of: screen, host: host) }
        case .presenting:
            dismissesWhenShown = true
        case .idle, .dismissing:
            break
        }
    }

    /// The view carrying the modifier was torn down (SwiftUI's `dismantleUIView`): the presented
    /// screen, if any, is dismissed — at once when shown, once its presentation or the drag
    /// running now ends otherwise (a drag that restores is followed by the dismissal) — and the
    /// binding is never written again (its owner is gone); nothing is presented any more. The
    /// coordinator keeps itself and its host until that dismissal ended, though the host that
    /// owned it is released with the view. Called again, or with nothing presented: nothing more.
    func presenterDidLeave() {
        guard !presenterLeft else { return }
        presenterLeft = true
        wanted = nil
        wantedGeneration += 1
        guard phase != .idle, let host else { return }
        keptUntilDismissed = (self, host)
        settle()
    }

    /// The presenting view was updated: the presented screen, if any, shows its content again
    /// (the content closure may read state that changed).
    func contentDidChange() {
        if let screen { host?.refresh(screen) }
    }

    // MARK: The presented screen's appearance

    /// `viewWillDisappear`: a dismissal began (`isBeingDismissed`) — the user's drag, an escape,
    /// or one the coordinator asked for.
    ///
    /// - Parameter dismissing: Whether the screen is being dismissed (not covered by another).
    func screenWillDisappear(dismissing: Bool) {
        guard dismissing, phase == .shown || phase == .presenting else { return }
        phase = .dismissing
    }

    /// `viewDidAppear`: the presentation ended, or a dismissal was cancelled (the drag restored
    /// the screen); whatever the binding or the content asked meanwhile is done on the next turn
    /// (UIKit refuses a dismissal from inside a transition's end).
    func screenDidAppear() {
        guard phase == .presenting || phase == .dismissing else { return }
        phase = .shown
        nextTurn.scheduleOnNextTurn { [weak self] in self?.settle() }
    }

    /// `viewDidDisappear`: with `dismissed` (`isBeingDismissed`), the dismissal ended — the
    /// binding is reset when it still names the dismissed item and did not change since it was
    /// presented, else its item is presented on the next turn.
    ///
    /// - Parameter dismissed: Whether the screen was dismissed (not covered by another).
    func screenDidDisappear(dismissed: Bool) {
        guard dismissed, let ended = shown else { return }
        shown = nil
        phase = .idle
        dismissesWhenShown = false
        // A presenter that left: the dismissal it asked for ended; nothing to write or present.
        keptUntilDismissed = nil
        guard let wanted else { return }
        if wanted.identity == ended.identity, wantedGeneration == ended.generation {
            self.wanted = nil
            host?.resetBinding()
            return
        }
        // UIKit refuses a presentation from inside the dismissal's end.
        nextTurn.scheduleOnNextTurn { [weak self] in self?.settle() }
    }

    // MARK: Deciding

    /// Brings UIKit to the binding, when no transition runs.
    private func settle() {
        guard let host else { return }
        switch phase {
        case .presenting, .dismissing:
            return
        case .idle:
            guard let wanted else { return }
            // UIKit is not asked from a presenter out of the window: it would refuse.
            guard host.isPresenterInWindow() else {
                refused(host: host)
                return
            }
            let screen = host.makeScreen()
            shown = (screen, wanted.identity, wantedGeneration)
            phase = .presenting
            guard host.present(screen, transition: wanted.transition) else {
                shown = nil
                phase = .idle
                refused(host: host)
                return
            }
        case .shown:
            guard let shown else { return }
            guard host.presenter(of: shown.screen) != nil else {
                // Taken down from below without a word to the screen.
                screenDidDisappear(dismissed: true)
                return
            }
            if dismissesWhenShown {
                dismissesWhenShown = false
                dismissChain(of: shown.screen, host: host)
            } else if let wanted, wanted.identity == shown.identity {
                self.shown?.generation = wantedGeneration
                host.refresh(shown.screen)
            } else {
                dismissChain(of: shown.screen, host: host)
            }
        }
    }

    /// The presentation of the binding's item was refused (or not asked: the presenter is out of
    /// the window). Once more on the next turn — at its appearance, the presenting view may not be
    /// in its window yet; refused again, the binding is reset.
    private func refused(host: Host) {
        guard refusedGeneration == wantedGeneration else {
            refusedGeneration = wantedGeneration
            nextTurn.scheduleOnNextTurn { [weak self] in self?.settle() }
            return
        }
        wanted = nil
        Diagnostics.report(
            "presentations",
            "transitionSheet/transitionFullScreenCover: UIKit did not present the item (the "
                + "presenting view is in no window or its controller already presents); the "
                + "binding is reset")
        host.resetBinding()
    }

    /// Dismisses `screen` and whatever it presents, from its presenter: `dismiss` sent to the
    /// screen itself would dismiss only what it presents (`UIViewController.h:227-228`). UIKit
    /// ignores a dismissal while a presentation or dismissal runs: one running on the chain is
    /// waited for, and the binding asked again on the next turn after it.
    private func dismissChain(of screen: Host.Screen, host: Host) {
        guard let presenter = host.presenter(of: screen) else { return }
        let waits = host.whenTransitionEnds(above: screen) { [weak self] in
            self?.nextTurn.scheduleOnNextTurn { [weak self] in self?.settle() }
        }
        guard !waits else { return }
        host.dismiss(from: presenter) { [weak self, weak screen] in
            guard let self, let screen else { return }
            self.dismissalDidEnd(of: screen)
        }
    }

    /// UIKit's completion of a dismissal the coordinator asked for. A screen it simply removed
    /// (something was presented above it) heard no appearance callback: its dismissal ends here.
    /// One still presented (presented again meanwhile) is brought to the binding on the next turn.
    private func dismissalDidEnd(of screen: Host.Screen) {
        guard shown?.screen === screen else { return }
        guard host?.presenter(of: screen) == nil else {
            nextTurn.scheduleOnNextTurn { [weak self] in self?.settle() }
            return
        }
        screenDidDisappear(dismissed: true)
    }
}
