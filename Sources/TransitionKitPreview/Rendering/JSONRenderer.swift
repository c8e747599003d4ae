import Foundation
import TransitionKit

/// Writes a scene's evaluated states at one progress as JSON, for tools outside Swift.
///
/// The format is fixed (keys always in this order, numbers rounded to 4 decimals by
/// ``PreviewNumber``):
///
/// ```json
/// {
///   "transition": "fade",
///   "operation": "push",
///   "layoutDirection": "leftToRight",
///   "progress": 0.5,
///   "evaluation": "scrubbing",
///   "duration": 0.25,
///   "canvas": [0, 0, 390, 844],
///   "elements": [
///     {
///       "role": "toView",
///       "frame": [0, 0, 390, 844],
///       "alpha": 0.5,
///       "cornerRadius": 0,
///       "transform": {"scaleX": 1, "scaleY": 1, "rotation": 0, "translationX": 0, "translationY": 0},
///       "backgroundColor": [1, 0.9, 0.8, 1],
///       "additionalSafeAreaInsets": {"top": 44, "left": 0, "bottom": 0, "right": 0}
///     }
///   ]
/// }
/// ```
///
/// Frames are untransformed layout frames in points, origin top-left, in the superview's
/// coordinates: the transition's container for screens and temporary views, the screen for its
/// toolbar (`fromToolbar` in `fromView`, `toToolbar` in `toView`); `transform` applies around the frame's center (scale, then rotation in radians,
/// then translation). Elements are listed back to front. `backgroundColor` (`[r, g, b, a]`, 0…1)
/// and `additionalSafeAreaInsets` are `null` when the plan leaves them alone; `cornerRadii`
/// (`topLeft` … `bottomRight`) follows `cornerRadius` only for a state with per-corner radii.
public struct JSONRenderer: Sendable {
    /// Creates a renderer.
    public init() {}

    /// `progress` is clamped to 0…1 (NaN as 0) as `TransitionPlan.effectiveProgress` does, and written
    /// clamped. Ends with a newline.
    package func render(
        _ scene: PreviewScene, progress: Double, evaluation: TransitionPlan.Evaluation = .scrubbing
    ) -> String {
        let clamped = progress > 0 ? min(progress, 1) : 0
        var elements: [String] = []
        scene.plan.forEachState(at: clamped, evaluation: evaluation) { role, state in
            elements.append(Self.element(role: role, state: state))
        }
        let members: [(String, String)] = [
            ("transition", JSONText.string(scene.transition)),
            ("operation", JSONText.string(scene.operationName)),
            ("layoutDirection", JSONText.string(scene.layoutDirectionName)),
            ("progress", PreviewNumber.format(clamped)),
            ("evaluation", JSONText.string(evaluation == .running ? "running" : "scrubbing")),
            ("duration", PreviewNumber.format(scene.plan.duration)),
            ("canvas", JSONText.numbers(Self.rectValues(scene.canvas))),
            ("elements", JSONText.array(elements, indent: 2)),
        ]
        return JSONText.object(members, indent: 0) + "\n"
    }

    static func element(role: Role, state: VisualState) -> String {
        let transform = state.transform
        var members: [(String, String)] = [
            ("role", JSONText.string(role.description)),
            ("frame", JSONText.numbers(rectValues(state.frame))),
            ("alpha", PreviewNumber.format(state.alpha)),
            ("cornerRadius", PreviewNumber.format(state.cornerRadius)),
            (
                "transform",
                JSONText.inlineObject([
                    ("scaleX", PreviewNumber.format(transform.scaleX)),
                    ("scaleY", PreviewNumber.format(transform.scaleY)),
                    ("rotation", PreviewNumber.format(transform.rotation)),
                    ("translationX", PreviewNumber.format(transform.translationX)),
                    ("translationY", PreviewNumber.format(transform.translationY)),
                ])
            ),
            (
                "backgroundColor",
                state.backgroundColor.map { JSONText.numbers([$0.red, $0.green, $0.blue, $0.alpha]) }
                    ?? "null"
            ),
            (
                "additionalSafeAreaInsets",
                state.additionalSafeAreaInsets.map {
                    JSONText.inlineObject([
                        ("top", PreviewNumber.format($0.top)), ("left", PreviewNumber.format($0.left)),
                        ("bottom", PreviewNumber.format($0.bottom)),
                        ("right", PreviewNumber.format($0.right)),
                    ])
                } ?? "null"
            ),
        ]
        if let radii = state.cornerRadii {
            members.insert(
                (
                    "cornerRadii",
                    JSONText.inlineObject([
                        ("topLeft", PreviewNumber.format(radii.topLeft)),
                        ("topRight", PreviewNumber.format(radii.topRight)),
                        ("bottomLeft", PreviewNumber.format(radii.bottomLeft)),
                        ("bottomRight", PreviewNumber.format(radii.bottomRight)),
                    ])
                ), at: 4)
        }
        return JSONText.object(members, indent: 4)
    }

    static func rectValues(_ rect: CGRect) -> [Double] {
        [Double(rect.origin.x), Double(rect.origin.y), Double(rect.size.width), Double(rect.size.height)]
    }
}
