import Foundation
import TransitionKitCore

/// A `UIPresentationController` (`UIPresentationController.h`) as ``PresentationModel`` uses it:
/// the presented view it hands the transition context, and the moment it readies it.
///
/// - `presentedView` (line 90): "A view that's going to be animated during the presentation.
///   Must be an ancestor of a presented view controller's view" — the controller's own view, or
///   (``wrapping(_:ledger:)``, as the library's `EscapePresentationController`) a view that holds
///   it. The context's `view(forKey:)` hands this view to the animator.
/// - `presentationTransitionWillBegin` (line 109): called before the presentation's animation;
///   a wrapping controller puts the presented controller's view in its view here, filling it.
///
/// ```swift
/// let controller = PresentationControllerModel.wrapping(detail, ledger: ledger)
/// controller.presentedView          // "EscapeView", detail.view inside once the presentation began
/// ```
@MainActor
package final class PresentationControllerModel {
    /// The controller presented.
    package let presentedViewController: ViewControllerModel
    /// The view that holds the presented controller's view, if this controller wraps it.
    package let wrapper: ViewModel?

    /// A controller that hands the presented controller's own view (UIKit's default).
    ///
    /// - Parameter presented: The controller presented.
    package init(presented: ViewControllerModel) {
        presentedViewController = presented
        wrapper = nil
    }

    private init(presented: ViewControllerModel, wrapper: ViewModel) {
        presentedViewController = presented
        self.wrapper = wrapper
    }

    /// A controller whose presented view is a view of its own holding the presented controller's
    /// view (the library's `EscapePresentationController`).
    ///
    /// - Parameters:
    ///   - presented: The controller presented.
    ///   - ledger: The test's ledger.
    /// - Returns: The controller.
    package static func wrapping(_ presented: ViewControllerModel, ledger: ContractLedger)
        -> PresentationControllerModel
    {
        PresentationControllerModel(presented: presented, wrapper: ViewModel("EscapeView", ledger: ledger))
    }

    /// `presentedView`: the wrapper, else the presented controller's view.
    package var presentedView: ViewModel { wrapper ?? presentedViewController.view }

    /// `presentationTransitionWillBegin`: a wrapping controller fills `container` with its view and
    /// puts the presented controller's view in it, filling it.
    ///
    /// - Parameter container: The transition's container view.
    package func presentationTransitionWillBegin(in container: ViewModel) {
        guard let wrapper else { return }
        let view = presentedViewController.view
        wrapper.frame = container.bounds
        view.frame = wrapper.bounds
        wrapper.addSubview(view)
    }
}
