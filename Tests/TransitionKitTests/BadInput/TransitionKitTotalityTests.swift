import Foundation
import TestSupport
import Testing
import TransitionKitGallery
import TransitionKitGestures

@testable import TransitionKit
@testable import TransitionKitCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Every public value of TransitionKit is total: built and mutated from seeded hostile numbers,
/// counts and collections (``HostileValues``), each is normalized on the way in (or rejected as
/// documented) and every method answers without trapping, with finite numbers. 10,000 cases per
/// type, one test case per type so they run in parallel.
struct TransitionKitTotalityTests {
    static let cases = 10_000
    static let seed: UInt64 = 0x12_7A17

    enum Subject: String, CaseIterable, Sendable {
        case navigationItemFacts, transitionGeometry, transitionStyle, toolbarLayout, scrubPolicy, scrubRun
        case routeStack, routeStackEdit, navigationQueue, reuseCache, stackValidation, routeSync
        case animatorLifecycle, transitionRegistry
    }

    @Test(arguments: Subject.allCases)
    func isTotal(_ subject: Subject) {
        var hostile = HostileValues(seed: Self.seed &+ UInt64(Subject.allCases.firstIndex(of: subject)!))
        // The expensive subjects (plans of every built-in) run fewer rounds of more work each.
        let rounds = subject == .transitionGeometry ? Self.cases / 5 : Self.cases
        for index in 0..<rounds {
            switch subject {
            case .navigationItemFacts: Self.facts(&hostile, index)
            case .transitionGeometry: Self.geometry(&hostile, index)
            case .transitionStyle: Self.style(&hostile, index)
            case .toolbarLayout: Self.toolbar(&hostile, index)
            case .scrubPolicy: Self.scrubPolicy(&hostile, index)
            case .scrubRun: Self.scrubRun(&hostile, index)
            case .routeStack: Self.routeStack(&hostile, index)
            case .routeStackEdit: Self.routeStackEdit(&hostile, index)
            case .navigationQueue: Self.queue(&hostile, index)
            case .reuseCache: Self.reuseCache(&hostile, index)
            case .stackValidation: Self.stackValidation(&hostile, index)
            case .routeSync: Self.routeSync(&hostile, index)
            case .animatorLifecycle: Self.lifecycle(&hostile, index)
            case .transitionRegistry: Self.registry(&hostile, index)
            }
        }
    }

    // MARK: - Generators and checks

    static func rect(_ h: inout HostileValues) -> CGRect {
        CGRect(x: h.double(), y: h.double(), width: h.double(), height: h.double())
    }

    static func finite(_ value: Double, _ label: @autoclosure () -> String) {
        if !value.isFinite { Issue.record("not finite: \(value) — \(label())") }
    }

    static func finite(_ rect: CGRect, _ label: @autoclosure () -> String) {
        for value in [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height] {
            finite(Double(value), label())
        }
    }

    static func check(_ plan: TransitionPlan, _ h: inout HostileValues, _ label: @autoclosure () -> String) {
        finite(plan.duration, label())
        for progress in [0, 1, h.double()] {
            for evaluation in [TransitionPlan.Evaluation.scrubbing, .running] {
                plan.forEachState(at: progress, evaluation: evaluation) { role, state in
                    finite(state.frame, "\(label()) \(role) at \(progress)")
                    if !(0...1).contains(state.alpha) { Issue.record("alpha \(state.alpha) — \(label())") }
                }
            }
        }
    }

    static func timing(_ h: inout HostileValues) -> Timing? {
        switch Int.random(in: 0..<3, using: &h.random) {
        case 0: return nil
        case 1: return .spring(SpringTiming(mass: h.double(), stiffness: h.double(), damping: h.double()))
        default:
            return .curve(
                TimingCurve(
                    controlPoint1: CGPoint(x: h.double(), y: h.double()),
                    controlPoint2: CGPoint(x: h.double(), y: h.double())))
        }
    }

    static func screen(_ h: inout HostileValues) -> TransitionGeometry.Screen {
        var screen = TransitionGeometry.Screen(
            frame: rect(&h), additionalSafeAreaInsets: Insets(top: h.double(), left: h.double()),
            toolbarFrame: h.bool() ? rect(&h) : nil,
            backgroundColor: h.bool() ? RGBA(red: h.double(), green: 0, blue: 0) : nil)
        if h.bool() { screen.frame.size.width = h.double() }
        return screen
    }

    static func geometry(_ h: inout HostileValues) -> TransitionGeometry {
        var zoom = TransitionGeometry.Zoom(
            sourceFrame: h.bool() ? rect(&h) : nil, sourceCornerRadius: h.double(),
            destinationFrame: h.bool() ? rect(&h) : nil, destinationCornerRadius: h.double())
        if h.bool() { zoom.sourceCornerRadius = h.double() }
        return TransitionGeometry(
            containerBounds: rect(&h), from: screen(&h), to: screen(&h),
            operation: h.pick(NavigationOperation.allCases),
            layoutDirection: h.pick(TransitionLayoutDirection.allCases), zoom: zoom)
    }

    // MARK: - Subjects

    static func facts(_ h: inout HostileValues, _ index: Int) {
        var item = NavigationItemFacts(
            hidesBackButton: h.bool(), leftItemCount: h.int(), rightItemCount: h.int(),
            leftItemsSupplementBackButton: h.bool())
        if h.bool() { item.leftItemCount = h.int() }
        if h.bool() { item.rightItemCount = h.int() }
        let range = 0...NavigationItemFacts.maximumItemCount
        #expect(range.contains(item.leftItemCount) && range.contains(item.rightItemCount), "case \(index)")
        let isRoot = h.bool()
        let layout = BarItemLayout(item: item, isRoot: isRoot)
        let back = item.showsBackButton(isRoot: isRoot) ? 1 : 0
        #expect(
            layout.leadingToTrailing.count == back + item.leftItemCount + 1 + item.rightItemCount,
            "case \(index)")
        #expect(
            layout.leading.count + 1 + layout.trailing.count == layout.leadingToTrailing.count,
            "case \(index)")
        #expect(layout.leftToRight(.rightToLeft) == layout.leadingToTrailing.reversed(), "case \(index)")
    }

    static func geometry(_ h: inout HostileValues, _ index: Int) {
        let geometry = geometry(&h)
        let sanitized = geometry.sanitized()
        #expect(sanitized == sanitized, "case \(index)")
        finite(sanitized.containerBounds, "case \(index)")
        _ = ZoomSnapshotChoice.choose(for: geometry)
        let preferences = MotionPreferences(reduceMotion: h.bool(), prefersCrossFadeTransitions: h.bool())
        for transition in BuiltInTransition.allCases {
            let plan = transition.plan(for: geometry, preferences: preferences)
            check(plan, &h, "case \(index) \(transition)")
        }
        let measurement = ZoomViewMeasurement(
            frame: rect(&h), cornerRadius: h.double(), isInWindow: h.bool(), isHidden: h.bool(),
            alpha: h.double())
        _ = measurement.isVisible
        _ = TransitionGeometry.Zoom(source: measurement, destination: h.bool() ? measurement : nil)
        if let height = geometry.from.toolbarHeight { finite(height, "case \(index) toolbar height") }
    }

    static func style(_ h: inout HostileValues, _ index: Int) {
        let kinds: [TransitionStyle.Kind] = [
            .zoom, .crossFade, .safeAreaMorph, .slide, .fade, .system, .custom("\u{0}"),
        ]
        var style = TransitionStyle(
            kind: h.pick(kinds), duration: h.bool() ? h.double() : nil, timing: timing(&h),
            reduceMotionPolicy: h.bool() ? .playAsDesigned : .substituteCrossFade)
        switch Int.random(in: 0..<3, using: &h.random) {
        case 0: style = style.duration(h.double())
        case 1:
            style = style.easing(
                h.pick([.linear, .easeIn, .spring(bounce: h.double())]), duration: h.double())
        default: if let timing = timing(&h) { style = style.timing(timing) }
        }
        #expect(style == style, "case \(index)")
        let easing = RouteEasing.spring(bounce: h.double())
        #expect(easing == easing && Set([easing, easing]).count == 1, "case \(index)")
        #expect(
            RouteEasing.curve(.easeIn) != .easeIn, "case \(index): as before, a curve is not the named one")
        finite(style.duration, "case \(index) \(style)")
        #expect(style.duration >= 0, "case \(index)")
        if let preferred = style.preferredDuration { finite(preferred, "case \(index)") }
        let decision = TransitionDecision.decide(
            style: style, operation: h.pick(NavigationOperation.allCases),
            preferences: MotionPreferences(reduceMotion: h.bool()), interactionIsDriving: h.bool(),
            toolbarHeights: (h.bool() ? h.double() : nil, h.bool() ? h.double() : nil))
        finite(decision.duration, "case \(index)")
        _ = ToolbarTransition.between(fromHeight: h.double(), toHeight: h.bool() ? h.double() : nil)
        if index.isMultiple(of: 10), let plan = style.plan(for: .samplePhone(detailToolbarHeight: h.double()))
        {
            check(plan, &h, "case \(index) \(style)")
        }
    }

    static func toolbar(_ h: inout HostileValues, _ index: Int) {
        var environment = ToolbarEnvironment(
            idiom: h.pick(ToolbarEnvironment.Idiom.allCases),
            presentation: h.pick(ToolbarEnvironment.Presentation.allCases),
            verticalSizeClass: h.pick(ToolbarEnvironment.VerticalSizeClass.allCases),
            customHeight: h.bool() ? h.double() : nil)
        if h.bool() { environment.customHeight = h.double() }
        #expect(environment == environment, "case \(index)")
        #expect(environment.height.isFinite && environment.height >= 0, "case \(index)")
        let layout =
            h.bool()
            ? ToolbarLayout(
                bounds: rect(&h), safeAreaTop: h.double(), safeAreaLeft: h.double(),
                safeAreaRight: h.double(),
                environment: environment)
            : ToolbarLayout(bounds: rect(&h), safeAreaTop: h.double(), height: h.double())
        for frame in [layout.toolbarFrame, layout.backgroundFrame, layout.contentFrame] {
            finite(frame, "case \(index)")
        }
        finite(Double(layout.additionalSafeAreaTop), "case \(index)")
        #expect(layout == layout, "case \(index)")
        finite(
            Double(ToolbarLayout.containerSafeTop(reported: h.double(), ownAdditional: h.double())),
            "case \(index)")
    }

    static func scrubPolicy(_ h: inout HostileValues, _ index: Int) {
        var policy = ScrubPolicy(
            operation: h.pick(NavigationOperation.allCases),
            layoutDirection: h.pick(TransitionLayoutDirection.allCases),
            releasePolicy: ReleasePolicy(threshold: h.double(), handOffEpsilon: h.double()),
            releaseSpring: SpringTiming(mass: h.double(), stiffness: h.double(), damping: h.double()))
        if h.bool() { policy.releasePolicy.maximumSpeed = h.double() }
        #expect(policy == policy, "case \(index)")
        let travel = CGFloat(h.double())
        let fraction = policy.fraction(
            translation: CGPoint(x: h.double(), y: h.double()), from: h.double(), travelDistance: travel)
        #expect((0...1).contains(fraction), "case \(index) \(fraction)")
        check(policy.play(h.pick(ScrubRun.Direction.allCases), from: h.double()), "case \(index) play")
        check(
            policy.release(
                fraction: h.double(), velocity: CGPoint(x: h.double(), y: h.double()), travelDistance: travel),
            "case \(index) release")
        _ = policy.tracker(travelDistance: travel)
    }

    static func check(_ run: ScrubRun, _ label: @autoclosure () -> String) {
        #expect(
            (0...1).contains(run.startFraction) && (0...1).contains(run.durationFactor), "\(label()) \(run)")
        finite(run.direction.targetFraction, label())
        let velocity = run.timing.playedInitialVelocity
        finite(velocity, label())
        if case .spring(let spring, _) = run.timing {
            finite(spring.value(at: 0.1, initialVelocity: velocity), label())
        }
    }

    static func scrubRun(_ h: inout HostileValues, _ index: Int) {
        var run = ScrubRun(
            direction: h.pick(ScrubRun.Direction.allCases), startFraction: h.double(),
            timing: h.bool() ? .plan : .spring(.handOff, initialVelocity: h.double()))
        switch Int.random(in: 0..<3, using: &h.random) {
        case 0: run.startFraction = h.double()
        case 1: run.durationFactor = h.double()
        default: run.direction = h.pick(ScrubRun.Direction.allCases)
        }
        check(run, "case \(index)")
        #expect(run == run && run.timing == run.timing, "case \(index)")
        let reported = h.double()
        let forward = run.direction.forwardFraction(reported: reported)
        finite(forward, "case \(index) forwardFraction(\(reported))")
    }

    static func routeStack(_ h: inout HostileValues, _ index: Int) {
        var stack = RouteStack<Int, Int>(
            root: 0, tag: h.bool() ? "root" : nil, duplicateTagPolicy: h.pick(DuplicatePushPolicy.allCases))
        let tags: [RouteTag?] = [nil, "a", "b", "", "root", "\u{0}"]
        for step in 0..<12 {
            let before = stack.ids
            let outcome: RouteOutcome<Int, Int>
            switch Int.random(in: 0..<10, using: &h.random) {
            case 0, 1: outcome = stack.push(step, tag: h.pick(tags))
            case 2: outcome = stack.back()
            case 3: outcome = stack.home()
            case 4: outcome = stack.goTo(tag: h.pick(tags) ?? "a")
            case 5: outcome = stack.goTo(tag: h.pick(tags) ?? "b", orPush: step)
            case 6: outcome = stack.replace(with: step, tag: h.pick(tags))
            case 7: outcome = stack.sync(toDepth: h.int())
            case 8: outcome = stack.userPopped(count: h.int())
            default:
                outcome = stack.userRemoved(Set(before.filter { _ in h.bool() } + [RouteID(rawValue: .max)]))
            }
            #expect(stack.depth >= 1 && stack.depth == stack.ids.count, "case \(index) step \(step)")
            #expect(Set(stack.ids).count == stack.ids.count, "case \(index) step \(step)")
            if let change = outcome.change {
                #expect(change.depth == stack.depth, "case \(index) step \(step)")
                // The one UIKit call realizing the change, from the screens UIKit held, gives the routes.
                let edit = RouteStackEdit(change, resultingIDs: stack.ids, presentIDs: before)
                #expect(Self.apply(edit, to: before) == stack.ids, "case \(index) step \(step) \(edit)")
            }
        }
    }

    /// What UIKit holds after an edit.
    static func apply(_ edit: RouteStackEdit, to present: [RouteID]) -> [RouteID] {
        switch edit {
        case .push(let id): return present + [id]
        case .popTo(let id): return present.firstIndex(of: id).map { Array(present[...$0]) } ?? present
        case .popToRoot: return Array(present.prefix(1))
        case .setStack(let ids): return ids
        }
    }

    static func routeStackEdit(_ h: inout HostileValues, _ index: Int) {
        // Any screens UIKit may hold (drifted, duplicated, lagging) against any resulting routes.
        func ids(_ h: inout HostileValues) -> [RouteID] {
            h.array(maximum: 12) { RouteID(rawValue: UInt64.random(in: 0..<6, using: &$0.random)) }
        }
        var stack = RouteStack<Int, Int>(root: 0)
        for value in 0..<Int.random(in: 0...4, using: &h.random) { stack.push(value) }
        let present = h.bool() ? stack.ids : ids(&h)
        let outcome: RouteOutcome<Int, Int>
        switch Int.random(in: 0..<4, using: &h.random) {
        case 0: outcome = stack.push(9)
        case 1: outcome = stack.back()
        case 2: outcome = stack.home()
        default: outcome = stack.replace(with: 7)
        }
        guard let change = outcome.change else { return }
        let resulting = h.bool() ? stack.ids : ids(&h)
        let edit = RouteStackEdit(change, resultingIDs: resulting, presentIDs: present)
        if !resulting.isEmpty && change.depth == resulting.count {
            #expect(
                Self.apply(edit, to: present) == resulting, "case \(index) \(present) → \(resulting): \(edit)"
            )
        } else if resulting.isEmpty {
            #expect(edit == .setStack(present), "case \(index): UIKit's stack is never emptied")
        }
        if let reconcile = RouteStackEdit(from: present, to: resulting) {
            #expect(Self.apply(reconcile, to: present) == resulting, "case \(index) reconcile \(reconcile)")
            _ = reconcile.operation(from: present)
        } else {
            #expect(present == resulting || resulting.isEmpty, "case \(index)")
        }
    }

    static func queue(_ h: inout HostileValues, _ index: Int) {
        let validation = StackValidation<Int>(
            host: h.bool() ? 0 : nil,
            duplicatePushPolicy: h.pick(DuplicatePushPolicy.allCases))
        guard
            var queue = NavigationQueue(root: Int.random(in: 0..<4, using: &h.random), validation: validation)
                as NavigationQueue<Int>?
        else { return }
        for _ in 0..<10 {
            let id = Int.random(in: -1..<5, using: &h.random)
            let animated = h.bool()
            switch Int.random(in: 0..<8, using: &h.random) {
            case 0, 1: queue.submit(.push(id, animated: animated))
            case 2: queue.submit(.pop(animated: animated))
            case 3: queue.submit(.popTo(id, animated: animated))
            case 4: queue.submit(.popToRoot(animated: animated))
            case 5: queue.submit(.setStack(h.array(maximum: 50) { _ in id }, animated: animated))
            case 6: _ = queue.beginInteractivePop()
            default: queue.transitionDidEnd(completed: h.bool())
            }
            #expect(!queue.stack.isEmpty, "case \(index): a stack is never empty")
            if let action = queue.inFlight { #expect(action.poppedCount >= 0, "case \(index)") }
        }
    }

    static func reuseCache(_ h: inout HostileValues, _ index: Int) {
        var cache = ReuseCache<Int, Int>()
        for _ in 0..<3 {
            let keys = h.array(maximum: 200) { Int.random(in: 0..<8, using: &$0.random) }
            let values = cache.values(for: keys) { $0 }
            #expect(values.count == keys.count, "case \(index)")
            #expect(cache.count >= 0, "case \(index)")
        }
        cache.removeAll()
        #expect(cache.count == 0, "case \(index)")
    }

    static func stackValidation(_ h: inout HostileValues, _ index: Int) {
        var validation = StackValidation<Int>(host: h.bool() ? 0 : nil)
        validation.duplicatePushPolicy = h.pick(DuplicatePushPolicy.allCases)
        let stack = h.array(maximum: 40) { Int.random(in: -2..<4, using: &$0.random) }  // empty, duplicates
        let id = Int.random(in: -2..<5, using: &h.random)
        let animated = h.bool()
        let requests: [NavigationRequest<Int>] = [
            .push(id, animated: animated), .pop(animated: animated), .popTo(id, animated: animated),
            .popToRoot(animated: animated), .setStack(h.array(maximum: 40) { _ in id }, animated: animated),
        ]
        let request = h.pick(requests)
        if case .perform(let action) = validation.verdict(
            for: request, stack: stack, ticket: RequestTicket(rawValue: .max))
        {
            #expect(action.poppedCount >= 0, "case \(index)")
            _ = action.operation
        }
        _ = validation.interactivePopVerdict(stack: stack)
        _ = NavigationRequest<Int>.back(from: id, in: stack, animated: animated)
    }

    static func routeSync(_ h: inout HostileValues, _ index: Int) {
        var sync = RouteSync()
        for _ in 0..<4 {
            let screens = h.array(maximum: 30) {
                RouteID(rawValue: UInt64.random(in: 0..<6, using: &$0.random))
            }
            let routes = h.array(maximum: 30) {
                RouteID(rawValue: UInt64.random(in: 0..<6, using: &$0.random))
            }
            let removed = sync.didShow(screens: screens, routes: routes)
            #expect(Set(removed).isSubset(of: Set(routes)), "case \(index)")
        }
    }

    static func lifecycle(_ h: inout HostileValues, _ index: Int) {
        var lifecycle = AnimatorLifecycle()
        for _ in 0..<8 {
            switch Int.random(in: 0..<4, using: &h.random) {
            case 0: lifecycle.prepare()
            case 1: _ = lifecycle.shouldStart(animatorIsInactive: h.bool())
            case 2: _ = lifecycle.complete(finished: h.bool())
            default: _ = lifecycle.end(transitionCompleted: h.bool())
            }
            _ = lifecycle.mayBuildAnimator
        }
    }

    final class Screen {}
    final class Other {}

    static func registry(_ h: inout HostileValues, _ index: Int) {
        var registry = TransitionRegistry<AnyObject, Int>(defaultValue: h.bool() ? -1 : nil)
        var tokens: [RegistrationToken] = []
        for step in 0..<6 {
            let operations = h.pick([
                NavigationOperations.all, .push, .pop, [], NavigationOperations(rawValue: .max),
            ])
            switch Int.random(in: 0..<5, using: &h.random) {
            case 0: tokens.append(registry.register(step, for: operations, from: Screen.self, to: Other.self))
            case 1:
                let accepts = h.bool()
                tokens.append(
                    registry.register(step, for: operations, from: .anyScreen, to: .anyScreen) { _, _ in
                        accepts
                    })
            case 2:
                tokens.append(
                    registry.register(from: Screen.self, to: Screen.self, for: operations) { _, _, _ in nil })
            case 3: if let token = tokens.randomElement(using: &h.random) { registry.unregister(token) }
            default: if h.bool() { registry.removeAll() }
            }
            #expect(registry.count >= 0 && registry.isEmpty == (registry.count == 0), "case \(index)")
            let match = registry.match(
                from: h.bool() ? Screen() : Other(), to: Screen(),
                operation: h.pick(NavigationOperation.allCases),
                override: h.bool() ? nil : 99)
            if case .rule(let token) = match?.origin { #expect(tokens.contains(token), "case \(index)") }
        }
    }
}
