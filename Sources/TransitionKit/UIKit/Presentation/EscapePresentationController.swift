#if canImport(UIKit)
    import UIKit

    /// The presentation controller of a `.custom` presentation a ``NavigationDelegate`` animates
    /// (every presentation the library plays, `PresentationStyleRule`): UIKit's default one, except
    /// that the presented screen's view sits in a view the library owns, so that VoiceOver's escape
    /// (a two-finger Z) reaches the library, and that it removes the presenter's view when told to
    /// (`shouldRemovePresentersView`, `UIPresentationController.h:104-107`: the app asked for
    /// `.fullScreen`).
    ///
    /// `UIPresentationController.h`: `presentedView` is "a view that's going to be animated during
    /// the presentation. Must be an ancestor of a presented view controller's view"; the transition
    /// context's `view(forKey:)` hands it to the animator, which places and animates it as it
    /// would the screen's own view. `UIAccessibility.h:305`: "Implement accessibilityPerformEscape
    /// on an element or containing view to exit a modal … interface view": the containing view
    /// asks `PresentationCoordinator.performEscape(on:)`, which dismisses the screen, animated,
    /// while it is shown and no transition of it runs, and otherwise passes the escape on.
    @MainActor
    final class EscapePresentationController: UIPresentationController {
        /// The view holding the presented screen's view.
        private let containingView = EscapeView()
        /// Whether the presenter's view leaves the window at the end of the presentation.
        private let removesPresentersView: Bool

        /// Creates the controller of one presentation made by `host`.
        init(
            presented: UIViewController, presenting: UIViewController?, host: NavigationDelegate,
            removesPresentersView: Bool
        ) {
            self.removesPresentersView = removesPresentersView
            super.init(presentedViewController: presented, presenting: presenting)
            containingView.escape = { [weak host, weak presented] in
                guard let host, let presented else { return false }
                return host.presentation.performEscape(on: presented)
            }
        }

        /// The containing view, which the animator places and animates.
        override var presentedView: UIView? { containingView }

        /// As the presentation's record says (`PresentationStyleRule`).
        override var shouldRemovePresentersView: Bool { removesPresentersView }

        /// Puts the presented screen's view in the containing view, filling it; the containing view
        /// is modal to accessibility, as every `.custom` presentation of the library is
        /// (`PresentationStyleRule.isModalToAccessibility(style:)`): VoiceOver ignores its siblings.
        override func presentationTransitionWillBegin() {
            super.presentationTransitionWillBegin()
            let screenView = presentedViewController.view!
            containingView.frame = frameOfPresentedViewInContainerView
            containingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            screenView.frame = containingView.bounds
            screenView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            containingView.addSubview(screenView)
            containingView.accessibilityViewIsModal = true
        }
    }

    /// The view ``EscapePresentationController`` holds the presented screen's view in.
    final class EscapeView: UIView {
        /// Performs the escape; `false` passes it on.
        var escape: @MainActor () -> Bool = { false }

        /// VoiceOver's escape reaching the presented screen: dismisses it when the coordinator says so.
        ///
        /// - Returns: Whether the screen is being dismissed.
        override func accessibilityPerformEscape() -> Bool {
            runOnMainActor { escape() }
        }
    }
#endif
