/// What a screen's dismiss action (`@Environment(\.transitionDismiss)`) did.
///
/// | the screen reading it | outcome |
/// | --- | --- |
/// | above the root, in the stack | ``popped``: it and every screen above it leave |
/// | the root | ``dismissPresentation``: the presentation around the stack is dismissed |
/// | no longer in the stack (dismissed twice, already popped) | ``ignored`` |
package enum RouteDismissal: Sendable, Hashable {
    /// The screen and the screens above it were popped (its backward transition, if on top).
    case popped
    /// The screen is the root: the front dismisses the presentation holding the stack.
    case dismissPresentation
    /// The screen is not in the stack; nothing changed.
    case ignored
}
