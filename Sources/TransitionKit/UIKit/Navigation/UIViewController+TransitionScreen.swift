#if canImport(UIKit)
    import UIKit

    extension UIViewController {
        /// The screen a transition is about: the content of a bar-less wrapper
        /// (``ToolbarContaining``), otherwise the controller itself.
        ///
        /// Registrations, per-push overrides, factories, zoom-view providers and lifecycle events
        /// all see this screen, so registering `GridViewController → DetailViewController` works the
        /// same in a plain and in a bar-less navigation controller.
        var transitionScreen: UIViewController {
            (self as? any ToolbarContaining)?.containedViewController ?? self
        }
    }
#endif
