import Foundation
import TestSupport
import Testing
import TransitionKitCore
import UIKitModels

@testable import TransitionKit

/// #11 part 4: seeded random sequences of user and system events through the real coordinators —
/// the bar-less controller's ``BarlessNavigationCoordinator`` and its ``NavigationQueueCoordinator``,
/// the ``NavigationDelegateCoordinator`` behind ``ModeledTransitions``, and for `.custom`
/// registrations the real ``TransitionRun`` — over the UIKit contract models, with invariants
/// checked after every event. A failure prints the seed and the events; replay it with
/// `EndToEndRun(seed:).play()`.
@MainActor
@Suite struct EndToEndRandomTests {
    nonisolated static let shards = 8
    nonisolated static let sequencesPerShard = 12_500

    @Test(arguments: 0..<shards)
    func randomSequencesKeepEveryInvariant(shard: Int) {
        var generator = SplitMix64(seed: 0xE2E0_0000 &+ UInt64(shard))
        var failures = 0
        var coverage = EndToEndRun.Coverage()
        for _ in 0..<Self.sequencesPerShard {
            let seed = generator.next()
            let run = EndToEndRun(seed: seed)
            if let failure = run.play() {
                failures += 1
                Issue.record(Comment(rawValue: failure))
                if failures >= 3 { return }
            }
            coverage.add(run.coverage)
        }
        // The runs reach what they claim to: interactive pops finished and cancelled through the
        // driver and through UIKit's edge swipe, the real TransitionRun, presentations, releases.
        #expect(coverage.events > Self.sequencesPerShard * 5, "\(coverage)")
        #expect(coverage.pansFinished > 600 && coverage.pansCancelled > 600, "\(coverage)")
        #expect(coverage.systemSwipes > 100, "\(coverage)")
        #expect(coverage.runTransitionsEnded > 1_000 && coverage.cancelledCompletions > 200, "\(coverage)")
        #expect(coverage.presentationsEnded > 500 && coverage.dismissedMidFlight > 1_000, "\(coverage)")
    }

    /// #11 defect 11 asks that the destination keep the app's own alpha: a screen the app made
    /// translucent (alpha 0.9) ends a finished `.fade`, `.crossFade` or `.zoom` at alpha 1
    /// (`.slide` and `.safeAreaMorph` keep it; every cancel puts it back). Found by these runs,
    /// for example seed 6341072442267456074 (`.fade` push) and 10726299726799741146 (`.zoom`
    /// push): replay with `EndToEndRun(seed:translucentScreens: true).play()`.
    @Test func translucentScreensKeepTheirAlpha() {
        withKnownIssue("TransitionRun ends fade, crossFade and zoom at alpha 1, not the app's alpha") {
            for seed: UInt64 in [6_341_072_442_267_456_074, 10_726_299_726_799_741_146] {
                if let failure = EndToEndRun(seed: seed, translucentScreens: true).play() {
                    Issue.record(Comment(rawValue: failure))
                }
            }
        }
    }
}

/// One seeded sequence: a window, a bar-less navigation controller with a driver, an app delegate,
/// and a reference model of the stack.
@MainActor
final class EndToEndRun {
    let seed: UInt64
    private var rng: SplitMix64
    private var events: [String] = []
    private var failure: String?
    /// What the sequence reached.
    private(set) var coverage = Coverage()

    struct Coverage: CustomStringConvertible {
        var events = 0
        var pansFinished = 0
        var pansCancelled = 0
        var systemSwipes = 0
        var runTransitionsEnded = 0
        var cancelledCompletions = 0
        var presentationsEnded = 0
        var dismissedMidFlight = 0

        mutating func add(_ other: Coverage) {
            events += other.events
            pansFinished += other.pansFinished
            pansCancelled += other.pansCancelled
            systemSwipes += other.systemSwipes
            runTransitionsEnded += other.runTransitionsEnded
            cancelledCompletions += other.cancelledCompletions
            presentationsEnded += other.presentationsEnded
            dismissedMidFlight += other.dismissedMidFlight
        }

        var description: String {
            "\(events) events, pans finished \(pansFinished) / cancelled \(pansCancelled), UIKit swipes "
                + "\(systemSwipes), TransitionRun ends \(runTransitionsEnded), completeTransition(false) "
                + "\(cancelledCompletions), presentations ended \(presentationsEnded), dismissed mid-flight "
                + "\(dismissedMidFlight)"
        }
    }

    /// Whether some screens are translucent (the app sets their alpha to 0.9).
    let translucentScreens: Bool

    init(seed: UInt64, translucentScreens: Bool = false) {
        self.seed = seed
        self.translucentScreens = translucentScreens
        rng = SplitMix64(seed: seed)
    }

    /// Plays the sequence; returns the failure (seed, events, what broke) or `nil`.
    func play() -> String? {
        // The library's diagnostics are collected, not printed; a fault (documented misuse) fails.
        let reports = Diagnostics.record { playRecorded() }
        if let fault = reports.first(where: { $0.level == .fault }) { fail("diagnostic fault: \(fault)") }
        return failure == nil ? nil : report()
    }

    private func playRecorded() {
        let scene = NavigationScene()
        var weakRefs: [(String, () -> AnyObject?)] = []
        do {
            let rig = Rig(scene: scene, translucentScreens: translucentScreens, rng: &rng) { [unowned self] in
                self.fail($0)
            }
            weakRefs = rig.weakReferences()
            // Most sequences start a few screens deep, so that back taps and swipes have something
            // to pop.
            for _ in 0..<Int.random(in: 0...2, using: &rng) {
                events.append(rig.pushSettled(&rng))
            }
            let count = Int.random(in: 1...9, using: &rng)
            for _ in 0..<count {
                let name = rig.step(&rng)
                events.append(name)
                rig.check(settled: false)
                if failure != nil { return }
            }
            if Int.random(in: 0..<4, using: &rng) == 0 {
                events.append("dismissed mid-flight")
                rig.abandon()
            } else {
                events.append("settle")
                rig.finishAll(&rng)
            }
            rig.check(settled: true)
            if failure != nil { return }
            events.append("release")
            coverage.events = events.count
            coverage.pansFinished = rig.released.filter { $0.finished && $0.interaction.context != nil }.count
            coverage.pansCancelled =
                rig.released.filter { !$0.finished && $0.interaction.context != nil }.count
            coverage.systemSwipes = events.filter { $0 == "edge swipe (UIKit's)" }.count
            coverage.runTransitionsEnded = rig.runsEnded
            coverage.cancelledCompletions = rig.cancelledCompletions
            coverage.presentationsEnded = rig.presentationsEnded
            coverage.dismissedMidFlight = events.contains("dismissed mid-flight") ? 1 : 0
            weakRefs += rig.weakReferences()
            rig.release()
        }
        scene.settle()
        for (name, reference) in weakRefs {
            guard let object = reference() else { continue }
            let described = (object as? ViewControllerModel)?.name ?? "\(type(of: object))"
            fail(
                "\(name) (\(described)) is still retained after the navigation controller was released; "
                    + "animators still running: \(scene.clock.runningAnimators.map { "\($0.state)" })")
        }
        if !scene.ledger.violations.isEmpty { fail("violations: \(scene.ledger)") }
    }

    private func fail(_ message: String) {
        if failure == nil { failure = message }
    }

    private func report() -> String {
        "seed \(seed) (replay: EndToEndRun(seed: \(seed)\(translucentScreens ? ", translucentScreens: true" : "")).play()): "
            + "\(failure ?? "")\n  events: "
            + events.joined(separator: " · ")
    }
}

/// The world of one sequence and the reference it is checked against.
@MainActor
private final class Rig {
    let scene: NavigationScene
    var navigation: NavigationControllerModel?
    var barless: ModeledBarless?
    let driver: DriverDouble
    let app = AppDelegateDouble()
    let staging: StagingModel
    let fail: (String) -> Void

    /// The stack every resolved request leads to, applied in the order the requests were made.
    var reference: [String] = ["root"]
    /// Requests made while an interactive pop is undecided: applied after it ends.
    var waiting: [Request] = []
    var interactivePopUndecided = false
    /// The gesture in flight: the interaction, and whether it is UIKit's edge swipe.
    var held: PercentDrivenTransitionModel?
    /// The interactions released, with the outcome their release asked for.
    var released: [(interaction: PercentDrivenTransitionModel, finished: Bool)] = []
    var presentationsEnded = 0
    var screenCount = 0
    var runs: [WeakReference<CheckedRunAnimator>] = []
    var runsEnded = 0
    /// How far `check` has read the navigation controller's event log, and what it counted.
    var scanned = 0
    var completions = 0
    var cancelledCompletions = 0
    var coordinatorCompletions = 0
    /// The outcome of the `completeTransition` whose coordinator completion has not come yet.
    var open: Bool?
    var screens: [WeakReference<ViewControllerModel>] = []

    enum Request {
        case push(String)
        case pop
        case popToRoot
    }

    let translucentScreens: Bool

    init(
        scene: NavigationScene, translucentScreens: Bool, rng: inout SplitMix64,
        fail: @escaping (String) -> Void
    ) {
        self.scene = scene
        self.translucentScreens = translucentScreens
        self.fail = fail
        driver = DriverDouble(ledger: scene.ledger)
        staging = StagingModel(ledger: scene.ledger)
        let navigation = scene.navigation()
        let barless = ModeledBarless.make(navigation, scene: scene)
        barless.viewDidLoad(navigation, driver: driver)
        self.navigation = navigation
        self.barless = barless
        screens.append(WeakReference(navigation.viewControllers[0]))
        dress(navigation.viewControllers[0], rng: &rng)
        chooseTransition(&rng)
    }

    var queue: NavigationQueue<ObjectIdentifier>? { barless?.coordinator.queue.queue }

    func weakReferences() -> [(String, () -> AnyObject?)] {
        var refs: [(String, () -> AnyObject?)] = []
        weak let navigation = self.navigation
        weak let barless = self.barless
        weak let transitions = self.barless?.transitions
        refs.append(("the navigation controller", { navigation }))
        refs.append(("the bar-less overrides", { barless }))
        refs.append(("the transitions object", { transitions }))
        for screen in screens { refs.append(("a screen", { screen.object })) }
        for run in runs { refs.append(("a TransitionRun animator", { run.object })) }
        for made in self.barless?.transitions.madeAnimators ?? [] {
            refs.append(("a library animator", { made.object }))
        }
        return refs
    }

    /// The app's own look for a screen's view, set when it loads.
    func dress(_ screen: ViewControllerModel, rng: inout SplitMix64) {
        let alpha: CGFloat = translucentScreens && Bool.random(using: &rng) ? 0.9 : 1
        let radius: CGFloat = Bool.random(using: &rng) ? 0 : 12
        let shade = Double.random(in: 0...1, using: &rng)
        let bounds = navigation?.containerView.bounds ?? .zero
        screen.onLoadView = { view in
            view.frame = bounds
            view.alpha = alpha
            view.cornerRadius = radius
            view.backgroundRGBA = RGBA(red: shade, green: 0.5, blue: 1 - shade, alpha: 1)
        }
    }

    // MARK: Events

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
        dress(screen, rng: &rng)
        screens.append(WeakReference(screen))
        return screen
    }

    func step(_ rng: inout SplitMix64) -> String {
        guard let navigation, let barless else { return "nothing" }
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<22:
            let screen = newScreen(&rng)
            let animated = Int.random(in: 0..<5, using: &rng) != 0
            request(.push(screen.name))
            navigation.pushViewController(screen, animated: animated)
            return "push \(screen.name)\(animated ? "" : " unanimated")"
        case 22..<30:
            let animated = Int.random(in: 0..<5, using: &rng) != 0
            request(.pop)
            _ = navigation.popViewController(animated: animated)
            return "back tap\(animated ? "" : " unanimated")"
        case 30..<33:
            request(.popToRoot)
            _ = navigation.popToRootViewController(animated: true)
            return "pop to root"
        case 33..<43:
            return beginPan(system: Int.random(in: 0..<3, using: &rng) == 0, barless: barless)
        case 43..<50:
            guard let held else { return "pan change (no pan)" }
            let progress = CGFloat(Double.random(in: 0...1, using: &rng))
            held.update(progress)
            return "pan change \(String(format: "%.2f", progress))"
        case 50..<57:
            guard let held else { return "pan end (no pan)" }
            let finish = Int.random(in: 0..<3, using: &rng) != 0
            end(held, finish: finish)
            return finish ? "pan end (finish)" : "pan end (cancel)"
        case 57..<75:
            let seconds = [0, 0.05, 0.1, 0.2, 0.5][Int.random(in: 0..<5, using: &rng)]
            scene.clock.advance(by: seconds)
            return "advance \(seconds)s"
        case 75..<80:
            scene.settle()
            return "run until idle"
        case 80..<86:
            switch Int.random(in: 0..<4, using: &rng) {
            case 0:
                navigation.delegate = app
                return "delegate = app"
            case 1:
                navigation.delegate = nil
                return "delegate = nil"
            case 2:
                barless.additionalDelegate = app
                return "additionalDelegate = app"
            default:
                navigation.delegate = barless.transitions
                return "delegate = transitions"
            }
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
        barless.transitions.coordinator.registry.defaultValue = transition
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

    func beginPan(system: Bool, barless: ModeledBarless) -> String {
        guard let navigation else { return "nothing" }
        let name = system ? "edge swipe (UIKit's)" : "pan begins"
        if held != nil {
            // A second finger: neither gesture may start a second transition.
            let pending = queue?.pending.count ?? 0
            let second =
                system
                ? navigation.beginInteractivePop() : driver.beginPop(through: barless.beginInteractivePop)
            if second != nil { fail("\(name) began a second interactive pop") }
            if (queue?.pending.count ?? 0) != pending { request(.pop) }
            return "\(name) (during a pan)"
        }
        let stackBefore = navigation.viewControllers.count
        let pendingBefore = queue?.pending.count ?? 0
        let wasTransitioning = navigation.isTransitioning
        let interaction: PercentDrivenTransitionModel?
        if system {
            interaction = navigation.beginInteractivePop()
        } else {
            guard barless.canBeginInteractivePop else { return "\(name) (refused)" }
            interaction = driver.beginPop(through: barless.beginInteractivePop)
        }
        if let interaction {
            held = interaction
            interactivePopUndecided = true
            return name
        }
        // No interaction, but a pop may have been asked for (run or queued) as a plain pop.
        let started =
            (!wasTransitioning && navigation.isTransitioning)
            || navigation.viewControllers.count != stackBefore
        if started || (queue?.pending.count ?? 0) != pendingBefore {
            request(.pop)
            return "\(name) (plain pop)"
        }
        return "\(name) (nothing)"
    }

    func end(_ interaction: PercentDrivenTransitionModel, finish: Bool) {
        if finish { interaction.finish() } else { interaction.cancel() }
        released.append((interaction, finish))
        held = nil
        interactivePopUndecided = false
        if finish, reference.count > 1 { reference.removeLast() }
        let requests = waiting
        waiting = []
        for request in requests { apply(request) }
    }

    func request(_ request: Request) {
        if interactivePopUndecided { waiting.append(request) } else { apply(request) }
    }

    private func apply(_ request: Request) {
        switch request {
        case .push(let name): reference.append(name)
        case .pop: if reference.count > 1 { reference.removeLast() }
        case .popToRoot: reference = [reference[0]]
        }
    }

    // MARK: Ending

    /// Ends any gesture and lets everything finish.
    func finishAll(_ rng: inout SplitMix64) {
        if let held { end(held, finish: Bool.random(using: &rng)) }
        if navigation?.presentationCoordinator != nil {
            navigation?.endPresentation()
            presentationsEnded += 1
        }
        scene.settle()
    }

    /// The app dismisses the navigation controller mid-flight: its view leaves the window, so
    /// UIKit cancels the gesture in flight and ends the presentation; UIKit's transition context
    /// keeps the controller alive until the running transition ends (the models' context and
    /// coordinator hold each other until then, as UIKit's do).
    func abandon() {
        if let held { end(held, finish: false) }
        if navigation?.presentationCoordinator != nil {
            navigation?.endPresentation()
            presentationsEnded += 1
        }
        navigation?.view.removeFromSuperview()
        scene.settle()
    }

    func release() {
        navigation?.view.removeFromSuperview()
        navigation = nil
        barless = nil
        held = nil
        released = []
    }

    // MARK: Invariants

    func check(settled: Bool) {
        guard let navigation else { return }
        if !scene.ledger.violations.isEmpty { return fail("violations: \(scene.ledger)") }
        let log = navigation.events
        while scanned < log.count {
            let event = log[scanned]
            scanned += 1
            switch event {
            case .completeTransition(let didComplete):
                if let open {
                    return fail("completeTransition(\(didComplete)) after completeTransition(\(open))")
                }
                completions += 1
                if !didComplete { cancelledCompletions += 1 }
                open = didComplete
            case .animationEnded(let didComplete):
                if open != didComplete {
                    return fail(
                        "animationEnded(\(didComplete)) after completeTransition(\(String(describing: open)))"
                    )
                }
            case .coordinatorCompletion(let cancelled):
                coordinatorCompletions += 1
                if let completed = open, cancelled == completed {
                    return fail(
                        "coordinator completion cancelled: \(cancelled) after completeTransition(\(completed))"
                    )
                }
                open = nil
            default: break
            }
        }
        if coordinatorCompletions != completions + presentationsEnded {
            return fail(
                "\(completions) completeTransition for \(coordinatorCompletions - presentationsEnded) transitions ended"
            )
        }
        var expectedCancels = 0
        for (interaction, finished) in released {
            guard let context = interaction.context else { continue }
            if context.completions.count > 1 { return fail("completeTransition \(context.completions)") }
            if let value = context.completions.first, value != finished {
                return fail("a pan released to \(finished ? "finish" : "cancel") completed with \(value)")
            }
            if context.isComplete, !finished { expectedCancels += 1 }
        }
        if let context = held?.context, context.isComplete {
            return fail("a held pan's transition completed (\(context.completions)) before its release")
        }
        if cancelledCompletions != expectedCancels {
            return fail(
                "\(cancelledCompletions) completeTransition(false) for \(expectedCancels) cancelled pans")
        }
        let idle =
            !navigation.isTransitioning && held == nil
            && (queue.map { $0.isIdle && $0.pending.isEmpty } ?? true)
        if idle || settled {
            let names = navigation.viewControllers.map(\.name)
            if names != reference { return fail("stack \(names), reference \(reference)") }
            if let queue, queue.stack != navigation.viewControllers.map(ObjectIdentifier.init) {
                return fail("the queue's stack is not the navigation controller's")
            }
            let shown = navigation.containerView.subviews.map(\.name)
            if settled, shown != [names.last ?? ""] {
                return fail("container shows \(shown), top is \(names.last ?? "")")
            }
            if settled, let top = navigation.topViewController?.viewIfLoaded,
                top.frame != navigation.containerView.bounds || (top.alpha != 1 && !translucentScreens)
                    || top.isHidden
                    || top.transform2D != Transform2D.identity
            {
                return fail("the top screen is not in place: \(ViewLook(top))")
            }
        }
        if settled {
            if navigation.isTransitioning { return fail("still transitioning after settling") }
            if let queue, !queue.isIdle || !queue.pending.isEmpty {
                return fail("the queue is still busy after settling")
            }
        }
    }
}
