import Foundation
import Testing

@testable import TransitionKitCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

struct TransitionPlanTests {
    static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// A plan with awkward numbers, partial windows and every kind of property.
    static let sample = TransitionPlan(
        elements: [
            .init(
                role: .fromView,
                from: VisualState(frame: screen, additionalSafeAreaInsets: Insets(top: 44)),
                to: VisualState(
                    frame: screen.offsetBy(dx: -117.1, dy: 0), alpha: 0.3,
                    transform: Transform2D(scaleX: 0.93, scaleY: 0.93),
                    additionalSafeAreaInsets: Insets(top: 56.3))),
            .init(
                role: .dimming, from: VisualState(frame: screen, alpha: 0, backgroundColor: .black),
                to: VisualState(frame: screen, alpha: 0.1, backgroundColor: RGBA.black.withAlpha(0.7)),
                window: TimeWindow(start: 0.1, end: 0.7)),
            .init(
                role: .snapshot("image"),
                from: VisualState(
                    frame: CGRect(x: 13.3, y: 217.7, width: 117.3, height: 117.3), cornerRadius: 12.1),
                to: VisualState(frame: CGRect(x: 0, y: 91.1, width: 390, height: 390), cornerRadius: 0),
                window: TimeWindow(start: 0.3, end: 1)),
            .init(
                role: .toView, from: VisualState(frame: screen.offsetBy(dx: 390, dy: 0), alpha: 0.1),
                to: VisualState(frame: screen, alpha: 1), window: TimeWindow(start: 0, end: 0.9)),
        ],
        duration: 0.35, timing: .curve(.easeInOut))

    static let progresses: [Double] = (0...40).map { Double($0) / 40 } + [0.1, 0.3, 0.7, 1.0 / 3]

    @Test(arguments: [TransitionPlan.Evaluation.running, .scrubbing])
    func endPointsGiveFromAndToStatesExactly(evaluation: TransitionPlan.Evaluation) {
        for plan in [
            Self.sample, Self.sample.reversed(),
            Self.sample.timing(.spring(SpringTiming(duration: 0.4, bounce: 0.3))),
        ] {
            for (index, element) in plan.elements.enumerated() {
                #expect(plan.state(ofElementAt: index, at: 0, evaluation: evaluation) == element.from)
                #expect(plan.state(ofElementAt: index, at: 1, evaluation: evaluation) == element.to)
            }
        }
    }

    @Test func reversingTwiceIsIdentity() {
        #expect(Self.sample.reversed().reversed() == Self.sample)
        #expect(Self.sample.reversed() != Self.sample)
        #expect(Self.sample.reversed().elements.map(\.from) == Self.sample.elements.map(\.to))
    }

    /// Up to rounding: the reversed plan evaluates its reversed elements (the one definition of
    /// reversal, which the plan animator plays), `to + p·(from − to)` rather than `from + (1 − p)·(to − from)`.
    @Test func reversedPlanAtPEqualsPlanAtOneMinusP() {
        let reversed = Self.sample.reversed()
        for p in Self.progresses {
            for role in Self.sample.roles {
                let backward = reversed.state(of: role, at: p)!
                let forward = Self.sample.state(of: role, at: 1 - p)!
                let close = { (a: Double, b: Double) in abs(a - b) <= 1e-9 * max(1, abs(b)) }
                #expect(close(backward.frame.minX, forward.frame.minX), "\(role) \(p)")
                #expect(close(backward.frame.minY, forward.frame.minY), "\(role) \(p)")
                #expect(close(backward.frame.width, forward.frame.width), "\(role) \(p)")
                #expect(close(backward.frame.height, forward.frame.height), "\(role) \(p)")
                #expect(close(backward.alpha, forward.alpha), "\(role) \(p)")
                #expect(close(backward.cornerRadius, forward.cornerRadius), "\(role) \(p)")
                #expect(close(backward.transform.scaleX, forward.transform.scaleX), "\(role) \(p)")
                #expect(
                    close(backward.transform.translationX, forward.transform.translationX), "\(role) \(p)")
                #expect(
                    (backward.backgroundColor == nil) == (forward.backgroundColor == nil), "\(role) \(p)")
            }
        }
    }

    @Test func reversedElementsMirrorWindows() {
        let snapshot = Self.sample.reversed().element(for: .snapshot("image"))
        #expect(snapshot?.window == TimeWindow(start: 0, end: 0.7))
        #expect(Self.sample.element(for: .dimming)?.window == TimeWindow(start: 0.1, end: 0.7))
    }

    @Test func scrubbingIsLinearWithinWindows() {
        let plan = Self.sample
        // Dimming moves between 0.1 and 0.7: at 0.4 it is half-way.
        #expect(abs((plan.state(of: .dimming, at: 0.4)?.alpha ?? 0) - 0.05) < 1e-15)
        #expect(plan.state(of: .dimming, at: 0.05)?.alpha == 0)
        #expect(plan.state(of: .dimming, at: 0.9)?.alpha == 0.1)
        #expect(plan.state(of: .fromView, at: 0.5)?.frame.origin.x == -58.55)
        #expect(plan.state(of: .fromView, at: 0.5)?.additionalSafeAreaInsets?.top == 50.15)
    }

    @Test func runningAppliesTheTimingCurveFirst() {
        let plan = Self.sample
        for u in Self.progresses {
            let curved = TimingCurve.easeInOut.value(at: u)
            #expect(
                plan.state(of: .snapshot("image"), at: u, evaluation: .running)
                    == plan.state(of: .snapshot("image"), at: curved))
        }
        // At a quarter of the time, easeInOut has covered 12.916…% of the distance.
        let alpha = plan.state(of: .fromView, at: 0.25, evaluation: .running)?.alpha ?? .nan
        #expect(abs(alpha - (1 - 0.7 * 0.1291619310)) < 1e-9)
    }

    @Test func springOvershootExtrapolatesOnlyElementsEndingWithTheTransition() {
        let spring = SpringTiming(duration: 0.5, bounce: 0.3)
        let plan = Self.sample.timing(.spring(spring)).duration(spring.settlingDuration())
        let time = 0.350070 / plan.duration  // first overshoot peak, 4.5988 %
        let toView = plan.state(of: .toView, at: time, evaluation: .running)
        let snapshot = plan.state(of: .snapshot("image"), at: time, evaluation: .running)
        // toView's window ends at 0.9, so it holds its end state; the snapshot overshoots.
        #expect(toView?.frame == Self.screen)
        #expect((snapshot?.frame.width ?? 0) > 390)
    }

    @Test func badProgressIsClamped() {
        let plan = Self.sample
        for role in plan.roles {
            #expect(plan.state(of: role, at: -4) == plan.state(of: role, at: 0))
            #expect(plan.state(of: role, at: 9) == plan.state(of: role, at: 1))
            #expect(plan.state(of: role, at: .nan) == plan.state(of: role, at: 0))
            #expect(plan.state(of: role, at: .nan, evaluation: .running) == plan.state(of: role, at: 0))
        }
        #expect(plan.state(of: .custom("missing"), at: 0.5) == nil)
    }

    @Test func badDurationsCompleteAtOnce() {
        for duration in [-1.0, .nan, .infinity] {
            let plan = TransitionPlan(elements: Self.sample.elements, duration: duration, timing: .easeInOut)
            #expect(plan.duration == 0)
            // Fractions of a curve-timed plan stay meaningful; run by itself it ends at once.
            #expect(
                plan.state(of: .toView, at: 0.5, evaluation: .running) == plan.state(of: .toView, at: 0.5))
            #expect(plan.timing.progress(atTime: 0.01, duration: plan.duration) == 1)
            #expect(Self.sample.duration(duration).duration == 0)
        }
    }

    @Test func zeroSizeFramesInterpolateWithoutTrouble() {
        let plan = TransitionPlan(
            elements: [
                .init(role: .toView, from: VisualState(frame: .zero), to: VisualState(frame: Self.screen))
            ],
            duration: 0.3, timing: .easeInOut)
        #expect(plan.state(of: .toView, at: 0.5)?.frame == CGRect(x: 0, y: 0, width: 195, height: 422))
    }

    @Test func forEachStateVisitsBackToFront() {
        var roles: [Role] = []
        Self.sample.forEachState(at: 0.5) { role, _ in roles.append(role) }
        #expect(roles == [.fromView, .dimming, .snapshot("image"), .toView])
        #expect(Self.sample.states(at: 0.5).map(\.role) == roles)
        #expect(Self.sample.states(at: 0.5).map(\.state) == roles.map { Self.sample.state(of: $0, at: 0.5)! })
    }

    @Test func emptyWindowJumpsAtItsStart() {
        let window = TimeWindow(start: 0.5, end: 0.5)
        #expect(window.localFraction(at: 0.49) == 0)
        #expect(window.localFraction(at: 0.5) == 0.5, "half-way at the jump: a mirrored window agrees")
        #expect(window.localFraction(at: 0.51) == 1)
        #expect(TimeWindow(start: 0, end: 0).localFraction(at: 0) == 0, "the plan's start holds")
        #expect(TimeWindow(start: 1, end: 1).localFraction(at: 1) == 1, "the plan's end holds")
        #expect(TimeWindow(start: 0.8, end: 0.2) == TimeWindow(start: 0.2, end: 0.8))
        #expect(TimeWindow(start: .nan, end: .nan) == .full)
        #expect(TimeWindow(start: -1, end: 2) == .full)
    }

    @Test func visualStateLeavesOptionalPropertiesAloneUnlessBothSidesHaveThem() {
        let a = VisualState(frame: .zero, backgroundColor: .white)
        let b = VisualState(frame: .zero)
        #expect(a.interpolated(to: b, fraction: 0.5).backgroundColor == .white)
        #expect(a.interpolated(to: b, fraction: 1).backgroundColor == nil)
        #expect(a.with(\.alpha, 0.2).alpha == 0.2)
    }

    @Test func rolesDescribeThemselvesStably() {
        #expect(Role.snapshot("image").description == "snapshot.image")
        #expect(Role.toolbarDescriptions == ["fromToolbar", "toToolbar"])
        #expect(Role.dimming.isTemporary && Role.snapshot("x").isTemporary && Role.shadow.isTemporary)
        #expect(!Role.fromView.isTemporary && !Role.custom("x").isTemporary)
    }
}

extension Role {
    fileprivate static var toolbarDescriptions: [String] {
        [Role.fromToolbar, .toToolbar].map(\.description)
    }
}

extension TransitionPlanTests {
    /// A spring that overshoots carries frames past their target, but alpha and corner radius
    /// stay in what Core Animation renders: opacity in 0…1, radius ≥ 0 (it clamps them itself),
    /// so the headless states agree with the device.
    @Test func overshootKeepsAlphaAndCornerRadiusRenderable() {
        let start = VisualState(frame: CGRect(x: 0, y: 0, width: 10, height: 10), alpha: 0, cornerRadius: 12)
        let end = VisualState(frame: CGRect(x: 0, y: 0, width: 20, height: 20), alpha: 1, cornerRadius: 0)
        let over = start.interpolated(to: end, fraction: 1.1)
        #expect(over.alpha == 1)
        #expect(over.cornerRadius == 0)
        #expect(over.frame.width == 21)
        let under = start.interpolated(to: end, fraction: -0.1)
        #expect(under.alpha == 0)
        #expect(abs(under.cornerRadius - 13.2) < 1e-12)
    }
}
