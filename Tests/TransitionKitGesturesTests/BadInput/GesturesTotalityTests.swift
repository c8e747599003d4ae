import Foundation
import TestSupport
import Testing

@testable import TransitionKitCore
@testable import TransitionKitGestures

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Every public value of TransitionKitGestures is total: built and mutated from seeded hostile
/// numbers (``HostileValues``), each is normalized on the way in (or its readings rejected as
/// documented, `nil`) and every method answers finite numbers without trapping. 10,000 cases per
/// type, one test case per type so they run in parallel.
struct GesturesTotalityTests {
    static let cases = 10_000
    static let seed: UInt64 = 0x12_6E57

    enum Subject: String, CaseIterable, Sendable {
        case releasePolicy, releaseDecision, overshootBehavior, panRegion, panTracker, panBeginPolicy
        case scrollViewGeometry, interactionMachine
    }

    @Test(arguments: Subject.allCases)
    func isTotal(_ subject: Subject) {
        var hostile = HostileValues(seed: Self.seed &+ UInt64(Subject.allCases.firstIndex(of: subject)!))
        for index in 0..<Self.cases {
            switch subject {
            case .releasePolicy: Self.releasePolicy(&hostile, index)
            case .releaseDecision: Self.releaseDecision(&hostile, index)
            case .overshootBehavior: Self.overshoot(&hostile, index)
            case .panRegion: Self.region(&hostile, index)
            case .panTracker: Self.tracker(&hostile, index)
            case .panBeginPolicy: Self.beginPolicy(&hostile, index)
            case .scrollViewGeometry: Self.scrollView(&hostile, index)
            case .interactionMachine: Self.machine(&hostile, index)
            }
        }
    }

    // MARK: - Generators

    static func point(_ h: inout HostileValues) -> CGPoint { CGPoint(x: h.double(), y: h.double()) }

    static func policy(_ h: inout HostileValues) -> ReleasePolicy {
        var policy = ReleasePolicy(
            decelerationRate: h.double(), threshold: h.double(), decisiveSpeed: h.double(),
            handOffEpsilon: h.double(), maximumSpeed: h.double())
        switch Int.random(in: 0..<5, using: &h.random) {
        case 0: policy.decelerationRate = h.double()
        case 1: policy.threshold = h.double()
        case 2: policy.decisiveSpeed = h.double()
        case 3: policy.handOffEpsilon = h.double()
        default: policy.maximumSpeed = h.double()
        }
        return policy
    }

    static func overshoot(_ h: inout HostileValues) -> OvershootBehavior {
        h.bool() ? .clamp : .rubberBand(coefficient: h.double())
    }

    static func tracker(_ h: inout HostileValues) -> PanTracker {
        var tracker = PanTracker(
            travelDistance: h.double(), layoutDirection: h.pick(TransitionLayoutDirection.allCases),
            operation: h.pick(NavigationOperation.allCases), overshoot: overshoot(&h))
        if h.bool() { tracker.travelDistance = h.double() }
        if h.bool() { tracker.overshoot = overshoot(&h) }
        return tracker
    }

    static func sample(_ h: inout HostileValues) -> PanSample {
        PanSample(translation: point(&h), velocity: point(&h), timestamp: h.double())
    }

    // MARK: - Checks

    static func finite(_ value: Double, _ label: @autoclosure () -> String) {
        if !value.isFinite { Issue.record("not finite: \(value) — \(label())") }
    }

    static func check(_ decision: ReleaseDecision, _ label: @autoclosure () -> String) {
        for value in [
            decision.initialVelocity, decision.progress, decision.velocity, decision.projectedProgress,
            decision.remainingDistance,
        ] {
            finite(value, label())
        }
        if decision != decision { Issue.record("decision not equal to itself — \(label())") }
    }

    // MARK: - Subjects

    static func releasePolicy(_ h: inout HostileValues, _ index: Int) {
        let policy = policy(&h)
        #expect(policy == policy, "case \(index)")
        // One rule per property: the initializer and the setters normalize alike.
        var rebuilt = ReleasePolicy()
        rebuilt.decelerationRate = policy.decelerationRate
        rebuilt.threshold = policy.threshold
        rebuilt.decisiveSpeed = policy.decisiveSpeed
        rebuilt.handOffEpsilon = policy.handOffEpsilon
        rebuilt.maximumSpeed = policy.maximumSpeed
        #expect(rebuilt == policy, "case \(index)")
        #expect(
            (1e-6...1).contains(policy.handOffEpsilon) && (0...1e6).contains(policy.maximumSpeed),
            "case \(index)")
        let progress = h.double()
        let velocity = h.double()
        let decision = policy.resolve(progress: progress, velocity: velocity)
        check(decision, "case \(index) \(policy) p=\(progress) v=\(velocity)")
        #expect((0...1).contains(decision.progress), "case \(index)")
        check(
            policy.decision(h.pick(ReleaseOutcome.allCases), progress: progress, velocity: velocity),
            "case \(index)")
        finite(ReleasePolicy.project(velocity: velocity, decelerationRate: h.double()), "case \(index)")
    }

    static func releaseDecision(_ h: inout HostileValues, _ index: Int) {
        var decision = ReleaseDecision(
            outcome: h.pick(ReleaseOutcome.allCases), initialVelocity: h.double(), progress: h.double(),
            velocity: h.double(), projectedProgress: h.double(), remainingDistance: h.double())
        switch Int.random(in: 0..<5, using: &h.random) {
        case 0: decision.initialVelocity = h.double()
        case 1: decision.progress = h.double()
        case 2: decision.velocity = h.double()
        case 3: decision.projectedProgress = h.double()
        default: decision.remainingDistance = h.double()
        }
        check(decision, "case \(index)")
    }

    static func overshoot(_ h: inout HostileValues, _ index: Int) {
        let behavior = overshoot(&h)
        #expect(behavior == behavior, "case \(index)")
        let progress = h.double()
        let shown = behavior.apply(progress)
        finite(shown, "case \(index) \(behavior) \(progress)")
        #expect(behavior.progressRange.contains(shown), "case \(index) \(behavior) \(progress) → \(shown)")
        if case .rubberBand = behavior, behavior.progressRange == -1...2 {
            #expect(shown > -1 && shown < 2, "case \(index) strictly inside")
        }
        let dimension = h.double()
        let offset = OvershootBehavior.rubberBandOffset(
            overshoot: h.double(), dimension: dimension, coefficient: h.double())
        finite(offset, "case \(index) offset")
        #expect(offset >= 0, "case \(index)")
    }

    static func region(_ h: inout HostileValues, _ index: Int) {
        let region: PanRegion = h.bool() ? .fullWidth : .leading(fraction: h.double())
        #expect(region == region && Set([region, region]).count == 1, "case \(index)")
        _ = region.contains(
            x: h.double(), width: h.double(), layoutDirection: h.pick(TransitionLayoutDirection.allCases))
        let activation: PanActivation = h.bool() ? .region(region) : .edge(.leading)
        #expect(activation == activation, "case \(index)")
    }

    static func tracker(_ h: inout HostileValues, _ index: Int) {
        let tracker = tracker(&h)
        #expect(tracker == tracker, "case \(index)")
        finite(tracker.axisSign, "case \(index)")
        if let progress = tracker.progress(translation: point(&h), from: h.double()) {
            finite(progress, "case \(index) \(tracker)")
            #expect(tracker.overshoot.progressRange.contains(progress), "case \(index)")
        }
        if let velocity = tracker.progressVelocity(point(&h)) { finite(velocity, "case \(index) \(tracker)") }
        let estimated = PanTracker.estimatedVelocity(from: sample(&h), to: sample(&h))
        finite(Double(estimated.x), "case \(index)")
        finite(Double(estimated.y), "case \(index)")
    }

    static func beginPolicy(_ h: inout HostileValues, _ index: Int) {
        var policy = PanBeginPolicy(horizontalDominance: h.double())
        if h.bool() { policy.horizontalDominance = h.double() }
        #expect(policy == policy, "case \(index)")
        #expect(policy.horizontalDominance.isFinite && policy.horizontalDominance >= 0, "case \(index)")
        _ = policy.acceptsTouch(
            at: h.double(), containerWidth: h.double(), region: .leading(fraction: h.double()),
            layoutDirection: .rightToLeft, stackCount: h.int(), isTransitionRunning: h.bool())
        _ = policy.shouldBegin(
            velocity: point(&h), translation: point(&h),
            layoutDirection: h.pick(TransitionLayoutDirection.allCases),
            operation: h.pick(NavigationOperation.allCases), navigationAllowsPop: h.bool())
    }

    static func scrollView(_ h: inout HostileValues, _ index: Int) {
        var geometry = ScrollViewGeometry(
            contentOffset: point(&h), contentSize: CGSize(width: h.double(), height: h.double()),
            boundsSize: CGSize(width: h.double(), height: h.double()),
            contentInset: GestureEdgeInsets(
                top: h.double(), left: h.double(), bottom: h.double(), right: h.double()),
            isScrollEnabled: h.bool())
        if h.bool() { geometry.contentInset.left = h.double() }
        for direction in TransitionLayoutDirection.allCases {
            _ = geometry.canScrollTowardLeadingEdge(layoutDirection: direction)
            _ = GestureArbitration.resolve(
                activation: .edge(.leading), other: .scrollView(geometry), layoutDirection: direction)
        }
    }

    static func machine(_ h: inout HostileValues, _ index: Int) {
        var machine = InteractionMachine(tracker: tracker(&h), releasePolicy: policy(&h))
        machine.tapSlop = h.double()
        #expect(machine.tapSlop.isFinite && machine.tapSlop >= 0, "case \(index)")
        for _ in 0..<8 {
            let event: InteractionEvent
            switch Int.random(in: 0..<9, using: &h.random) {
            case 0: event = .began(sample(&h))
            case 1, 2: event = .changed(sample(&h))
            case 3: event = .ended(sample(&h))
            case 4: event = .cancelled
            case 5: event = .transitionStarted
            case 6: event = .touchDown(progress: h.double())
            case 7: event = .animationStarted(h.pick(NavigationOperation.allCases))
            default: event = .completed(h.pick(ReleaseOutcome.allCases))
            }
            switch machine.handle(event) {
            case .update(let progress), .pause(let progress): finite(progress, "case \(index) \(event)")
            case .release(let decision): check(decision, "case \(index) \(event)")
            default: break
            }
            finite(machine.progress, "case \(index) \(event)")
            #expect(machine.progressRange.lowerBound <= machine.progressRange.upperBound, "case \(index)")
        }
        machine.reset()
        #expect(machine.phase == .idle, "case \(index)")
    }
}
