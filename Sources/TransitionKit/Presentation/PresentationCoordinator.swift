import TransitionKitCore
import TransitionKitGestures

/// What a navigation delegate decides and orchestrates for modal presentations, in neutral code:
/// which screens a presentation is between, the style it is presented with, which animation and
/// interaction controllers the presented controller's transitioning delegate vends for the
/// presentation and its dismissal, the announcements to observers, and a hidden source.
///
/// `NavigationDelegate` (UIKit) owns one beside its ``NavigationDelegateCore`` — whose
/// registrations, Reduce Motion reading and observers it shares — and each presented controller's
/// transitioning delegate forwards its four calls here; Linux tests drive the same coordinator
/// through the presentation contract model.
///
/// ```swift
/// coordinator.present(detail, from: grid, transition: .zoom, animated: true, completion: nil)
/// // UIKit: animationController(forPresented:presenting:source:) → the library's animator, .push
/// // later, UIKit: animationController(forDismissed:) → the same transition played backwards, .pop
/// ```
///
/// ## Which screens
/// The presenting screen is found from the controller `present` was called on through tab bar,
/// split and navigation containers (``PresentationScreens``) and remembered weakly for the
/// dismissal; while it lives the dismissal returns to it, even if the containers show another
/// screen by then (its zoom source may be off screen: the zoom then plays its cross-fade fallback).
/// Once it is released the dismissal goes to the screen UIKit's presenting controller shows then.
/// The presented screen is the controller presented, or the top child of a navigation controller
/// presented, read again at the dismissal.
///
/// ## What plays
/// The presentation is a `.push` from the presenting screen to the presented one and the
/// dismissal a `.pop` back, decided exactly as pushes and pops are (the transition given to
/// `present`, else the registrations, else the default; Reduce Motion through
/// ``TransitionDecision``). The library's animator re-reads the zoom's views when the dismissal
/// runs: the transition's views, else the screens' `TransitionZoomViewProviding` views, else the
/// zoom's cross-fade fallback.
///
/// ## Lifetimes
/// Screens are held weakly; a presentation's record is held by the presented controller's
/// transitioning delegate (which the presented controller keeps) and forgotten here once the
/// presented controller is gone.
@MainActor
final class PresentationCoordinator<Host: PresentationHost> {
    /// A view controller.
    typealias Screen = Host.Screen
    /// A view.
    typealias View = Host.PresentationView

    /// The navigation coordinator whose registrations and observers presentations share.
    let navigation: NavigationDelegateCore<Host>
    /// The presentations whose presented controller is alive.
    private var presentations: [Presentation] = []
    /// Called when a presentation or dismissal of this coordinator ended: the moment the host
    /// re-reads ``zoomDismissalScreen()`` and moves its zoom dismissal driver there.
    var shownDidChange: (() -> Void)?
    /// Requests whose transition ended, run on the next turn of the run loop
    /// (``runWaitingRequests(of:)``).
    var dueRequests: [() -> Void] = []

    /// What the coordinator remembers of one presentation, from `present` to the end of its
    /// dismissal.
    final class Presentation {
        /// The controller UIKit presents (a navigation controller wrapping the screen, say).
        weak var presented: Screen?
        /// The presenting screen, found through containers when presenting.
        weak var from: Screen?
        /// The transition given to `present(_:transition:)`, for both ways.
        let transition: Host.Transition?
        /// The style the app asked for, given back when the presentation ends: the presented
        /// controller's `modalPresentationStyle` when `present` was called — or, presented again
        /// before its last presentation ended (still reading that one's style), that one's request.
        let requested: PresentationStyle
        /// The style the presentation is presented with (``PresentationStyleRule``).
        let style: PresentationStyle
        /// Whether the library's presentation controller removes the presenter's view
        /// (``PresentationStyleRule/Decision/removesPresentersView``).
        let removesPresentersView: Bool
        /// Whether a presentation or dismissal the coordinator vended for is running.
        var isRunning = false
        /// Whether the presentation completed and no dismissal completed since.
        var isShown = false
        /// The library's animator vended last, while it lives (it announces the transition).
        weak var libraryAnimation: AnyObject?
        /// The same animator, as the coordinator reaches it (a caught zoom dismissal).
        weak var libraryAnimator: Host.Animator?
        /// Catches the zoom dismissal that runs after its release (``beginZoomDismissal(of:transition:interaction:referenceDistance:holding:)``);
        /// `nil` when none runs.
        var catchZoomDismissal: (() -> (any TransitionInteraction)?)?
        /// The animation controller vended last (the library's, or a `.custom` one).
        weak var vendedAnimation: AnyObject?
        /// The transition the presentation played (its zoom source is the one kept hidden).
        var played: Host.Transition?
        /// The style the presentation played (after Reduce Motion); `nil` when UIKit played it.
        var playedStyle: TransitionStyle?
        /// The interaction controller to vend for the dismissal about to start.
        var pendingInteraction: Host.Interaction?
        /// Whether the source stays hidden while the presented screen is up.
        var hidesSource = false
        /// The source hidden while the presented screen is up.
        weak var hiddenSource: View?
        /// Whether ``hiddenSource`` was hidden before the presentation hid it.
        var sourceWasHidden = false
        /// The backdrop the presentation left under the presented screen
        /// (``BackdropEnding/staysUnderScreen``), until a dismissal finishes.
        weak var keptBackdrop: View?
        /// Whether the next presentation or dismissal the coordinator vends for runs catchable: one
        /// the library starts itself, animated (``present(_:from:transition:animated:completion:)``,
        /// ``dismiss(_:animated:completion:)``).
        var startsCatchable = false
        /// The catchable interaction controller to vend for the transition about to start.
        var catchableInteraction: Host.Interaction?
        /// Turns the running transition around in place (``turnAround(_:)``); `nil` when it cannot
        /// be turned: not started catchable, or a finger drives it.
        var turn: (() -> Bool)?
        /// Whether the running transition heads to the presented screen shown: a presentation, or
        /// a dismissal turned back (each turn flips it).
        var headsShown = false
        /// Whether the running transition was turned around an odd number of times: it heads back
        /// where it started, its context cancelled.
        var isTurned = false
        /// Where and when the running transition last started running on its own (its velocity is
        /// the average since then: the presentation's animator does not report its timing).
        var anchor: SettlingRun?
        /// The requests made while the transition runs, in order, each asked again once it ended
        /// (``runWaitingRequests(of:)``).
        var waiting: [(request: PresentationRequest, retry: () -> Void)] = []

        init(
            presented: Screen, transition: Host.Transition?, requested: PresentationStyle,
            decision: PresentationStyleRule.Decision
        ) {
            self.presented = presented
            self.transition = transition
            self.requested = requested
            style = decision.style
            removesPresentersView = decision.removesPresentersView
        }
    }

    /// Creates the coordinator beside `navigation`.
    ///
    /// - Parameter navigation: The coordinator whose registrations and observers it shares.
    init(navigation: NavigationDelegateCore<Host>) {
        self.navigation = navigation
    }

    var host: Host? { navigation.host }

    /// The record of `presented`'s presentation, if the coordinator presented it and it lives.
    ///
    /// - Parameter presented: A presented controller.
    /// - Returns: Its record.
    func presentation(of presented: Screen) -> Presentation? {
        presentations.first { $0.presented === presented }
    }

    // MARK: Presenting

    /// `present(_:transition:animated:completion:)` and `NavigationDelegate.present(_:from:…)`:
    /// readies `presented` — `.custom`, whether the presenter's view leaves the window, and the
    /// status bar capture as ``PresentationStyleRule`` decides, its transitioning delegate — and
    /// asks UIKit to present it. The style the app set is given back when the presentation ends
    /// (its dismissal completes, it is cancelled, or UIKit refuses it), so every presentation —
    /// by this coordinator, another delegate's, or UIKit alone — reads the app's own style.
    ///
    /// ## Outcomes
    /// - A transition of `presented` by this coordinator runs (``request(_:of:retry:)``): a
    ///   dismissal is turned back in place when it can be; the request waits for the end either
    ///   way, and the completion is called once it is shown.
    /// - `presented` already presented, `presenter` already presenting, or `presenter`'s view in
    ///   no window: nothing happens (UIKit is not asked), the completion is not called, and the
    ///   diagnostics report it (UIKit would refuse it too).
    /// - UIKit refuses the presentation (nothing presented when `present` returns): the app's
    ///   style is given back at once.
    /// - Presented again before the last presentation ended (from its dismissal's completion,
    ///   which UIKit calls before the library's run ends): the last record's request is asked
    ///   again, and that record gives nothing back.
    /// - The app sets another style while the presentation is up: the app's is kept, not
    ///   overwritten when the presentation ends.
    ///
    /// - Parameters:
    ///   - presented: The controller to present.
    ///   - presenter: The controller presenting.
    ///   - transition: The transition to play, beating every registration; `nil` for the
    ///     registrations.
    ///   - animated: Whether to animate.
    ///   - completion: Called once presented.
    func present(
        _ presented: Screen, from presenter: Screen, transition: Host.Transition?, animated: Bool,
        completion: (() -> Void)?
    ) {
        endPresentationsTakenDown()
        guard let host else { return }
        if let running = presentation(of: presented), running.isRunning,
            host.presentingViewController(of: presented) != nil
        {
            return request(.present, of: running) { [weak self, weak presenter, weak presented] in
                // Its turn: shown meanwhile is arrived; otherwise asked again.
                guard let self, let presented else { return }
                if let record = self.presentation(of: presented), record.isShown, !record.isRunning {
                    return completion?() ?? ()
                }
                guard let presenter else {
                    return Diagnostics.report(
                        "presentations", "present(_:) waited for a transition; its presenter is gone: dropped"
                    )
                }
                self.present(
                    presented, from: presenter, transition: transition, animated: animated,
                    completion: completion)
            }
        }
        guard host.isViewInWindow(presenter) else {
            Diagnostics.report(
                "presentations",
                "present(_:) from a controller whose view is in no window: nothing happens (UIKit refuses "
                    + "it: \"whose view is not in the window hierarchy\")")
            return
        }
        guard host.presentingViewController(of: presented) == nil, !host.isPresenting(presenter) else {
            Diagnostics.report(
                "presentations",
                "present(_:) of a controller that is already presented, or from one that already "
                    + "presents: nothing happens (dismiss first)")
            return
        }
        // The app's own style: every presentation of the library gives it back when it ends. One
        // presented again before its last presentation ended (from the dismissal's completion,
        // which UIKit calls inside `completeTransition`) still reads that presentation's style,
        // whose record knows the app's.
        let current = host.modalPresentationStyle(of: presented)
        let requested =
            presentation(of: presented).flatMap { $0.style == current ? $0.requested : nil } ?? current
        // A controller presented again starts a new record: the last one is over.
        presentations.removeAll { $0.presented === presented }
        let from = presentingScreen(of: presenter)
        let player =
            navigation.vendor.decide(
                .push, from: from, to: presentedScreen(of: presented), override: transition,
                layoutDirection: host.layoutDirection(of: presenter), interactionIsDriving: false)?
            .decision.player ?? .system
        let presentation = Presentation(
            presented: presented, transition: transition, requested: requested,
            decision: PresentationStyleRule.decide(requested: requested, player: player))
        let style = presentation.style
        presentation.from = from
        presentations.append(presentation)
        if style != requested {
            host.setModalPresentationStyle(style, of: presented)
        }
        if PresentationStyleRule.capturesStatusBar(style: style) {
            host.captureStatusBarAppearance(by: presented)
        }
        if PresentationStyleRule.isModalToAccessibility(style: style) {
            host.markModalToAccessibility(presentedScreen(of: presented))
        }
        host.setTransitioningDelegate(of: presented, presentation: presentation)
        presentation.startsCatchable = animated
        host.present(presented, by: presenter, animated: animated, completion: completion)
        presentation.startsCatchable = false
        let isPresented = host.presentingViewController(of: presented) != nil
        if !isPresented {
            giveStyleBack(presentation)
        }
        if !animated {
            presentation.isShown = isPresented
            shownDidChange?()
        } else if presentation.isRunning, presentation.libraryAnimation == nil {
            observe(presentation, .push)
        }
    }

    /// `animationController(forPresented:presenting:source:)`: the push from the presenting screen
    /// to the presented one.
    ///
    /// - Parameters:
    ///   - presentation: The presentation.
    ///   - presented: The controller presented.
    /// - Returns: The animation controller, or `nil` for UIKit's own.
    func animationController(forPresenting presentation: Presentation, presented: Screen)
        -> Host.Animation?
    {
        guard let from = presentation.from else { return nil }
        return vend(.push, for: presentation, from: from, to: presentedScreen(of: presented))
    }

    // MARK: Dismissing

    /// `animationController(forDismissed:)`: the pop from the presented screen back to the
    /// presenting one, the zoom's views read again now. A source the presentation kept hidden is
    /// shown for it (the zoom's visibility test must not see the library's own hiding).
    ///
    /// - Parameters:
    ///   - presentation: The presentation.
    ///   - dismissed: The controller dismissed.
    /// - Returns: The animation controller, or `nil` for UIKit's own.
    func animationController(forDismissing presentation: Presentation, dismissed: Screen) -> Host.Animation? {
        guard let host else { return nil }
        let from =
            presentation.from
            ?? host.presentingViewController(of: dismissed).map(presentingScreen(of:)) ?? dismissed
        presentation.hiddenSource?.isHidden = presentation.sourceWasHidden
        let animation = vend(.pop, for: presentation, from: presentedScreen(of: dismissed), to: from)
        if presentation.isRunning, presentation.libraryAnimation == nil {
            host.scheduleOnNextTurn { [weak self, weak presentation] in
                guard let self, let presentation else { return }
                self.observe(presentation, .pop)
            }
        }
        return animation
    }

    /// `interactionControllerForDismissal(_:)`: the interaction controller handed to
    /// ``beginInteractiveDismissal(of:interaction:)`` for this dismissal, vended once.
    ///
    /// - Parameters:
    ///   - presentation: The presentation.
    ///   - animation: The animation controller UIKit will run.
    /// - Returns: The interaction controller, or `nil` (not interactive).
    func interactionController(forDismissing presentation: Presentation, animation: Host.Animation)
        -> Host.Interaction?
    {
        guard (animation as AnyObject) === presentation.vendedAnimation else { return nil }
        if let pending = presentation.pendingInteraction {
            presentation.pendingInteraction = nil
            return pending
        }
        return takeCatchableInteraction(of: presentation)
    }

    /// Starts the dismissal of `presented` interactively, driven by `interaction` (the zoom
    /// dismissal's drag, say): the same decision as any dismissal (a `.system` one plays the slide
    /// so that there is something to drive), with `interaction` vended as UIKit's interaction
    /// controller. The driver then moves it through its own ``TransitionInteraction`` handle.
    ///
    /// ## Outcomes
    /// `false`, reported to the diagnostics and with nothing dismissed, when `presented` was not
    /// presented by this coordinator, is not shown (its presentation or a dismissal still runs,
    /// or it was dismissed), or UIKit did not start the dismissal interactively.
    ///
    /// - Parameters:
    ///   - presented: A controller the coordinator presented.
    ///   - interaction: The interaction controller to drive the dismissal.
    /// - Returns: Whether the dismissal started, driven by `interaction`.
    func beginInteractiveDismissal(of presented: Screen, interaction: Host.Interaction) -> Bool {
        guard let host, let presentation = presentation(of: presented), presentation.isShown,
            !presentation.isRunning
        else {
            Diagnostics.report(
                "presentations",
                "beginInteractiveDismissal: the controller is not shown by a presentation of this delegate, "
                    + "or its presentation or dismissal still runs; nothing is dismissed")
            return false
        }
        presentation.pendingInteraction = interaction
        host.dismissPresented(presented, animated: true, completion: nil)
        let started = presentation.pendingInteraction == nil
        presentation.pendingInteraction = nil
        if !started {
            Diagnostics.report(
                "presentations", "beginInteractiveDismissal: UIKit did not start the dismissal interactively")
        }
        return started
    }

    /// VoiceOver's escape (the two-finger Z, `accessibilityPerformEscape`, UIAccessibility.h:311)
    /// on a presented screen: a screen the library presented is often only dragged away (the zoom
    /// dismissal), which VoiceOver cannot do, so the escape dismisses it — animated, as its
    /// dismissal plays — while it is shown and no transition of it runs.
    ///
    /// ## Outcomes
    /// `false` (the escape goes on up the responder chain, as UIKit does with an unhandled one)
    /// when this coordinator did not present `presented`, it is not shown, or a presentation or
    /// dismissal of it runs.
    ///
    /// - Parameter presented: The controller the escape reached.
    /// - Returns: Whether it is being dismissed (`accessibilityPerformEscape`'s result).
    func performEscape(on presented: Screen) -> Bool {
        guard let host, let presentation = presentation(of: presented), presentation.isShown,
            !presentation.isRunning
        else { return false }
        presentation.startsCatchable = true
        host.dismissPresented(presented, animated: true, completion: nil)
        presentation.startsCatchable = false
        return true
    }

    /// The style a presentation of `presented` played, while it is shown and no dismissal runs:
    /// what a dismissal driver asks before it takes a drag (it drags zooms away, not cross-fades).
    ///
    /// - Parameter presented: A presented controller.
    /// - Returns: The played style; `nil` when this coordinator did not present `presented`, it is
    ///   not shown, a transition of it runs, or UIKit played the presentation.
    func shownStyle(of presented: Screen) -> TransitionStyle? {
        guard let presentation = presentation(of: presented), presentation.isShown, !presentation.isRunning
        else { return nil }
        return presentation.playedStyle
    }

    /// The presented controller a zoom dismissal driver of this delegate attaches to now: the
    /// latest presentation that is shown (presented, no transition of it running), played a
    /// zoom and is not a sheet — a sheet is dismissed by its own swipe-down, which plays the zoom
    /// back (``PresentationStyleRule/keepsSheet(_:)``); `nil` when there is none — the driver then
    /// goes back to the navigation controller.
    ///
    /// Attached to a presented zoom, the driver still asks ``shownStyle(of:)`` before each begin,
    /// so a dismissal that starts otherwise (a button) never hands it a transition it did not start.
    ///
    /// - Returns: The presented controller, or `nil`.
    func zoomDismissalScreen() -> Screen? {
        endPresentationsTakenDown()
        return presentations.last {
            $0.isShown && !$0.isRunning && $0.playedStyle?.kind.growsFromSource == true
                && !PresentationStyleRule.keepsSheet($0.style)
        }?.presented
    }

    /// Whether dragging `presented` away plays a zoom now (shown, no transition of it running,
    /// presented with a zoom or a card after Reduce Motion): the zoom dismissal's question before
    /// it takes a drag.
    ///
    /// - Parameter presented: A presented controller.
    /// - Returns: `false` for any other transition, or when ``shownStyle(of:)`` is `nil`.
    func dismissalPlaysZoom(of presented: Screen) -> Bool {
        shownStyle(of: presented)?.kind.growsFromSource == true
    }

    /// Starts the zoom dismissal's drag of `presented`: its dismissal begins interactively
    /// (``beginInteractiveDismissal(of:interaction:)``) with `transition` vended as UIKit's
    /// interaction controller, and leaves the presented screen to the dismissal
    /// (``ZoomDismissalGate/beginning(holding:_:)``), its end held by
    /// `hold` until the screen settled.
    ///
    /// While a dismissal it started still runs after its release (the screen settles), this
    /// catches it instead: the percent-driven transition is paused where it is (`pause()`), the
    /// library's animator turned forward, and a new handle drives the same transition (`transition`
    /// and `hold` are then unused).
    ///
    /// - Parameters:
    ///   - presented: The presented controller.
    ///   - transition: A new percent-driven transition (`UIPercentDrivenInteractiveTransition`).
    ///   - interaction: The same object, as UIKit's interaction controller.
    ///   - referenceDistance: The vertical drag that is a whole dismissal (the screen's height).
    ///   - hold: Keeps the dismissal open until the dragged screen settled.
    /// - Returns: The handle that drives the dismissal, or `nil` (reported) when it did not start
    ///   — or, for a catch, when its animator already ended.
    func beginZoomDismissal<Transition: PercentDrivenTransitioning>(
        of presented: Screen, transition: Transition, interaction: Host.Interaction,
        referenceDistance: Double, holding hold: SettleHold? = nil
    ) -> (any TransitionInteraction)? {
        if let caught = presentation(of: presented)?.catchZoomDismissal {
            return caught()
        }
        let started = navigation.zoomDismissal.beginning(holding: hold) {
            beginInteractiveDismissal(of: presented, interaction: interaction)
        }
        guard started else { return nil }
        presentation(of: presented)?.catchZoomDismissal = {
            [weak transition, weak presentation = presentation(of: presented)] in
            guard let transition, let animator = presentation?.libraryAnimator,
                animator.catchRunning(pausing: transition.pause) != nil
            else { return nil }
            return PercentDrivenInteraction(transition: transition, referenceDistance: referenceDistance)
        }
        return PercentDrivenInteraction(transition: transition, referenceDistance: referenceDistance)
    }

    /// The view a zoom dismissal of `presented` drives while the dismissal runs: the view the
    /// transition context handed the library's animator as the dismissal's `.from` view
    /// (``AnnouncingAnimator/drivenView``) — the presentation controller's `presentedView`, which
    /// for a `.custom` presentation of the library wraps the screen's own view
    /// (`EscapePresentationController`). Driving it, not the screen's view, means the transition's
    /// end restores what was dragged, and the backdrop goes beside it in the container.
    ///
    /// - Parameter presented: The presented controller.
    /// - Returns: The view; `nil` when no dismissal of `presented` that leaves it to the drag runs.
    func zoomDismissalView(of presented: Screen) -> Host.Animator.DrivenView? {
        presentation(of: presented)?.libraryAnimator?.drivenView
    }

    // MARK: Shared

    /// The presenting screen shown by `presenter`, as registrations see it.
    private func presentingScreen(of presenter: Screen) -> Screen {
        guard let host else { return presenter }
        return host.transitionScreen(
            of: PresentationScreens.presenting(from: presenter, container: host.container))
    }

    /// The presented screen of `presented`, as registrations see it.
    private func presentedScreen(of presented: Screen) -> Screen {
        guard let host else { return presented }
        return host.transitionScreen(of: PresentationScreens.presented(presented, container: host.container))
    }

    /// What plays for one direction of `presentation` between `from` and `to`, vended and
    /// announced as the navigation delegate vends and announces a push or a pop.
    private func vend(
        _ operation: NavigationOperation, for presentation: Presentation, from: Screen, to: Screen
    ) -> Host.Animation? {
        let presentingScreen = operation == .push ? from : to
        let presentedScreen = operation == .push ? to : from
        guard let host,
            case (var decision, let match)? = navigation.vendor.decide(
                operation, from: from, to: to, override: presentation.transition,
                layoutDirection: host.layoutDirection(of: presentingScreen),
                interactionIsDriving: presentation.pendingInteraction != nil)
        else { return nil }
        decision.keepsBackdrop =
            operation == .push
            && decision.style?.backdropEnding.keepsBackdrop(
                presentersViewStays: !presentation.removesPresentersView) == true
        if operation == .push {
            presentation.hidesSource = match.map(host.hidesSourceWhilePresented) ?? false
        }
        if operation == .push {
            presentation.played = match
            presentation.playedStyle = decision.style
        }
        presentation.isRunning = true
        presentation.headsShown = operation == .push
        presentation.isTurned = false
        presentation.libraryAnimation = nil
        presentation.vendedAnimation = nil
        presentation.catchableInteraction = nil
        presentation.turn = nil
        presentation.anchor = nil
        let startsCatchable = presentation.startsCatchable && presentation.pendingInteraction == nil
        presentation.startsCatchable = false
        /// The library's animator for a decision it plays, announced to observers.
        func play(_ decision: TransitionDecision, _ transition: Host.Transition?) -> Host.Animation {
            var fallback = ZoomLookup<View>(
                source: { [weak host, weak presentingScreen, weak presentedScreen] in
                    guard let presentingScreen, let presentedScreen else { return nil }
                    return host?.transitionZoomView(
                        of: presentingScreen, operation: operation, otherScreen: presentedScreen)
                },
                destination: { [weak host, weak presentingScreen, weak presentedScreen] in
                    guard let presentingScreen, let presentedScreen else { return nil }
                    return host?.transitionZoomView(
                        of: presentedScreen, operation: operation, otherScreen: presentingScreen)
                })
            fallback.keptBackdrop = { [weak presentation] in presentation?.keptBackdrop }
            fallback.keepBackdrop = { [weak presentation] backdrop in presentation?.keptBackdrop = backdrop }
            let animator = host.makeAnimator(playing: decision, transition: transition, fallback: fallback)
            navigation.zoomDismissal.holdSettle(of: animator, decision: decision)
            animator.callObserver = navigation.callObserver
            presentation.libraryAnimator = animator
            var announcement = NavigationDelegateCore<Host>.Announcement(
                phase: .willBegin, operation: operation, from: from, to: to,
                isInteractive: presentation.pendingInteraction != nil, style: decision.style,
                duration: decision.duration)
            announcement.isPresentation = true
            _ = navigation.announcer.announce(
                animator, lane: lane(of: presentation), laneAnimatorIsAlive: false,
                announcement: announcement,
                played: navigation.announcer.completion(
                    playedBy: animator, decision: decision,
                    isInteractive: presentation.pendingInteraction != nil))
            let announced = animator.onFinish
            animator.onFinish = { [weak self, weak presentation] finished in
                announced?(finished)
                guard let self, let presentation else { return }
                self.transitionEnded(presentation, operation, finished: finished)
            }
            if startsCatchable { makeCatchable(presentation, playedBy: animator) }
            let animation = host.animationController(of: animator)
            presentation.libraryAnimation = animation as AnyObject
            return animation
        }
        let animation: Host.Animation?
        switch decision.player {
        case .library:
            animation = play(decision, match)
        case .custom:
            animation =
                match.flatMap {
                    host.customAnimationController(of: $0, operation: operation, from: from, to: to)
                }
                ?? decision.fallback.map { play($0, nil) }
        case .system:
            animation = decision.fallback.map { play($0, nil) }
        }
        presentation.vendedAnimation = animation.map { $0 as AnyObject }
        return animation
    }

    /// Announces a transition of `presentation` the library does not animate through the
    /// presented controller's transition coordinator, and ends it there; without a coordinator
    /// (the transition is over), ends it as UIKit left it.
    private func observe(_ presentation: Presentation, _ operation: NavigationOperation) {
        guard let host, let presented = presentation.presented else { return }
        guard let coordinator = presented.activeTransitionCoordinator, let from = presentation.from else {
            let shown = host.presentingViewController(of: presented) != nil
            transitionEnded(presentation, operation, finished: shown == (operation == .push))
            return
        }
        let screen = presentedScreen(of: presented)
        var announcement = NavigationDelegateCore<Host>.Announcement(
            phase: .willBegin, operation: operation, from: operation == .push ? from : screen,
            to: operation == .push ? screen : from, isInteractive: coordinator.isInteractive,
            duration: coordinator.transitionDuration)
        announcement.isPresentation = true
        let begin = navigation.announcer.announce(
            through: coordinator, lane: lane(of: presentation), announcement: announcement
        ) { [weak self, weak presentation] _, context in
            guard let self, let presentation else { return }
            self.transitionEnded(presentation, operation, finished: !context.isCancelled)
        }
        if begin == nil {
            let shown = host.presentingViewController(of: presented) != nil
            transitionEnded(presentation, operation, finished: shown == (operation == .push))
        }
    }

    /// A presentation or dismissal of `presentation` ended: what is shown now, and the source kept
    /// hidden while the presented screen is up (hidden once presented, hidden again after a
    /// cancelled dismissal, forgotten after a finished one).
    private func transitionEnded(
        _ presentation: Presentation, _ operation: NavigationOperation, finished: Bool
    ) {
        presentation.isRunning = false
        presentation.isShown = (operation == .push) == finished
        presentation.catchZoomDismissal = nil
        presentation.catchableInteraction = nil
        presentation.turn = nil
        presentation.anchor = nil
        defer {
            endPresentationsTakenDown()
            shownDidChange?()
            runWaitingRequests(of: presentation)
        }
        if !presentation.isShown {
            giveStyleBack(presentation)
            presentation.keptBackdrop?.removeFromSuperview()
            presentation.keptBackdrop = nil
        }
        guard presentation.hidesSource, let host else { return }
        if presentation.isShown {
            if presentation.hiddenSource == nil {
                let source =
                    presentation.played.flatMap(host.zoomSource(of:))
                    ?? presentation.from.flatMap { from in
                        presentation.presented.flatMap { presented in
                            host.transitionZoomView(
                                of: from, operation: .push, otherScreen: presentedScreen(of: presented))
                        }
                    }
                presentation.hiddenSource = source
                presentation.sourceWasHidden = source?.isHidden ?? false
            }
            presentation.hiddenSource?.isHidden = true
        } else {
            presentation.hiddenSource?.isHidden = presentation.sourceWasHidden
            presentation.hiddenSource = nil
        }
    }

    /// Ends the presentations UIKit took down without asking their transitioning delegate, and
    /// forgets those whose presented controller is gone.
    ///
    /// A dismissal sent to a controller below a chain of presentations "simply removes" the
    /// intermediate ones (Apple's documentation of `dismiss(animated:completion:)`): only the top
    /// one's delegate is asked. A shown presentation whose controller is no longer presented (or is
    /// released) ends as a finished dismissal — its hidden source is shown again, the app's style
    /// given back. Run at each presentation, at the end of each transition of this coordinator (the
    /// top one's dismissal, when this delegate presented it) and when asked
    /// (``presentationsMayHaveEnded()``).
    func endPresentationsTakenDown() {
        for presentation in presentations where presentation.isShown && !presentation.isRunning {
            let isPresented =
                presentation.presented.map { host?.presentingViewController(of: $0) != nil } ?? false
            if !isPresented { transitionEnded(presentation, .pop, finished: true) }
        }
        presentations.removeAll { $0.presented == nil }
    }

    /// Something outside this coordinator may have taken presentations of it down (a dismissal
    /// whose top controller another delegate or UIKit alone animated): ends those that were.
    func presentationsMayHaveEnded() {
        endPresentationsTakenDown()
        shownDidChange?()
    }

    /// The presentation is over — its dismissal completed, it was cancelled, or UIKit refused it —
    /// and the presented controller gets the style the app asked for back, so that whoever
    /// presents it next (any delegate, or UIKit alone) reads the app's own style. A style the app
    /// changed meanwhile is left alone, and so is a controller presented again since (its new
    /// record's style is the one it shows).
    private func giveStyleBack(_ presentation: Presentation) {
        guard let host, let presented = presentation.presented, presentation.style != presentation.requested,
            presentations.contains(where: { $0 === presentation }),
            host.modalPresentationStyle(of: presented) == presentation.style
        else { return }
        host.setModalPresentationStyle(presentation.requested, of: presented)
    }

    /// The announcement lane of a presentation: its record's identity (a presentation and its
    /// dismissal never overlap).
    private func lane(of presentation: Presentation) -> ObjectIdentifier {
        ObjectIdentifier(presentation)
    }
}
