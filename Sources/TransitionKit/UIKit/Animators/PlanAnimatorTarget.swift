#if canImport(UIKit)
    import UIKit

    /// The view (and, for a screen, its view controller) that plays one role of a plan.
    @MainActor
    public struct PlanAnimatorTarget {
        /// The view the role's states are applied to.
        public let view: UIView
        /// The view controller whose `additionalSafeAreaInsets` follow the states' insets.
        public weak var viewController: UIViewController?
        /// Whether the view keeps its end state when the transition finishes (the screen that
        /// stays on screen); every other view gets its original properties back.
        public var keepsFinalState: Bool

        /// Creates a target.
        ///
        /// - Parameters:
        ///   - view: The view playing the role.
        ///   - viewController: Its view controller, for safe-area insets.
        ///   - keepsFinalState: Whether the view keeps its end state after finishing.
        public init(view: UIView, viewController: UIViewController? = nil, keepsFinalState: Bool = false) {
            self.view = view
            self.viewController = viewController
            self.keepsFinalState = keepsFinalState
        }

        /// The same target for the neutral playback.
        var playbackTarget: PlanPlayback<UIKitPropertyAnimatorMaker, UIView, UIViewController>.Target {
            .init(view: view, screen: viewController, keepsFinalState: keepsFinalState)
        }
    }
#endif
