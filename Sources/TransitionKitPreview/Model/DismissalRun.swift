import Foundation
import TransitionKit
import TransitionKitGallery
import TransitionKitGestures

/// An interactive dismissal played headlessly by the device's engine: a drag path and release velocity
/// in, every state of the screen out. Steps and bad input: PreviewInternals, "Dismissal runs".
struct DismissalRun {
    /// One state the screen takes.
    struct Frame: Equatable {
        /// Seconds since the finger landed.
        var time: Double
        /// The screen's state (its resting frame, the transform, the corner radius).
        var screen: VisualState
        /// The backdrop's alpha.
        var backdropAlpha: Double
        /// The shadow's opacity as drawn: the mapping's shadow opacity times its fraction
        /// (`DismissalMapping.shadowFraction(scale:)`); 0 without a shadow and once settled.
        var shadowAlpha = 0.0
    }

    /// Which screen is dragged: a zoom or a card.
    enum Kind: String, CaseIterable {
        /// A zoom: `DismissalMapping.default`, following the finger.
        case zoom
        /// A card: `DismissalMapping.card`, scaling in place.
        case card

        /// The built-in transition whose sample geometry the scene comes from.
        var transition: BuiltInTransition { self == .zoom ? .zoom : .card }
        /// The mapping the driver uses for this kind by default.
        var mapping: DismissalMapping { self == .zoom ? .default : .card }
    }

    /// The rate of the path's points and of the settling samples.
    static let framesPerSecond = 60.0
    /// The longest settling sampled, in seconds.
    static let maximumSettleTime = 3.0
    /// How close to its target, as a fraction of the distance, a spring counts as settled.
    static let settleEpsilon = 0.001

    let kind: Kind
    /// The sample pop's geometry the scene comes from (what the pages draw the screens from).
    let geometry: TransitionGeometry
    /// Where the drag happens: the sample pop's screen, source and container.
    let scene: DismissalScene
    /// The finger-to-screen mapping.
    let mapping: DismissalMapping
    let policy: DismissalPolicy
    /// The settling springs' constants.
    let spring: SpringTiming
    /// One frame per recorded point, up to the release (or the commit while dragging).
    private(set) var drag: [Frame] = []
    /// Whether the policy committed while the finger was still down (then `drag` ends there).
    private(set) var committedWhileDragging = false
    /// The policy's decision at the release.
    private(set) var decision: DismissalDecision
    /// What the release does: the decision's outcome, or `.dismiss` for a commit while dragging.
    private(set) var outcome: DismissalOutcome
    /// Where the screen comes to rest, and the backdrop's alpha there.
    private(set) var target: Frame
    /// The springs' relative start velocities.
    private(set) var handOff: DismissalHandOff
    /// The settling, at 60 fps from the release (time 0 is the release).
    private(set) var settle: [Frame] = []

    /// `path` holds translations one every 1/60 s from where the finger landed; `velocity` is in points per
    /// second at the lift.
    init(
        kind: Kind, path: [CGPoint], velocity: CGPoint, policy: DismissalPolicy = .default,
        mapping: DismissalMapping? = nil
    ) {
        self.kind = kind
        let geometry = kind.transition.sampleGeometry(operation: .pop, layoutDirection: .leftToRight)
        self.geometry = geometry
        let scene = DismissalScene(popOf: geometry, style: kind == .card ? .card(cornerRadius: 16) : .zoom)
        let mapping = mapping ?? kind.mapping
        self.scene = scene
        self.mapping = mapping
        self.policy = policy
        spring = .handOff
        var tracker = DismissalTracker()
        tracker.begin()
        let points = path.isEmpty ? [CGPoint.zero] : path
        var frames: [Frame] = []
        var committed = false
        for (index, point) in points.enumerated() {
            let time = Double(index) / Self.framesPerSecond
            let last = index == points.count - 1
            tracker.record(
                translation: point, velocity: last ? velocity : CGPoint(x: CGFloat.nan, y: .nan),
                timestamp: time)
            let state = mapping.screenState(
                frame: scene.screenFrame, translation: tracker.translation, pinchScale: tracker.scale,
                source: scene.sourceFrame)
            frames.append(
                Frame(
                    time: time, screen: state,
                    backdropAlpha: Self.backdropAlpha(mapping, scale: state.transform.scaleX),
                    shadowAlpha: Self.shadowAlpha(mapping, scale: state.transform.scaleX)))
            if policy.commitsWhileDragging(translation: tracker.translation, bounds: scene.bounds) {
                committed = true
                break
            }
        }
        drag = frames
        committedWhileDragging = committed
        let decision = policy.resolve(
            translation: tracker.translation, velocity: tracker.velocity, bounds: scene.bounds,
            scale: tracker.scale, scaleVelocity: tracker.scaleVelocity)
        self.decision = decision
        let outcome = committed ? DismissalOutcome.dismiss : decision.outcome
        self.outcome = outcome
        let rest = scene.settledState(outcome, decision: decision, mapping: mapping)
        target = Frame(
            time: 0, screen: rest,
            backdropAlpha: mapping.backdrop.alpha(at: mapping.settledBackdropFraction(outcome)))
        handOff = scene.handOff(to: rest, decision: decision, mapping: mapping)
        settle = Self.settling(from: frames.last ?? target, to: target, handOff: handOff, spring: spring)
    }

    /// The backdrop's alpha at a scale, as the coordinator drives it.
    static func backdropAlpha(_ mapping: DismissalMapping, scale: Double) -> Double {
        mapping.backdrop.alpha(at: mapping.backdropFraction(scale: scale))
    }

    /// The shadow's opacity at a scale, as the driver draws it: its opacity times the fraction.
    static func shadowAlpha(_ mapping: DismissalMapping, scale: Double) -> Double {
        mapping.shadow.opacity * mapping.shadowFraction(scale: scale)
    }

    /// The springs' progress, 0 at the release and 1 at the target, for each of UIKit's two
    /// animators: the center's per axis, the scale's.
    static func progress(at time: Double, handOff: DismissalHandOff, spring: SpringTiming)
        -> (x: Double, y: Double, scale: Double)
    {
        (
            spring.value(at: time, initialVelocity: handOff.position.dx),
            spring.value(at: time, initialVelocity: handOff.position.dy),
            spring.value(at: time, initialVelocity: handOff.scale)
        )
    }

    /// The settling sampled at 60 fps until every spring is within 0.001 of its target.
    private static func settling(
        from start: Frame, to end: Frame, handOff: DismissalHandOff, spring: SpringTiming
    )
        -> [Frame]
    {
        let settles = [handOff.position.dx, handOff.position.dy, handOff.scale].map {
            spring.settlingDuration(epsilon: settleEpsilon, initialVelocity: $0)
        }
        let duration = min(settles.max() ?? 0, maximumSettleTime)
        let count = Int((duration * framesPerSecond).rounded(.up)) + 1
        return (0..<count).map { index in
            let time = Double(index) / framesPerSecond
            let p = progress(at: time, handOff: handOff, spring: spring)
            func mix(_ a: Double, _ b: Double, _ f: Double) -> Double { a + (b - a) * f }
            let from = start.screen.transform
            let to = end.screen.transform
            let scale = mix(from.scaleX, to.scaleX, p.scale)
            // A card's size springs onto its source's with the scale, around the same center.
            let width = mix(Double(start.screen.frame.width), Double(end.screen.frame.width), p.scale)
            let height = mix(Double(start.screen.frame.height), Double(end.screen.frame.height), p.scale)
            return Frame(
                time: time,
                screen: VisualState(
                    frame: CGRect(
                        x: Double(end.screen.frame.midX) - width / 2,
                        y: Double(end.screen.frame.midY) - height / 2,
                        width: width, height: height),
                    cornerRadius: mix(start.screen.cornerRadius, end.screen.cornerRadius, p.scale),
                    transform: Transform2D(
                        scaleX: scale, scaleY: scale,
                        translationX: mix(from.translationX, to.translationX, p.x),
                        translationY: mix(from.translationY, to.translationY, p.y))),
                backdropAlpha: mix(start.backdropAlpha, end.backdropAlpha, p.scale),
                shadowAlpha: mix(start.shadowAlpha, end.shadowAlpha, p.scale))
        }
    }
}
