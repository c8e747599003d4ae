import Foundation
import TransitionKitCore

/// An animatable `UIView` property, as the models track it.
enum AnimatedProperty: Hashable, Sendable, CaseIterable {
    case bounds, center, alpha, transform, cornerRadius, backgroundColor
}

/// The value of an ``AnimatedProperty``.
enum AnimatableValue: Equatable, Sendable {
    case rect(CGRect)
    case point(CGPoint)
    case scalar(Double)
    case transform(Transform2D)
    case color(RGBA?)

    /// The value a `fraction` of the way to `target` (a missing color blends as clear).
    func interpolated(to target: AnimatableValue, fraction: Double) -> AnimatableValue {
        switch (self, target) {
        case (.rect(let a), .rect(let b)):
            return .rect(
                CGRect(
                    x: a.origin.x.interpolated(to: b.origin.x, fraction: fraction),
                    y: a.origin.y.interpolated(to: b.origin.y, fraction: fraction),
                    width: a.width.interpolated(to: b.width, fraction: fraction),
                    height: a.height.interpolated(to: b.height, fraction: fraction)))
        case (.point(let a), .point(let b)):
            return .point(
                CGPoint(
                    x: a.x.interpolated(to: b.x, fraction: fraction),
                    y: a.y.interpolated(to: b.y, fraction: fraction)))
        case (.scalar(let a), .scalar(let b)):
            return .scalar(a.interpolated(to: b, fraction: fraction))
        case (.transform(let a), .transform(let b)):
            return .transform(a.interpolated(to: b, fraction: fraction))
        case (.color(let a), .color(let b)):
            if fraction == 0 { return .color(a) }
            if fraction == 1 || a == b { return .color(b) }
            return .color((a ?? .clear).interpolated(to: b ?? .clear, fraction: fraction))
        default:
            return fraction < 1 ? self : target
        }
    }
}

/// One property of one view animated by one animation block: from the value on screen when the
/// block ran to the value the block set.
@MainActor
final class AnimationTrack {
    /// The animated view.
    weak var view: ViewModel?
    /// The property.
    let property: AnimatedProperty
    /// The value on screen when the block ran.
    let from: AnimatableValue
    /// The value the block set.
    let to: AnimatableValue
    /// The block the track belongs to.
    unowned let capture: AnimationCapture

    init(
        view: ViewModel, property: AnimatedProperty, from: AnimatableValue, to: AnimatableValue,
        capture: AnimationCapture
    ) {
        self.view = view
        self.property = property
        self.from = from
        self.to = to
        self.capture = capture
    }

    /// The value on screen now.
    var currentValue: AnimatableValue {
        from.interpolated(to: to, fraction: capture.localFraction)
    }
}

/// One animation block run by a property animator: its window of the animator's progress and
/// the tracks it set.
@MainActor
final class AnimationCapture {
    /// The animator whose progress moves the tracks.
    weak var animator: PropertyAnimatorModel?
    /// Where in the animator's progress (0…1) the block starts.
    let start: Double
    /// How much of the animator's progress it spans.
    let duration: Double
    /// The tracks, in the order the block set them.
    private(set) var tracks: [AnimationTrack] = []

    init(animator: PropertyAnimatorModel, start: Double, duration: Double) {
        self.animator = animator
        self.start = start
        self.duration = duration
    }

    func add(_ track: AnimationTrack) {
        tracks.append(track)
    }

    /// The fraction of this block's change on screen at the animator's current progress. A block
    /// spanning the whole run follows the progress unclamped (a spring's overshoot shows); a
    /// keyframe window is clamped to its start and end values. An animator that is gone counts
    /// as ended.
    var localFraction: Double {
        guard let progress = animator?.valueProgress else { return 1 }
        if start == 0 && duration == 1 { return progress }
        guard duration > 0 else { return progress >= start ? 1 : 0 }
        return min(max((progress - start) / duration, 0), 1)
    }
}
