#if canImport(UIKit)
    import ObjectiveC
    import UIKit

    extension UIView {
        /// The identifier that pairs this view with the view carrying the same one in the other
        /// screen of a transition; `nil` by default.
        ///
        /// With ``TransitionStyle/matched`` or ``TransitionStyle/zoom(id:)``, every visible view
        /// of the leaving screen whose identifier a visible view of the arriving screen also
        /// carries flies from its frame, corner radius and alpha to the other's, while both are
        /// hidden. Identifiers are looked up when the transition runs, after the arriving screen
        /// is laid out, in the two screens' view trees only, so no namespace is needed and a
        /// reused cell is found as it is then.
        ///
        /// ```swift
        /// cell.imageView.transitionID = "photo-\(photo.id)"
        /// pager.imageView.transitionID = "photo-\(photo.id)"
        /// ```
        ///
        /// Bad input: a view that is hidden, transparent, without area, off screen or with a
        /// non-finite frame is not matched; of two visible views with the same identifier in one
        /// screen the first in depth-first order is matched (a debug diagnostic says so); a
        /// matched view inside another matched view moves with the outer one's copy; an identifier
        /// in one screen only leaves that view with its screen.
        public var transitionID: String? {
            get { objc_getAssociatedObject(self, associationKey(for: TransitionIDKey.self)) as? String }
            set {
                objc_setAssociatedObject(
                    self, associationKey(for: TransitionIDKey.self), newValue,
                    .OBJC_ASSOCIATION_COPY_NONATOMIC)
            }
        }
    }

    /// The class whose key ``UIView/transitionID`` is kept under (`associationKey(for:)`).
    private final class TransitionIDKey {}
#endif
