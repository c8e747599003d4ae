#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    extension TransitionRouter {
        /// Pushes a screen with one transition for both directions.
        ///
        /// ```swift
        /// router.push(SettingsView(), tag: "settings", transition: .crossFade)
        /// ```
        ///
        /// - Parameters:
        ///   - view: The screen's view; it finds the router in its environment.
        ///   - tag: The route's tag, for ``goTo(tag:)``; a tag already in the stack is refused by
        ///     default (see ``duplicatePushPolicy``).
        ///   - transition: Used when the screen arrives and when it leaves.
        /// - Returns: `nil` when pushed, else why not.
        @discardableResult
        public func push<Screen: View>(_ view: Screen, tag: RouteTag? = nil, transition: TransitionStyle)
            -> RouteRefusal?
        {
            push(view, tag: tag, transitions: .both(transition))
        }

        /// Pushes a screen with a choice per direction (or the router's default).
        ///
        /// ```swift
        /// router.push(DetailView(), transitions: .directional(forward: .transition(.zoom),
        ///                                                   backward: .inherited))
        /// ```
        ///
        /// - Parameters:
        ///   - view: The screen's view; it finds the router in its environment.
        ///   - tag: The route's tag, for ``goTo(tag:)``.
        ///   - transitions: The route's transitions; ``RouteTransitions/default`` uses
        ///     ``defaultTransition`` both ways, ``RouteTransitions/unanimated`` does not animate.
        /// - Returns: `nil` when pushed, else why not.
        @discardableResult
        public func push<Screen: View>(
            _ view: Screen, tag: RouteTag? = nil,
            transitions: RouteTransitions<TransitionStyle> = .default
        ) -> RouteRefusal? {
            coordinator.push(makeScreen(view, transitions: transitions, zoomAnchor: nil), tag: tag)
        }

        /// Pops the top screen with its backward transition.
        ///
        /// - Returns: `nil` when popped; ``RouteRefusal/atRoot`` on the root.
        @discardableResult
        public func back() -> RouteRefusal? {
            coordinator.back()
        }

        /// Pops to the root screen with the top screen's backward transition.
        ///
        /// - Returns: `nil` when popped; ``RouteRefusal/atRoot`` on the root.
        @discardableResult
        public func home() -> RouteRefusal? {
            coordinator.home()
        }

        /// Pops back to the most recent screen with a tag, with the top screen's backward
        /// transition.
        ///
        /// - Parameter tag: The tag to go back to.
        /// - Returns: `nil` when popped; ``RouteRefusal/alreadyOnTop`` when the top screen has the
        ///   tag; ``RouteRefusal/tagNotFound`` when no screen has it (nothing changes).
        @discardableResult
        public func goTo(tag: RouteTag) -> RouteRefusal? {
            coordinator.goTo(tag: tag)
        }

        /// Pops back to the most recent screen with a tag, or pushes `view` with that tag when no
        /// screen has it (the forced go-to).
        ///
        /// - Parameters:
        ///   - tag: The tag to go back to, and the pushed screen's tag.
        ///   - view: The screen to push when no screen has the tag.
        ///   - transition: The pushed screen's transition, both ways.
        /// - Returns: `nil` when the stack changed; ``RouteRefusal/alreadyOnTop`` when the top
        ///   screen has the tag.
        @discardableResult
        public func goTo<Screen: View>(tag: RouteTag, orPush view: Screen, transition: TransitionStyle)
            -> RouteRefusal?
        {
            goTo(tag: tag, orPush: view, transitions: .both(transition))
        }

        /// Pops back to the most recent screen with a tag, or pushes `view` with that tag when no
        /// screen has it (the forced go-to), with a choice per direction.
        ///
        /// - Parameters:
        ///   - tag: The tag to go back to, and the pushed screen's tag.
        ///   - view: The screen to push when no screen has the tag.
        ///   - transitions: The pushed screen's transitions.
        /// - Returns: `nil` when the stack changed; ``RouteRefusal/alreadyOnTop`` when the top
        ///   screen has the tag.
        @discardableResult
        public func goTo<Screen: View>(
            tag: RouteTag, orPush view: Screen, transitions: RouteTransitions<TransitionStyle> = .default
        ) -> RouteRefusal? {
            coordinator.goTo(tag: tag) { makeScreen(view, transitions: transitions, zoomAnchor: nil) }
        }

        /// Replaces the top screen (the root too) with the arriving screen's forward transition.
        ///
        /// - Parameters:
        ///   - view: The new screen.
        ///   - tag: Its tag; a tag a screen below has is refused (``RouteRefusal/duplicateTag``)
        ///     unless ``duplicatePushPolicy`` allows duplicates.
        ///   - transitions: Its transitions.
        /// - Returns: `nil` when replaced, else why not.
        @discardableResult
        public func replace<Screen: View>(
            with view: Screen, tag: RouteTag? = nil, transitions: RouteTransitions<TransitionStyle> = .default
        ) -> RouteRefusal? {
            coordinator.replace(with: makeScreen(view, transitions: transitions, zoomAnchor: nil), tag: tag)
        }
    }

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
            coordinator.perform(action)
        }

        /// Does what a tapped ``RouteLink`` asks: pushes its destination or appends its value,
        /// growing a zoom from the link's anchor, or goes back.
        ///
        /// - Parameters:
        ///   - tap: What the link does.
        ///   - anchor: The link's anchor box.
        /// - Returns: `nil` when the stack changed, else why not.
        @discardableResult
        func follow<Destination: View>(_ tap: RouteLinkTap<Destination>, anchor: RouteZoomAnchorBox)
            -> RouteRefusal?
        {
            coordinator.followLink(tap) { view, transitions in
                makeScreen(view, transitions: transitions, zoomAnchor: anchor)
            } makeContentScreen: { content, transitions in
                makeScreen(content, transitions: transitions, zoomAnchor: anchor)
            }
        }
    }
#endif
