#if canImport(UIKit)
    import ObjectiveC
    import UIKit

    extension UIView {
        /// The key of the associated `transitionID`; only its address is used.
        nonisolated(unsafe) private static var transitionIDKey: UInt8 = 0

        /// The identifier matching pairs this view with the view carrying the same one in the
        /// other screen of a transition (see `MatchedViews`); `nil` by default. Internal until
        /// the public call shapes of issue #21 land.
        var transitionID: String? {
            get { objc_getAssociatedObject(self, &Self.transitionIDKey) as? String }
            set {
                objc_setAssociatedObject(
                    self, &Self.transitionIDKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC)
            }
        }
    }
#endif
