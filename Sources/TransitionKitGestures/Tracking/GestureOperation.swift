/// The navigation operation a gesture drives.
///
/// On pop the finger moves from the leading edge toward the trailing edge, so progress grows as
/// the finger moves toward the trailing edge. On push (only reachable by catching a push that a
/// button started) the new screen slides in from the trailing edge, so progress grows as the
/// finger moves toward the leading edge.
///
/// ```swift
/// let tracker = PanTracker(travelDistance: 390, layoutDirection: .leftToRight, operation: .push)
/// tracker.progress(translation: CGPoint(x: -39, y: 0))  // 0.1
/// ```
public enum GestureOperation: Sendable, Hashable, CaseIterable {
    /// A screen is pushed onto the stack.
    case push
    /// The top screen is popped off the stack.
    case pop

    /// `+1` when progress grows toward the trailing edge (pop), `-1` when it grows toward the
    /// leading edge (push).
    public var trailingSign: Double {
        switch self {
        case .pop: 1
        case .push: -1
        }
    }

    /// The operation of a running navigation transition, read from whether the outgoing view
    /// controller is still on the stack: it stays on a push and is gone on a pop.
    ///
    /// - Parameter fromViewControllerRemainsOnStack: Whether the transition's from view
    ///   controller is in the navigation controller's `viewControllers`.
    /// - Returns: `.push` when it remains, `.pop` otherwise.
    public static func inferred(fromViewControllerRemainsOnStack: Bool) -> GestureOperation {
        fromViewControllerRemainsOnStack ? .push : .pop
    }
}
