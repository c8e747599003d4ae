import Foundation
import TransitionKitCore

/// A model of `UITouch` (`UITouch.h`) behind the ``TouchPort`` port: a finger at a point of the
/// window, read in any view's coordinates.
///
/// `locationInView:` returns "the current location of the receiver in the coordinate system of
/// the given view", the window's for `nil`. The model converts through the view models' frames
/// (``ViewModel/convert(_:to:)``), so a navigation controller that is not flush with the window
/// (a form sheet, a split-view column) reads the touch in its own coordinates.
///
/// ```swift
/// let touch = TouchModel(inWindow: CGPoint(x: 330, y: 400))
/// touch.location(in: navigation.view)   // (10, 400) for a view whose frame starts at x = 320
/// ```
@MainActor
package final class TouchModel: TouchPort {
    /// The view type.
    package typealias PortView = ViewModel

    /// Where the finger is, in window coordinates.
    package var locationInWindow: CGPoint

    /// Creates a touch.
    ///
    /// - Parameter locationInWindow: Where the finger is, in window coordinates.
    package init(inWindow locationInWindow: CGPoint) {
        self.locationInWindow = locationInWindow
    }

    /// `location(in:)`.
    package func location(in view: ViewModel?) -> CGPoint {
        guard let view else { return locationInWindow }
        let origin = view.convert(.zero, to: nil).origin
        return CGPoint(x: locationInWindow.x - origin.x, y: locationInWindow.y - origin.y)
    }
}
