import Foundation
import TransitionKit

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One transition ready to be drawn: its plan plus what a reader needs to know about it.
///
/// The renderers only evaluate ``plan`` (with ``TransitionPlan/state(of:at:evaluation:)``'s
/// running and scrubbing semantics); they hold no motion of their own, so a preview shows exactly
/// what the UIKit plan animator plays for the same plan.
///
/// ```swift
/// let scene = PreviewScene(transition: "fade", operation: .push, plan: plan, canvas: phone)
/// let svg = SVGRenderer().render(scene, progress: 0.5)
/// ```
public struct PreviewScene: Sendable, Hashable {
    /// The transition's name, e.g. `zoom`, shown in captions and written to JSON.
    public var transition: String
    /// Push or pop.
    public var operation: NavigationOperation
    /// The reading direction the plan was built for.
    public var layoutDirection: TransitionLayoutDirection
    /// The plan the renderers evaluate.
    public var plan: TransitionPlan
    /// The transition's container bounds in points (the phone's screen), origin top-left.
    public var canvas: CGRect
    /// The style after Reduce Motion and the toolbar rule when `TransitionDecision` decided the
    /// scene (the built-ins'); `nil` for a hand-made plan.
    package var decision: TransitionDecision?
    /// The geometry the plan was made for (status bar, toolbars, safe-area insets, the zoom's
    /// cell and image), which the gallery draws the screens' content from; `nil` for a hand-made
    /// plan, drawn on ``TransitionKit/TransitionGeometry/samplePhone(operation:layoutDirection:detailToolbarHeight:)``.
    public var geometry: TransitionGeometry?
    /// A Back tap that turns the push around (`--back-at`): the page plays the push until the tap
    /// and the reversal after it instead of the plan's own timing; `nil` for every other scene.
    var reversal: ReversalRun?

    /// A `canvas` that is not finite, has no area or reaches past ±`PreviewNumber.drawableLimit` becomes a
    /// 390 × 844 pt phone, so renderers always draw into something finite.
    package init(
        transition: String, operation: NavigationOperation,
        layoutDirection: TransitionLayoutDirection = .leftToRight, plan: TransitionPlan, canvas: CGRect,
        decision: TransitionDecision? = nil, geometry: TransitionGeometry? = nil
    ) {
        self.transition = transition
        self.operation = operation
        self.layoutDirection = layoutDirection
        self.plan = plan
        self.canvas = Self.usableCanvas(canvas)
        self.decision = decision
        self.geometry = geometry
    }

    /// The default canvas: a 390 × 844 pt phone screen.
    public static let phoneCanvas = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// The layout direction as written to JSON and captions: `leftToRight` or `rightToLeft`.
    public var layoutDirectionName: String {
        layoutDirection == .rightToLeft ? "rightToLeft" : "leftToRight"
    }

    /// The operation as written to JSON and captions: `push`, `pop`, or `gesturePop` for a pop
    /// that plays its transition's own gesture-driven pop (``TransitionKit/TransitionDecision``'s
    /// `playsGesturePop`).
    public var operationName: String {
        if operation == .push { return "push" }
        return decision?.playsGesturePop == true ? "gesturePop" : "pop"
    }

    /// Hashes every property (the canvas component by component, as `CGRect` is not `Hashable` on
    /// every platform).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(transition)
        hasher.combine(operation)
        hasher.combine(layoutDirection)
        hasher.combine(plan)
        hasher.combine(decision)
        hasher.combine(geometry)
        hasher.combine(reversal)
        for value in [canvas.origin.x, canvas.origin.y, canvas.size.width, canvas.size.height] {
            hasher.combine(Double(value))
        }
    }

    private static func usableCanvas(_ rect: CGRect) -> CGRect {
        let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
        let limit = PreviewNumber.drawableLimit
        guard values.allSatisfy({ $0.isFinite && abs($0) <= limit }), rect.size.width > 0,
            rect.size.height > 0,
            abs(rect.origin.x + rect.size.width) <= limit, abs(rect.origin.y + rect.size.height) <= limit
        else {
            return phoneCanvas
        }
        return rect
    }
}
