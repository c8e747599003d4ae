import Foundation

/// The part of `UITouch` (`UITouch.h`) the pan driver reads.
@MainActor
package protocol TouchPort: AnyObject {
    /// The view type (`UIView` on device).
    associatedtype PortView: ViewPort

    /// `location(in:)`: in `view`'s coordinates, the window's for `nil` (`UITouch.h`).
    func location(in view: PortView?) -> CGPoint
}
