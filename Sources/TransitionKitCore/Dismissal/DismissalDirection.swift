import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Where on screen a dismissal drag may start, or a decisive flick may dismiss.
///
/// ```swift
/// ZoomDismissalDriver(gestures: [.drag], begin: .vertical)           // down or up
/// DismissalPolicy(flickDirection: .down)                             // only a flick down dismisses
/// ```
///
/// A movement's heading is its dominant axis (`|dy| ≥ |dx|` is vertical: ties go to the
/// dismissal's own axis), then its sign.
public enum DismissalDirection: Sendable, Hashable, CaseIterable {
    /// Toward the bottom of the screen only: Photos' pull down.
    case down
    /// Up or down.
    case vertical
    /// Any direction: iOS 18's zoom.
    case any

    /// `nil` (no movement) is never allowed.
    package func allows(_ heading: DragHeading?) -> Bool {
        guard let heading else { return false }
        switch self {
        case .down: return heading == .down
        case .vertical: return heading == .down || heading == .up
        case .any: return true
        }
    }
}

/// A movement's dominant axis and sign, physical (`.left` is left whatever the layout direction); ties
/// are vertical.
package enum DragHeading: Sendable, Hashable {
    case up
    case down
    case left
    case right

    /// `nil` when the movement is zero or not finite.
    package init?(_ movement: CGPoint) {
        let dx = Double(movement.x)
        let dy = Double(movement.y)
        guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return nil }
        if abs(dy) >= abs(dx) {
            self = dy > 0 ? .down : .up
        } else {
            self = dx > 0 ? .right : .left
        }
    }

    var isHorizontal: Bool { self == .left || self == .right }
}
