#if canImport(UIKit)
    import UIKit

    /// Forwards UIKit's four calls to `PresentationCore`. UIKit holds it weakly: the presented
    /// controller keeps it (an associated object) until released or presented again.
    @MainActor
    final class PresentationTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
        /// The delegate that presented the controller.
        let host: NavigationDelegate
        private let presentation: PresentationCore<NavigationDelegate>.Presentation

        init(host: NavigationDelegate, presentation: PresentationCore<NavigationDelegate>.Presentation) {
            self.host = host
            self.presentation = presentation
        }

        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            host.presentation.animationController(forPresenting: presentation, presented: presented)
        }

        func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)?
        {
            host.presentation.interactionController(forPresenting: presentation, animation: animator)
        }

        func animationController(forDismissed dismissed: UIViewController)
            -> (any UIViewControllerAnimatedTransitioning)?
        {
            host.presentation.animationController(forDismissing: presentation, dismissed: dismissed)
        }

        /// ``EscapePresentationController``, removing the presenter's view as the presentation's record says.
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            EscapePresentationController(
                presented: presented, presenting: presenting, host: host,
                removesPresentersView: presentation.removesPresentersView)
        }

        func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)?
        {
            host.presentation.interactionController(forDismissing: presentation, animation: animator)
        }
    }
#endif
