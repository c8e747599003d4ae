#if canImport(UIKit)
    import UIKit

    /// `UITouch` is the ``TouchReading`` port: `location(in:)` is UIKit's own.
    extension UITouch: TouchReading {
        package typealias PortView = UIView
    }
#endif
