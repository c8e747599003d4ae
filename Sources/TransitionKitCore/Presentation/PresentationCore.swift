/// Neutral decisions for modal presentations: which screens, which style, what plays and how it is
/// announced (see PresentationInternals). Shares `NavigationDelegateCore`'s registrations.
@MainActor
package final class PresentationCore<Host: PresentationHost> {
    package typealias Screen = Host.Screen
    typealias View = Host.PresentationView

    /// The navigation coordinator whose registrations and observers presentations share.
    let navigation: NavigationDelegateCore<Host>
    /// The presentations whose presented controller is alive.
    private var presentations: [Presentation] = []
    /// Called when a presentation or dismissal of this coordinator ended: the moment the host
    /// re-reads ``zoomDismissalScreen()`` and moves its zoom dismissal driver there.
    package var shownDidChange: (() -> Void)?
    /// Requests whose transition ended, run on the next turn of the run loop
    /// (``runWaitingRequests(of:)``).
    var dueRequests: [() -> Void] = []

    /// What the coordinator remembers of one presentation, from `present` to the end of its
    /// dismissal.
    package final class Presentation {
        /// The controller UIKit presents (a navigation controller wrapping the screen, say).
        weak var presented: Screen?
        /// The presenting screen, found through containers when presenting.
        weak var from: Screen?
        /// The transition given to `present(_:transition:)`, for both ways.
        let transition: Host.Transition?
        /// The app's style, given back when the presentation ends; for a controller presented again before
        /// its last presentation ended, that one's request.
        let requested: PresentationStyle
        /// The style the presentation is presented with (``PresentationStyleRule``).
        let style: PresentationStyle
        /// Whether the library's presentation controller removes the presenter's view
        /// (``PresentationStyleRule/Decision/removesPresentersView``).
        package let removesPresentersView: Bool
        /// Whether a presentation or dismissal the coordinator vended for is running.
        var isRunning = false
        /// Whether the presentation completed and no dismissal completed since.
        var isShown = false
        /// The library's animator vended last, while it lives (it announces the transition).
        weak var libraryAnimation: AnyObject?
        /// The same animator, as the coordinator reaches it (a caught zoom dismissal).
        weak var libraryAnimator: Host.Animator?
        /// Catches the zoom dismissal still settling after its release (`beginZoomDismissal`); `nil`
        /// when none runs.
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
        /// Whether the next transition vended runs catchable: one the library starts itself, animated.
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

    package init(navigation: NavigationDelegateCore<Host>) {
        self.navigation = navigation
    }

    var host: Host? { navigation.host }

    func presentation(of presented: Screen) -> Presentation? {
        presentations.first { $0.presented === presented }
    }

    // MARK: Presenting

    /// Readies `presented` as ``PresentationStyleRule`` decides and asks UIKit to present it; the app's
    /// style is given back when the presentation ends. Outcomes: PresentationInternals, "Presenting".
    package func present(
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

    /// A presentation plays as a `.push` from the presenting screen; `nil` for UIKit's own.
    package func animationController(forPresenting presentation: Presentation, presented: Screen)
        -> Host.Animation?
    {
        guard let from = presentation.from else { return nil }
        return vend(.push, for: presentation, from: from, to: presentedScreen(of: presented))
    }

    // MARK: Dismissing

    /// A `.pop` back, the zoom's views read again now. A source kept hidden is shown first: the zoom's
    /// visibility test must not see the library's own hiding.
    package func animationController(forDismissing presentation: Presentation, dismissed: Screen) -> Host
        .Animation?
    {
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

    /// The interaction given to ``beginInteractiveDismissal(of:interaction:)``, vended once; `nil`: not
    /// interactive.
    package func interactionController(forDismissing presentation: Presentation, animation: Host.Animation)
        -> Host.Interaction?
    {
        guard (animation as AnyObject) === presentation.vendedAnimation else { return nil }
        if let pending = presentation.pendingInteraction {
            presentation.pendingInteraction = nil
            return pending
        }
        return takeCatchableInteraction(of: presentation)
    }

    /// Same decision as any dismissal (a `.system` one plays the slide, so there is something to drive).
    /// `false`, reported, nothing dismissed: not ours, not shown, or UIKit did not start it interactively.
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

    /// VoiceOver's escape (`accessibilityPerformEscape`, UIAccessibility.h:311) dismisses a screen that
    /// may otherwise only be dragged away. `false` (escape goes on up) unless ours, shown and idle.
    package func performEscape(on presented: Screen) -> Bool {
        guard let host, let presentation = presentation(of: presented), presentation.isShown,
            !presentation.isRunning
        else { return false }
        presentation.startsCatchable = true
        host.dismissPresented(presented, animated: true, completion: nil)
        presentation.startsCatchable = false
        return true
    }

    /// Asked by a dismissal driver before it takes a drag (it drags zooms away, not cross-fades); `nil`
    /// unless ours, shown, idle and played by the library.
    func shownStyle(of presented: Screen) -> TransitionStyle? {
        guard let presentation = presentation(of: presented), presentation.isShown, !presentation.isRunning
        else { return nil }
        return presentation.playedStyle
    }

    /// The latest shown, idle presentation that played a zoom and is not a sheet (a sheet's own
    /// swipe-down plays the zoom back); `nil` sends the driver back to the navigation controller.
    package func zoomDismissalScreen() -> Screen? {
        endPresentationsTakenDown()
        return presentations.last {
            $0.isShown && !$0.isRunning && $0.playedStyle?.kind.growsFromSource == true
                && !PresentationStyleRule.keepsSheet($0.style)
        }?.presented
    }

    /// Whether its played style, after Reduce Motion, grows from its source (a zoom or a card).
    func dismissalPlaysZoom(of presented: Screen) -> Bool {
        shownStyle(of: presented)?.kind.growsFromSource == true
    }

    /// Begins the dismissal interactively, held open by `hold` until the screen settled, or catches one it
    /// started that still settles. `referenceDistance`: the vertical drag in points that dismisses wholly.
    func beginZoomDismissal<Transition: PercentDrivenTransitionPort>(
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

    /// The context's `.from` view (the `presentedView`, which wraps the screen's view for a `.custom`
    /// presentation): driving it lets the transition's end restore what was dragged.
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
                interactionIsDriving: presentation.pendingInteraction != nil, isPresentation: true)
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
            let played = navigation.announcer.completion(
                playedBy: animator, decision: decision, isInteractive: presentation.pendingInteraction != nil)
            _ = navigation.announcer.announce(
                animator, lane: lane(of: presentation), laneAnimatorIsAlive: false,
                announcement: announcement
            ) { [weak presentation] announcement, geometry in
                played(&announcement, geometry)
                // A sheet's swipe-down is driven by UIKit's own interaction controller, which the library
                // never sees; its coordinator says so (UIViewControllerTransitionCoordinator.h:32-36).
                announcement.isInteractive =
                    announcement.isInteractive
                    || presentation?.presented?.activeTransitionCoordinator?.initiallyInteractive == true
            }
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

    /// Follows a transition the library does not animate through the presented controller's transition
    /// coordinator; without one (the transition is over), ends it as UIKit left it.
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

    /// The hidden source is hidden once presented, hidden again after a cancelled dismissal, forgotten
    /// after a finished one.
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

    /// UIKit "simply removes" intermediate presentations of a chain without asking their delegates
    /// (`dismiss(animated:completion:)` documentation): those, and released ones, end as dismissed.
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

    /// So whoever presents the controller next reads the app's own style. A style the app changed
    /// meanwhile, or a controller presented again since, is left alone.
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
