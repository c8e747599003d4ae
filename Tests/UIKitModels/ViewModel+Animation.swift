import Foundation
import TransitionKitCore

extension ViewModel {
    /// What is on screen: the animatable properties at the running or paused animators' current
    /// progress.
    package struct Appearance: Equatable, Sendable {
        /// Bounds.
        package var bounds: CGRect
        /// Center.
        package var center: CGPoint
        /// Alpha.
        package var alpha: Double
        /// Transform.
        package var transform: Transform2D
        /// Corner radius.
        package var cornerRadius: Double
        /// Background color.
        package var backgroundColor: RGBA?

        /// The frame: the bounding box of the transformed bounds around the center.
        package var frame: CGRect { ViewModel.frame(bounds: bounds, center: center, transform: transform) }
    }

    /// The view's properties as on screen now (equal to the model values when nothing animates).
    package var presentation: Appearance {
        Appearance(
            bounds: presentationBounds, center: presentationCenter, alpha: presentationAlpha,
            transform: presentationTransform, cornerRadius: presentationCornerRadius,
            backgroundColor: presentationBackgroundColor)
    }

    /// The alpha on screen.
    package var presentationAlpha: Double {
        guard case .scalar(let value) = presented(.alpha) else { return Double(alpha) }
        return value
    }

    /// The frame on screen.
    package var presentationFrame: CGRect { presentation.frame }

    /// The bounds on screen.
    package var presentationBounds: CGRect {
        guard case .rect(let value) = presented(.bounds) else { return bounds }
        return value
    }

    /// The center on screen.
    package var presentationCenter: CGPoint {
        guard case .point(let value) = presented(.center) else { return center }
        return value
    }

    /// The transform on screen.
    package var presentationTransform: Transform2D {
        guard case .transform(let value) = presented(.transform) else { return transform2D }
        return value
    }

    /// The corner radius on screen.
    package var presentationCornerRadius: Double {
        guard case .scalar(let value) = presented(.cornerRadius) else { return Double(cornerRadius) }
        return value
    }

    /// The background color on screen.
    package var presentationBackgroundColor: RGBA? {
        guard case .color(let value) = presented(.backgroundColor) else { return backgroundColor }
        return value
    }

    /// Whether the view and all its ancestors are shown (not hidden) with an on-screen alpha
    /// above zero.
    package var isEffectivelyVisible: Bool {
        !isHidden && presentationAlpha > 0 && (superview?.isEffectivelyVisible ?? true)
    }

    /// The value UIKit reports now for a property (the model value).
    func modelValue(_ property: AnimatedProperty) -> AnimatableValue {
        switch property {
        case .bounds: .rect(bounds)
        case .center: .point(center)
        case .alpha: .scalar(Double(alpha))
        case .transform: .transform(transform2D)
        case .cornerRadius: .scalar(Double(cornerRadius))
        case .backgroundColor: .color(backgroundColor)
        }
    }

    /// The value on screen for a property: the newest track's, else the model value.
    func presented(_ property: AnimatedProperty) -> AnimatableValue {
        tracks.last { $0.property == property }?.currentValue ?? modelValue(property)
    }

    /// Sets a property: inside an animation block, records a track from the value on screen and
    /// sets the model value; outside, sets the model value (and what is on screen).
    func set(_ property: AnimatedProperty, _ value: AnimatableValue) {
        if let capture = ledger.currentCapture {
            let track = AnimationTrack(
                view: self, property: property, from: presented(property), to: value, capture: capture)
            capture.add(track)
            tracks.append(track)
        } else {
            if let animator = tracks.last(where: { $0.property == property })?.capture.animator,
                animator.state == .active
            {
                ledger.record(
                    ContractViolation(
                        model: "ViewModel '\(name)'", member: "\(property) set directly",
                        state: "animated by PropertyAnimatorModel '\(animator.name)'",
                        citation: Contract.twoWriters))
            }
            tracks.removeAll { $0.property == property }
        }
        setModelValue(property, value)
    }

    /// Sets the value UIKit reports, without animation bookkeeping.
    func setModelValue(_ property: AnimatedProperty, _ value: AnimatableValue) {
        switch (property, value) {
        case (.bounds, .rect(let rect)): modelBounds = rect
        case (.center, .point(let point)): modelCenter = point
        case (.alpha, .scalar(let number)): modelAlpha = CGFloat(number)
        case (.transform, .transform(let transform)): modelTransform = transform
        case (.cornerRadius, .scalar(let number)): modelCornerRadius = CGFloat(number)
        case (.backgroundColor, .color(let color)): modelBackground = color
        default: break
        }
    }

    /// Forgets tracks of an animator whose animations were removed.
    func detach(_ capture: AnimationCapture) {
        tracks.removeAll { $0.capture === capture }
    }
}
