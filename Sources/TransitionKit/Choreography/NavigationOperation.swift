/// The direction of a navigation transition: a screen pushed onto the stack or popped off it.
///
/// Choreographies read it from ``TransitionGeometry/operation`` to decide which way things move;
/// the registry keys rules by it.
public enum NavigationOperation: Sendable, Hashable { case push, pop }
