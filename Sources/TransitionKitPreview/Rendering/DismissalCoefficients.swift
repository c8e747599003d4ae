import Foundation
import TransitionKit
import TransitionKitGestures

/// The engine's numbers the dismissal page evaluates, so its script holds no motion constant: mapping
/// rows, policy, hand-off and spring samples (layout: PreviewInternals, "Dismissal page").
struct DismissalCoefficients {
    /// Points between mapping rows.
    static let mappingStep = 1.0
    /// The farthest distance sampled, in points.
    static let mappingReach = 1200.0
    /// Seconds between spring samples (twice the 60 fps frame rate, so each frame is a sample).
    static let springStep = 1.0 / 120

    /// The JSON object the page reads.
    let json: String

    /// Reads only the run's engine parts and scene.
    init(_ run: DismissalRun) {
        let mapping = run.mapping
        let policy = run.policy
        let scene = run.scene
        let n = { (value: Double) in PreviewNumber.format(PreviewNumber.drawable(value), decimals: 9) }
        let rows = (0...Int(Self.mappingReach / Self.mappingStep)).map { index -> String in
            let distance = Double(index) * Self.mappingStep
            let scale = mapping.scale(translation: CGPoint(x: 0, y: distance))
            return "[" + n(scale) + "," + n(mapping.shrinkFraction(scale: scale)) + ","
                + n(DismissalRun.backdropAlpha(mapping, scale: scale)) + ","
                + n(DismissalRun.shadowAlpha(mapping, scale: scale)) + "]"
        }
        let toward: String
        if mapping.shrinksTowardSource, let source = scene.sourceFrame {
            toward =
                "[" + n(Double(source.midX - scene.screenFrame.midX)) + ","
                + n(Double(source.midY - scene.screenFrame.midY)) + "]"
        } else {
            toward = "[0,0]"
        }
        let flick = policy.flickSpeed.map(n) ?? "null"
        let headings: [(String, DragHeading)] = [
            ("up", .up), ("down", .down), ("left", .left), ("right", .right),
        ]
        let dismisses = headings.map { "\"\($0.0)\":\(policy.flickDirection.allows($0.1))" }.joined(
            separator: ",")
        let projection =
            policy.projectsFlick
            ? ReleasePolicy.project(velocity: 1, decelerationRate: ReleasePolicy.normalDecelerationRate) : 0
        let commit = policy.commitThreshold.map { n($0.points(in: scene.bounds)) } ?? "null"
        let resting = policy.resolve(translation: .zero, velocity: .zero, bounds: scene.bounds)
        func target(_ outcome: DismissalOutcome) -> String {
            let state = scene.settledState(outcome, decision: resting, mapping: mapping)
            let alpha = mapping.backdrop.alpha(at: mapping.settledBackdropFraction(outcome))
            return "["
                + [
                    state.transform.translationX, state.transform.translationY, state.transform.scaleX,
                    state.cornerRadius, alpha,
                ].map(n).joined(separator: ",") + "]"
        }
        let count = Int((DismissalRun.maximumSettleTime / Self.springStep).rounded()) + 1
        let times = (0..<count).map { Double($0) * Self.springStep }
        let base = times.map { run.spring.value(at: $0, initialVelocity: 0) }
        let perVelocity = times.indices.map { run.spring.value(at: times[$0], initialVelocity: 1) - base[$0] }
        let frame = { (rect: CGRect) in
            "["
                + [rect.minX, rect.minY, rect.width, rect.height].map { n(Double($0)) }.joined(separator: ",")
                + "]"
        }
        json = JSONText.object(
            [
                ("kind", JSONText.string(run.kind.rawValue)),
                ("screen", frame(scene.screenFrame)),
                ("source", scene.sourceFrame.map(frame) ?? "null"),
                ("bounds", "[" + n(Double(scene.bounds.width)) + "," + n(Double(scene.bounds.height)) + "]"),
                ("framesPerSecond", n(DismissalRun.framesPerSecond)),
                (
                    "mapping",
                    JSONText.inlineObject([
                        ("step", n(Self.mappingStep)),
                        ("followsFinger", String(!mapping.followedAxes.isEmpty)),
                        ("followsX", String(mapping.followedAxes.contains(.horizontal))),
                        ("followsY", String(mapping.followedAxes.contains(.vertical))),
                        ("cornerRadius", n(mapping.cornerRadius)), ("towardSource", toward),
                        (
                            "shadow",
                            mapping.shadow.shown.map { "[" + n($0.opacity) + "," + n($0.radius) + "]" }
                                ?? "null"
                        ),
                        ("rows", "[" + rows.joined(separator: ",") + "]"),
                    ])
                ),
                (
                    "policy",
                    JSONText.inlineObject([
                        ("pinchScale", n(policy.pinchScale)), ("flickSpeed", flick),
                        ("flickDismisses", "{" + dismisses + "}"), ("projection", n(projection)),
                        ("readsVelocity", String(policy.flickSpeed != nil || policy.projectsFlick)),
                        ("stillSpeed", n(DismissalPolicy.stillSpeed)),
                        ("threshold", n(policy.threshold.points(in: scene.bounds))),
                        ("commitThreshold", commit),
                    ])
                ),
                (
                    "handOff",
                    JSONText.inlineObject([
                        ("positionTolerance", n(DismissalDecision.positionTolerance)),
                        ("scaleTolerance", n(DismissalDecision.scaleTolerance)),
                        ("limit", n(MotionLimits.fractionLimit)),
                        ("restore", target(.restore)), ("dismiss", target(.dismiss)),
                    ])
                ),
                (
                    "spring",
                    JSONText.inlineObject([
                        ("step", n(Self.springStep)), ("epsilon", n(DismissalRun.settleEpsilon)),
                        ("base", "[" + base.map(n).joined(separator: ",") + "]"),
                        ("perVelocity", "[" + perVelocity.map(n).joined(separator: ",") + "]"),
                    ])
                ),
            ], indent: 0)
    }
}
