import Foundation
import TestSupport
import TransitionKitGestures
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// The world of one end-to-end sequence (``EndToEndRun``) and the reference it is checked against:
/// a bar-less navigation controller over the models with its transitions object, a driver (scripted
/// or the real pan driver under a finger), an app delegate, and the requests made.
@MainActor
final class EndToEndRig {
    let scene: NavigationScene
    let driverKind: EndToEndRun.Driver
    let translucentScreens: Bool
    var navigation: NavigationControllerModel?
    var barless: ModeledBarless?
    let driver: ModeledDriver
    /// The finger on the real pan driver (``EndToEndRun/Driver/pan`` only).
    let finger: FingerModel?
    let apps = [AppDelegateDouble(), AppDelegateDouble()]
    let staging: StagingModel
    let fail: (String) -> Void

    /// Every request made, in order; a request whose transition was cancelled is marked undone.
    var requests: [(request: Request, undone: Bool)] = []
    /// The request that turned the running transition around, until that transition completes:
    /// undone with it when it ends cancelled (it ran as that cancel), kept when the transition's
    /// own completion won (it then runs as a pop of its own).
    var reversal: Int?
    /// Requests that turned a running transition around.
    var reversals = 0
    /// Requests made while a finger held a caught transition.
    var commandsWhileCaught = 0
    /// The interaction of the scripted driver or UIKit's edge swipe in flight.
    var held: PercentDrivenTransitionModel?
    /// The scripted interactions released, with the outcome their release asked for.
    var released: [(interaction: PercentDrivenTransitionModel, finished: Bool)] = []
    var presentationsEnded = 0
    var screenCount = 0
    var runs: [WeakReference<CheckedRunAnimator>] = []
    var runsEnded = 0
    var catches = 0
    var catchesOfButtonTransitions = 0
    var catchesOfReleasedTransitions = 0
    /// Pops the finger on the real pan driver started.
    var panPops = 0
    var detaches = 0
    var delegateSwaps = 0
    /// Whether the transitions object is attached to the navigation controller.
    var attached = true
    /// How far `check` has read the navigation controller's event log, and what it counted.
    var scanned = 0
    var completions = 0
    var cancelledCompletions = 0
    var coordinatorCompletions = 0
    /// The outcome of the `completeTransition` whose coordinator completion has not come yet.
    var open: Bool?
    var screens: [WeakReference<ViewControllerModel>] = []
    /// The look the app gave each screen's view when it loaded, by screen name.
    var dresses: [String: Dress] = [:]

    enum Request {
        case push(String)
        case pop
        case popToRoot
    }

    /// The app's own look for a screen's view.
    struct Dress: Equatable {
        var alpha: CGFloat
        var cornerRadius: CGFloat
        var background: RGBA
    }

    init(
        scene: NavigationScene, driver kind: EndToEndRun.Driver, translucentScreens: Bool,
        rng: inout SplitMix64, fail: @escaping (String) -> Void
    ) {
        self.scene = scene
        driverKind = kind
        self.translucentScreens = translucentScreens
        self.fail = fail
        switch kind {
        case .scripted:
            driver = ModeledDriver(ledger: scene.ledger)
            finger = nil
        case .pan:
            let pan = ModelPanDriver(activation: .edge(.leading), ledger: scene.ledger, clock: scene.clock)
            driver = ModeledDriver(pan: pan, ledger: scene.ledger)
            finger = FingerModel(driver: pan, clock: scene.clock)
        }
        staging = StagingModel(ledger: scene.ledger)
        let navigation = scene.navigation()
        // In a tab: every third screen hides the tab bar (system bars).
        navigation.tabBarView = ViewModel(
            "tab bar", frame: CGRect(x: 0, y: 761, width: 390, height: 83), ledger: scene.ledger)
        let barless = ModeledBarless.make(navigation, scene: scene)
        barless.viewDidLoad(navigation, driver: driver)
        // Every transition one signposted interval, ended once: a second begin or end is a violation.
        barless.transitions.core.announcer.intervals.signposts = SignposterModel(ledger: scene.ledger)
        self.navigation = navigation
        self.barless = barless
        screens.append(WeakReference(navigation.viewControllers[0]))
        dress(navigation.viewControllers[0], rng: &rng)
        chooseTransition(&rng)
    }

    var queue: NavigationQueue<ObjectIdentifier>? { barless?.coordinator.queue.queue }

    /// The stack every request leads to, applied in the order the requests were made, without
    /// those whose transition was cancelled.
    var reference: [String] {
        var stack = ["root"]
        for (request, undone) in requests where !undone { Self.apply(request, to: &stack) }
        return stack
    }

    private static func apply(_ request: Request, to stack: inout [String]) {
        switch request {
        case .push(let name): stack.append(name)
        case .pop: if stack.count > 1 { stack.removeLast() }
        case .popToRoot: stack = [stack[0]]
        }
    }

    func request(_ request: Request) {
        requests.append((request, false))
    }

    /// A transition was cancelled: the request it played no longer counts (the requests after it
    /// ran, or run, against the stack it left).
    func undo(_ transition: (operation: NavigationOperation, from: String, to: String)) {
        var stack = ["root"]
        for index in requests.indices where !requests[index].undone {
            let before = stack.last
            Self.apply(requests[index].request, to: &stack)
            let played: Bool
            switch requests[index].request {
            case .push(let name): played = transition.operation == .push && name == transition.to
            case .pop, .popToRoot:
                played =
                    transition.operation == .pop && before == transition.from && stack.last == transition.to
            }
            if played {
                requests[index].undone = true
                return
            }
        }
        fail("a cancelled \(transition.operation) \(transition.from)→\(transition.to) played no request")
    }

    func weakReferences() -> [(String, () -> AnyObject?)] {
        var refs: [(String, () -> AnyObject?)] = []
        weak let navigation = self.navigation
        weak let barless = self.barless
        weak let transitions = self.barless?.transitions
        weak let driver = self.driver
        weak let pan = self.driver.pan
        refs.append(("the navigation controller", { navigation }))
        refs.append(("the bar-less overrides", { barless }))
        refs.append(("the transitions object", { transitions }))
        for screen in screens { refs.append(("a screen", { screen.object })) }
        for run in runs { refs.append(("a TransitionRun animator", { run.object })) }
        for made in self.barless?.transitions.madeAnimators ?? [] {
            refs.append(("a library animator", { made.object }))
        }
        refs.append(("the driver", { driver }))
        refs.append(("the pan driver", { pan }))
        return refs
    }

    func coverage(_ events: [String]) -> EndToEndRun.Coverage {
        var coverage = EndToEndRun.Coverage()
        coverage.events = events.count
        (coverage.pansFinished, coverage.pansCancelled) = interactiveOutcomes
        coverage.systemSwipes =
            events.filter { $0 == "edge swipe (UIKit's)" || $0 == "content swipe (UIKit's)" }
            .count
        coverage.contentPops = events.filter { $0 == "content swipe (UIKit's)" }.count
        coverage.reversals = reversals
        coverage.commandsWhileCaught = commandsWhileCaught
        coverage.catches = catches
        coverage.catchesOfButtonTransitions = catchesOfButtonTransitions
        coverage.catchesOfReleasedTransitions = catchesOfReleasedTransitions
        coverage.panPops = panPops
        coverage.runTransitionsEnded = runsEnded
        coverage.cancelledCompletions = cancelledCompletions
        coverage.presentationsEnded = presentationsEnded
        coverage.detaches = detaches
        coverage.delegateSwaps = delegateSwaps
        coverage.backgrounds = events.filter { $0.hasPrefix("background") }.count
        coverage.sizeChanges = events.filter { $0.hasPrefix("size change") }.count
        return coverage
    }

    /// The app goes to the background and comes back: UIKit cancels every touch as the app
    /// resigns active — the pan driver's recognizer is cancelled, a scripted pan is let go
    /// cancelled — and animations run on while it is away (the clock moves on: not at all, for a
    /// backgrounding during a transition's first frame, up to half a minute). The documented
    /// outcome: a transition under a finger cancels; one running or settling ends as it was
    /// heading; the invariants hold after every event and everything is at rest once settled.
    func background(_ rng: inout SplitMix64) -> String {
        if let held { end(held, finish: false) }
        if let finger, finger.isDown { finger.cancelTouch() }
        let away = [0, 0.016, 1, 30][Int.random(in: 0..<4, using: &rng)]
        scene.clock.advance(by: away)
        return "background for \(away)s"
    }

    /// The device rotates, or the app's window is resized (iPad, Stage Manager), at any moment of a
    /// transition: the navigation controller's view takes a new size — now and then none at
    /// all. The documented outcome: a transition continues with the geometry it resolved when it
    /// began and ends as it would have; UIKit's layout then puts the shown screen at the new size
    /// (the at-rest invariant checks the top screen's frame against the container).
    func resize(_ navigation: NavigationControllerModel, _ rng: inout SplitMix64) -> String {
        let sizes = [
            CGSize(width: 390, height: 844), CGSize(width: 844, height: 390),
            CGSize(width: 1_024, height: 768),
            CGSize(width: 320, height: 700), .zero,
        ]
        let size = sizes[Int.random(in: 0..<sizes.count, using: &rng)]
        navigation.resize(to: size)
        return "size change to \(Int(size.width))×\(Int(size.height))"
    }

    /// The app's own look for a screen's view, set when it loads.
    func dress(_ screen: ViewControllerModel, rng: inout SplitMix64) {
        let alpha: CGFloat = translucentScreens && Bool.random(using: &rng) ? 0.9 : 1
        let radius: CGFloat = Bool.random(using: &rng) ? 0 : 12
        let shade = Double.random(in: 0...1, using: &rng)
        let bounds = navigation?.containerView.bounds ?? .zero
        let dress = Dress(
            alpha: alpha, cornerRadius: radius,
            background: RGBA(red: shade, green: 0.5, blue: 1 - shade, alpha: 1))
        dresses[screen.name] = dress
        let put: @MainActor @Sendable (ViewModel) -> Void = { view in
            view.frame = bounds
            view.alpha = dress.alpha
            view.cornerRadius = dress.cornerRadius
            view.backgroundRGBA = dress.background
        }
        if let view = screen.viewIfLoaded { put(view) } else { screen.onLoadView = put }
    }

    // MARK: Events

    /// Makes a request; returns whether it turned the running transition around.
    private func watchingReversals(_ makeRequest: () -> Void) -> Bool {
        let before = queue?.reversals.count ?? 0
        if driver.pan?.coordinator.isActive == true { commandsWhileCaught += 1 }
        makeRequest()
        guard (queue?.reversals.count ?? 0) > before else { return false }
        if reversal != nil { fail("a second reversal of one transition") }
        reversal = requests.count - 1
        reversals += 1
        return true
    }

    /// Pushes a new screen without animation and lets the queue settle.
    func pushSettled(_ rng: inout SplitMix64) -> String {
        guard let navigation else { return "nothing" }
        let screen = newScreen(&rng)
        request(.push(screen.name))
        navigation.pushViewController(screen, animated: false)
        scene.settle()
        return "push \(screen.name) unanimated, settle"
    }

    private func newScreen(_ rng: inout SplitMix64) -> ViewControllerModel {
        screenCount += 1
        let screen = scene.screen("s\(screenCount)")
        screen.hidesBottomBarWhenPushed = screenCount.isMultiple(of: 3)
        dress(screen, rng: &rng)
        screens.append(WeakReference(screen))
        return screen
    }

    func step(_ rng: inout SplitMix64) -> String {
        guard let navigation, let barless else { return "nothing" }
        let roll = Int.random(in: 0..<100, using: &rng)
        // With the real pan driver the finger takes some of the clock's share: its moves advance
        // the clock themselves.
        if let finger, (55..<64).contains(roll) { return fingerEvent(finger, rng: &rng) }
        switch roll {
        case 0..<20:
            let screen = newScreen(&rng)
            let animated = Int.random(in: 0..<5, using: &rng) != 0
            request(.push(screen.name))
            navigation.pushViewController(screen, animated: animated)
            return "push \(screen.name)\(animated ? "" : " unanimated")"
        case 20..<28:
            let animated = Int.random(in: 0..<5, using: &rng) != 0
            let reversed = watchingReversals {
                request(.pop)
                _ = navigation.popViewController(animated: animated)
            }
            return "back tap\(animated ? "" : " unanimated")\(reversed ? ", turns the transition back" : "")"
        case 28..<31:
            let reversed = watchingReversals {
                request(.popToRoot)
                _ = navigation.popToRootViewController(animated: true)
            }
            return "pop to root\(reversed ? ", turns the transition back" : "")"
        case 31..<55:
            if let finger { return fingerEvent(finger, rng: &rng) }
            return scriptedPanEvent(barless: barless, rng: &rng)
        case 69..<71:
            return background(&rng)
        case 71:
            return resize(navigation, &rng)
        case 55..<69:
            let seconds = [0, 0.05, 0.1, 0.2, 0.5][Int.random(in: 0..<5, using: &rng)]
            scene.clock.advance(by: seconds)
            return "advance \(seconds)s"
        case 72..<76:
            scene.settle()
            return "run until idle"
        case 76..<83:
            return swapDelegate(navigation: navigation, barless: barless, rng: &rng)
        case 83..<86:
            return attachOrDetach(navigation: navigation, barless: barless)
        case 86..<92:
            if navigation.presentationCoordinator == nil {
                let styles: [PresentationStyle] = [.formSheet, .pageSheet, .fullScreen]
                let style = styles[Int.random(in: 0..<styles.count, using: &rng)]
                navigation.beginPresentation(style: style, presenting: scene.screen("presenter"))
                return "present (\(style))"
            }
            let cancelled = Int.random(in: 0..<3, using: &rng) == 0
            navigation.endPresentation(cancelled: cancelled)
            presentationsEnded += 1
            return cancelled ? "presentation cancelled" : "presentation ends"
        default:
            return chooseTransition(&rng)
        }
    }

    /// The app assigns the navigation controller's `delegate` or the bar-less `additionalDelegate`.
    private func swapDelegate(
        navigation: NavigationControllerModel, barless: ModeledBarless, rng: inout SplitMix64
    ) -> String {
        delegateSwaps += 1
        let app = Int.random(in: 0..<apps.count, using: &rng)
        switch Int.random(in: 0..<5, using: &rng) {
        case 0:
            navigation.delegate = apps[app]
            return "delegate = app \(app)"
        case 1:
            navigation.delegate = nil
            return "delegate = nil"
        case 2:
            barless.additionalDelegate = apps[app]
            return "additionalDelegate = app \(app)"
        case 3:
            barless.additionalDelegate = nil
            return "additionalDelegate = nil"
        default:
            navigation.delegate = barless.transitions
            return "delegate = transitions"
        }
    }

    /// The app detaches the transitions (UIKit's own transitions play, the driver is uninstalled)
    /// or attaches them again with the same driver.
    private func attachOrDetach(navigation: NavigationControllerModel, barless: ModeledBarless) -> String {
        if attached {
            // A finger on the driver's recognizers is cancelled when they leave the view.
            if let finger, finger.isDown { finger.cancelTouch() }
            barless.transitions.detach(from: navigation)
            attached = false
            detaches += 1
            return "detach"
        }
        barless.viewDidLoad(navigation, driver: driver)
        attached = true
        return "attach"
    }

    /// Changes the default transition: the library's animator (`.slide`/`.crossFade`), UIKit's
    /// (`.system`), or a `.custom` registration playing a built-in through the real `TransitionRun`.
    @discardableResult
    func chooseTransition(_ rng: inout SplitMix64) -> String {
        guard let barless else { return "nothing" }
        let pick = Int.random(in: 0..<6, using: &rng)
        let transition: ModeledTransition
        let label: String
        switch pick {
        case 0:
            (transition, label) = (.slide, "slide")
        case 1:
            (transition, label) = (.crossFade, "crossFade")
        case 2:
            (transition, label) = (.system, "system")
        default:
            let styles: [TransitionStyle] = [.slide, .fade, .crossFade, .zoom, .safeAreaMorph]
            let style = styles[Int.random(in: 0..<styles.count, using: &rng)]
            label = "run(\(style.kind))"
            transition = ModeledTransition(.custom(label)) { [weak self] operation, from, to in
                self?.makeRun(style: style, label: label, operation: operation, from: from, to: to)
            }
        }
        barless.transitions.core.vendor.registry.defaultValue = transition
        return "transition = \(label)"
    }

    func makeRun(
        style: TransitionStyle, label: String, operation: NavigationOperation, from: ViewControllerModel,
        to: ViewControllerModel
    ) -> CheckedRunAnimator {
        let decision = TransitionDecision.decide(
            style: style, operation: operation, interactionIsDriving: driver.awaitsTransition)
        let run = CheckedRunAnimator.Run(
            decision: decision, zoom: .screens, staging: staging, animations: scene.animations)
        let animator = CheckedRunAnimator(run, label: "\(label) \(operation) \(from.name)→\(to.name)")
        animator.onMismatch = { [fail] in fail($0) }
        animator.onEnd = { [weak self] in self?.runsEnded += 1 }
        runs.append(WeakReference(animator))
        return animator
    }

    // MARK: Ending

    /// Ends any gesture and lets everything finish.
    func finishAll(_ rng: inout SplitMix64) {
        if let held { end(held, finish: Bool.random(using: &rng)) }
        if let finger, finger.isDown {
            finger.lift(velocity: CGFloat(Double.random(in: -1_500...1_500, using: &rng)))
        }
        endPresentation()
        scene.settle()
    }

    /// The app dismisses the navigation controller mid-flight: its view leaves the window, so
    /// UIKit cancels the gesture in flight and ends the presentation.
    func abandon() {
        leaveWindow()
        scene.settle()
    }

    /// The app lets go of the navigation controller (and the rig of everything it holds).
    func release() {
        leaveWindow()
        navigation = nil
        barless = nil
        held = nil
        released = []
    }

    /// The navigation controller's view leaves the window: UIKit cancels the touches of its
    /// gestures, and the presentation around the controller ends.
    private func leaveWindow() {
        if let held { end(held, finish: false) }
        if let finger, finger.isDown { finger.cancelTouch() }
        endPresentation()
        navigation?.view.removeFromSuperview()
    }

    private func endPresentation() {
        guard navigation?.presentationCoordinator != nil else { return }
        navigation?.endPresentation()
        presentationsEnded += 1
    }
}
