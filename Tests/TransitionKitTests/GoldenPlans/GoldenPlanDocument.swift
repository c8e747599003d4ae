import Foundation
import TransitionKit

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The JSON a golden file holds for one case: what played, and every element's state at five
/// progresses, running and scrubbing.
///
/// ```json
/// {
///   "case": "zoom/push/leftToRight/equalToolbars/reduceMotionOff",
///   "duration": 0.61578,
///   "elements": [{"role": "fromView", "window": {"end": 1, "start": 0}}, …],
///   "played": {"style": "zoom", "toolbars": "crossFade"},
///   "running": {"0": {"fromView": {"alpha": 1, "frame": {…}, …}, …}, "0.25": …},
///   "runningProgress": {"0": 0, "0.25": 0.674037, …},
///   "scrubbing": {…},
///   "timing": {
///     "spring": {"allowsOverdamping": false, "damping": 25.132741, "mass": 1, "stiffness": 194.955149}
///   }
/// }
/// ```
///
/// - `elements` lists the roles back to front with their time windows; the samples are keyed by
///   role name (`snapshot.zoom`; a role that occurs twice gets `#2`).
/// - `running[p]` is the state when a fraction `p` of the duration has elapsed (the timing
///   applied; `runningProgress[p]` is the progress that gives); `scrubbing[p]` is linear.
/// - A state holds `alpha`, `cornerRadius`, `frame` (`x`, `y`, `width`, `height`: the untransformed
///   layout frame), `transform`, and `backgroundColor` and `additionalSafeAreaInsets`, `null`
///   when the plan leaves them alone; `cornerRadii` (`topLeft` … `bottomRight`) only when the
///   state has per-corner radii.
enum GoldenPlanDocument {
    /// The sampled progresses.
    static let progresses: [Double] = [0, 0.25, 0.5, 0.75, 1]

    /// The document for a case.
    ///
    /// - Parameters:
    ///   - name: The case's name.
    ///   - played: What the library decided to play.
    static func json(name: String, played: GoldenPlanCase.Played) -> GoldenJSON {
        let plan = played.plan
        let keys = roleKeys(plan.roles)
        let elements = zip(keys, plan.elements).map { key, element in
            GoldenJSON.object([
                "role": .string(key),
                "window": .object([
                    "start": .number(element.window.start), "end": .number(element.window.end),
                ]),
            ])
        }
        return .object([
            "case": .string(name),
            "duration": .number(plan.duration),
            "timing": timing(plan.timing),
            "played": .object([
                "style": .string(kindName(played.style.kind)),
                "toolbars": .string(toolbarsName(played.toolbars)),
            ]),
            "elements": .array(elements),
            "runningProgress": .object(
                Dictionary(
                    uniqueKeysWithValues: progresses.map {
                        (GoldenJSON.format($0), .number(plan.effectiveProgress($0, evaluation: .running)))
                    })),
            "running": samples(plan, evaluation: .running, keys: keys),
            "scrubbing": samples(plan, evaluation: .scrubbing, keys: keys),
        ])
    }

    /// Role names as sample keys; a repeated role gets `#2`, `#3` … so no state is lost.
    static func roleKeys(_ roles: [Role]) -> [String] {
        var seen: [String: Int] = [:]
        return roles.map { role in
            let name = role.description
            seen[name, default: 0] += 1
            let count = seen[name] ?? 1
            return count == 1 ? name : "\(name)#\(count)"
        }
    }

    private static func samples(_ plan: TransitionPlan, evaluation: TransitionPlan.Evaluation, keys: [String])
        -> GoldenJSON
    {
        var result: [String: GoldenJSON] = [:]
        for progress in progresses {
            var states: [String: GoldenJSON] = [:]
            for index in keys.indices {
                states[keys[index]] = state(
                    plan.state(ofElementAt: index, at: progress, evaluation: evaluation))
            }
            result[GoldenJSON.format(progress)] = .object(states)
        }
        return .object(result)
    }

    private static func state(_ state: VisualState) -> GoldenJSON {
        let transform = state.transform
        let color: GoldenJSON =
            state.backgroundColor.map {
                .object([
                    "red": .number($0.red), "green": .number($0.green), "blue": .number($0.blue),
                    "alpha": .number($0.alpha),
                ])
            } ?? .null
        let insets: GoldenJSON =
            state.additionalSafeAreaInsets.map {
                .object([
                    "top": .number($0.top), "left": .number($0.left), "bottom": .number($0.bottom),
                    "right": .number($0.right),
                ])
            } ?? .null
        var object: [String: GoldenJSON] = [
            "frame": rect(state.frame),
            "alpha": .number(state.alpha),
            "cornerRadius": .number(state.cornerRadius),
            "transform": .object([
                "scaleX": .number(transform.scaleX), "scaleY": .number(transform.scaleY),
                "rotation": .number(transform.rotation), "translationX": .number(transform.translationX),
                "translationY": .number(transform.translationY),
            ]),
            "backgroundColor": color,
            "additionalSafeAreaInsets": insets,
        ]
        if let radii = state.cornerRadii {
            object["cornerRadii"] = .object([
                "topLeft": .number(radii.topLeft), "topRight": .number(radii.topRight),
                "bottomLeft": .number(radii.bottomLeft), "bottomRight": .number(radii.bottomRight),
            ])
        }
        return .object(object)
    }

    private static func rect(_ rect: CGRect) -> GoldenJSON {
        .object([
            "x": .number(Double(rect.origin.x)), "y": .number(Double(rect.origin.y)),
            "width": .number(Double(rect.size.width)), "height": .number(Double(rect.size.height)),
        ])
    }

    private static func timing(_ timing: Timing) -> GoldenJSON {
        switch timing {
        case .curve(let curve):
            return .object([
                "curve": .object([
                    "x1": .number(Double(curve.controlPoint1.x)),
                    "y1": .number(Double(curve.controlPoint1.y)),
                    "x2": .number(Double(curve.controlPoint2.x)),
                    "y2": .number(Double(curve.controlPoint2.y)),
                ])
            ])
        case .spring(let spring):
            return .object([
                "spring": .object([
                    "mass": .number(spring.mass), "stiffness": .number(spring.stiffness),
                    "damping": .number(spring.damping), "allowsOverdamping": .bool(spring.allowsOverdamping),
                ])
            ])
        }
    }

    /// A style kind's stable name.
    static func kindName(_ kind: TransitionStyle.Kind) -> String {
        switch kind {
        case .zoom: return "zoom"
        case .card: return "card"
        case .crossFade: return "crossFade"
        case .safeAreaMorph: return "safeAreaMorph"
        case .slide: return "slide"
        case .fade: return "fade"
        case .system: return "system"
        case .custom(let name): return "custom.\(name)"
        }
    }

    /// A toolbar transition's stable name.
    static func toolbarsName(_ toolbars: ToolbarTransition) -> String {
        switch toolbars {
        case .crossFade: return "crossFade"
        case .heightMorph: return "heightMorph"
        case .noToolbars: return "none"
        }
    }
}
