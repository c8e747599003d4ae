/// The orientation answers when UIKit asks after the app's delegate went away (UIKit caches which optional
/// methods a delegate answers): `UIViewController`'s defaults, so nothing changes or crashes.
package enum OrientationFallback {
    /// `supportedInterfaceOrientations`'s default: every orientation on iPad, all but upside-down elsewhere.
    package static func supportedOrientations<Mask>(isPad: Bool, all: Mask, allButUpsideDown: Mask) -> Mask {
        isPad ? all : allButUpsideDown
    }

    /// The scene's `interfaceOrientation`; portrait without a window or scene, or when it is unknown.
    package static func preferredOrientation<Orientation: Equatable>(
        current: Orientation?, unknown: Orientation, portrait: Orientation
    ) -> Orientation {
        guard let current, current != unknown else { return portrait }
        return current
    }
}
