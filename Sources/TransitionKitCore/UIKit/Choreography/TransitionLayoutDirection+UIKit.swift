#if canImport(UIKit)
    import UIKit

    extension TransitionLayoutDirection {
        /// The neutral direction for a UIKit layout direction.
        ///
        /// - Parameter direction: A view's `effectiveUserInterfaceLayoutDirection`.
        package init(_ direction: UIUserInterfaceLayoutDirection) {
            switch direction {
            case .rightToLeft: self = .rightToLeft
            case .leftToRight: self = .leftToRight
            @unknown default: self = .leftToRight
            }
        }

    }
#endif
