#if canImport(UIKit)
    import UIKit

    /// UIKit's default controller for the library's `.custom` presentations, with the screen's view in a
    /// containing view of ours: `presentedView` must be its ancestor (`UIPresentationController.h`), and
    /// it answers VoiceOver's escape (`UIAccessibility.h:305`) through `PresentationCore`.
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

        /// The containing view is modal to accessibility, as every `.custom` presentation of the library is
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

        /// Dismisses only while the screen is shown and idle; `false` passes the escape on.
        override func accessibilityPerformEscape() -> Bool {
            runOnMainActor { escape() }
        }
    }
#endif
