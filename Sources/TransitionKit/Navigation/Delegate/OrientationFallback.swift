/// What the navigation delegate answers for the orientation methods when UIKit asks after the
/// app's delegate went away (UIKit caches which optional methods a delegate answers): the answers
/// `UIViewController` gives by default, so the app sees no change and nothing crashes.
///
/// Generic over UIKit's values so that the rule lives here and the adapter passes UIKit's
/// constants:
///
/// ```swift
/// OrientationFallback.supportedOrientations(
///     isPad: traitCollection.userInterfaceIdiom == .pad, all: .all, allButUpsideDown: .allButUpsideDown)
/// OrientationFallback.preferredOrientation(
///     current: view.window?.windowScene?.interfaceOrientation, unknown: .unknown, portrait: .portrait)
/// ```
enum OrientationFallback {
    /// `supportedInterfaceOrientations`'s default: every orientation on iPad, all but
    /// upside-down elsewhere.
    ///
    /// - Parameters:
    ///   - isPad: Whether the interface idiom is the pad's.
    ///   - all: `UIInterfaceOrientationMask.all`.
    ///   - allButUpsideDown: `UIInterfaceOrientationMask.allButUpsideDown`.
    /// - Returns: The mask.
    static func supportedOrientations<Mask>(isPad: Bool, all: Mask, allButUpsideDown: Mask) -> Mask {
        isPad ? all : allButUpsideDown
    }

    /// `preferredInterfaceOrientationForPresentation`'s fallback: the scene's current orientation,
    /// or portrait when there is no scene or its orientation is unknown.
    ///
    /// - Parameters:
    ///   - current: The window scene's `interfaceOrientation`, `nil` without a window or scene.
    ///   - unknown: `UIInterfaceOrientation.unknown`.
    ///   - portrait: `UIInterfaceOrientation.portrait`.
    /// - Returns: The orientation.
    static func preferredOrientation<Orientation: Equatable>(
        current: Orientation?, unknown: Orientation, portrait: Orientation
    ) -> Orientation {
        guard let current, current != unknown else { return portrait }
        return current
    }
}
