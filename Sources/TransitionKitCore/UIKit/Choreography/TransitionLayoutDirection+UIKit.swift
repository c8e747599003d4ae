#if canImport(UIKit)
    import UIKit

    extension TransitionLayoutDirection {
        /// From a view's `effectiveUserInterfaceLayoutDirection`.
        package init(_ direction: UIUserInterfaceLayoutDirection) {
            switch direction {
            case .rightToLeft: self = .rightToLeft
            case .leftToRight: self = .leftToRight
            @unknown default: self = .leftToRight
            }
        }

    }
#endif
