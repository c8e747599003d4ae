#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    extension TransitionRouter {
        /// Goes back through the stack as a ``RouteLink`` does: back, home or to a tag.
        ///
        /// ```swift
        /// router.perform(.goTo("detail"))   // same as router.goTo(tag: "detail")
        /// ```
        ///
        /// - Parameter action: Where to go back to.
        /// - Returns: `nil` when popped; ``RouteRefusal/atRoot`` for back or home on the root;
        ///   ``RouteRefusal/tagNotFound`` or ``RouteRefusal/alreadyOnTop`` for a go-to that cannot
        ///   pop (nothing changes).
        @discardableResult
        public func perform(_ action: RouteLinkAction) -> RouteRefusal? {
            apply(action.perform(on: &stack))
        }
    }
#endif
