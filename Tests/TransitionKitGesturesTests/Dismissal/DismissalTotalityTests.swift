import Foundation
import TestSupport
import Testing

@testable import TransitionKitCore
@testable import TransitionKitGestures

/// The dismissal's values are total: built and fed from seeded hostile numbers
/// (``HostileValues``), each is normalized on the way in and answers finite numbers without
/// trapping.
struct DismissalTotalityTests {
    static let cases = 3_000

    static func point(_ h: inout HostileValues) -> CGPoint { CGPoint(x: h.double(), y: h.double()) }

    static func threshold(_ h: inout HostileValues) -> DismissalPolicy.Threshold {
        Bool.random(using: &h.random) ? .distance(h.double()) : .fraction(h.double())
    }

    @Test func thePolicyAlwaysDecidesWithFiniteVelocities() {
        var h = HostileValues(seed: 0x23_D15)
        _ = Diagnostics.record {
            for _ in 0..<Self.cases {
                let policy = DismissalPolicy(
                    threshold: Self.threshold(&h), flickSpeed: h.double(),
                    flickDirection: DismissalDirection.allCases.randomElement(using: &h.random)!,
                    projectsFlick: Bool.random(using: &h.random), commitThreshold: Self.threshold(&h),
                    pinchScale: h.double())
                let bounds = CGSize(width: h.double(), height: h.double())
                let decision = policy.resolve(
                    translation: Self.point(&h), velocity: Self.point(&h), bounds: bounds, scale: h.double(),
                    scaleVelocity: h.double())
                #expect(decision.initialVelocity.dx.isFinite && decision.initialVelocity.dy.isFinite)
                let handOff = decision.handOff(
                    from: Self.point(&h), velocity: Self.point(&h), toward: Self.point(&h),
                    scaleTarget: h.double())
                #expect(
                    handOff.position.dx.isFinite && handOff.position.dy.isFinite && handOff.scale.isFinite)
                _ = policy.commitsWhileDragging(translation: Self.point(&h), bounds: bounds)
                #expect(policy.pinchScale >= 0 && policy.pinchScale <= 1)
            }
        }
    }

    @Test func theMappingAlwaysGivesAFiniteState() {
        var h = HostileValues(seed: 0x23_3A9)
        _ = Diagnostics.record {
            for _ in 0..<Self.cases {
                let mapping = DismissalMapping(
                    minimumScale: h.double(), distance: h.double(), cornerRadius: h.double(),
                    followsFinger: Bool.random(using: &h.random) ? .both : [],
                    shrinksTowardSource: Bool.random(using: &h.random),
                    backdrop: .dimming(h.double()))
                let frame = CGRect(x: h.double(), y: h.double(), width: h.double(), height: h.double())
                let source = CGRect(x: h.double(), y: h.double(), width: h.double(), height: h.double())
                let state = mapping.screenState(
                    frame: frame, translation: Self.point(&h), pinchScale: h.double(), source: source)
                #expect(state.transform.scaleX.isFinite && state.transform.scaleX >= 0)
                #expect(state.transform.translationX.isFinite && state.transform.translationY.isFinite)
                #expect(state.cornerRadius.isFinite)
                let alpha = mapping.backdrop.alpha(at: mapping.backdropFraction(scale: h.double()))
                #expect(alpha >= 0 && alpha <= 1)
            }
        }
    }

    @Test func theTrackerAndTheGateAlwaysAnswer() {
        var h = HostileValues(seed: 0x23_7A6)
        var tracker = DismissalTracker()
        tracker.begin(at: Self.point(&h), scale: h.double())
        let gate = DismissalGate(gestures: Set(DismissalGesture.allCases), direction: .any)
        for _ in 0..<Self.cases {
            tracker.record(
                translation: Self.point(&h), velocity: Self.point(&h), pinchScale: h.double(),
                scaleVelocity: h.double(), timestamp: h.double())
            #expect(Double(tracker.translation.x).isFinite && Double(tracker.velocity.y).isFinite)
            #expect(tracker.scale.isFinite && tracker.scaleVelocity.isFinite)
            let reading = DismissalScrollReading(
                geometry: ScrollViewGeometry(
                    contentOffset: Self.point(&h), contentSize: CGSize(width: h.double(), height: h.double()),
                    boundsSize: CGSize(width: h.double(), height: h.double())),
                zoomScale: h.double(), minimumZoomScale: h.double())
            _ = gate.refusal(
                for: DismissalGesture.allCases.randomElement(using: &h.random)!,
                touches: Int.random(in: 0...3, using: &h.random),
                translation: Self.point(&h), velocity: Self.point(&h), pinchScale: h.double(),
                pinchVelocity: h.double(),
                scrollViews: [reading], fromLeadingEdge: h.double())
        }
    }
}
