import Foundation

/// What a coordinator reads from a touch that lands on one of its gesture recognizers: the part
/// of `UITouch` (`UITouch.h`) the pan driver uses, in UIKit's words.
///
/// ```swift
/// let x = touch.location(in: navigationController.viewIfLoaded).x   // where it landed, in that view
/// ```
///
/// `UITouch` conforms (`PortView == UIView`); in tests `TouchModel` reports a location given in
/// window coordinates, converted through the view models' frames.
@MainActor
package protocol TouchReading: AnyObject {
    /// The view type (`UIView` on device).
    associatedtype PortView: ViewProperties

    /// `location(in:)`: "the current location of the receiver in the coordinate system of the
    /// given view", the window's for `nil` (`UITouch.h`).
    ///
    /// - Parameter view: The coordinate space, or `nil` for the window's.
    /// - Returns: The location.
    func location(in view: PortView?) -> CGPoint
}
