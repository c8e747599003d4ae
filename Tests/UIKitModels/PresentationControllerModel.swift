import Foundation
import TransitionKitCore

/// A `UIPresentationController` (`UIPresentationController.h`) as ``PresentationModel`` uses it:
/// the presented view it hands the transition context, whether the presenter's view leaves the
/// window, and the moment it readies the presented view.
///
/// - `presentedView` (line 90): "A view that's going to be animated during the presentation.
///   Must be an ancestor of a presented view controller's view" — the controller's own view, or
///   (``wrapping(_:shouldRemovePresentersView:ledger:)``, as the library's `EscapePresentationController`) a view that holds
///   it. The context's `view(forKey:)` hands this view to the animator.
/// - `shouldRemovePresentersView` (lines 104-107): "Indicate whether the view controller's view we
///   are transitioning from will be removed from the window in the end of the presentation
///   transition (Default: NO)" — `NO` for UIKit's default controller of a `.custom` presentation,
///   `YES` for the one UIKit makes for `.fullScreen`; a wrapping controller says what it was made
///   with.
/// - `presentationTransitionWillBegin` (line 109): called before the presentation's animation;
///   a wrapping controller puts the presented controller's view in its view here, filling it.
/// - `presentationTransitionDidEnd:`, `dismissalTransitionWillBegin`, `dismissalTransitionDidEnd:`
///   (lines 110-112) and `containerViewWillLayoutSubviews` (line 87): ``PresentationModel`` calls
///   them as a presentation ends, a dismissal begins and ends, and the container lays out (once as
///   the presentation begins, again on every resize); ``calls`` logs every one, ``onCall`` lets a
///   test act in it. An intermediate controller taken down by a dismissal of a controller below it
///   is "simply removed": its presentation controller hears nothing.
///
/// ```swift
/// let controller = PresentationControllerModel.wrapping(detail, ledger: ledger)
/// controller.presentedView                // "EscapeView", detail.view inside once the presentation began
/// controller.shouldRemovePresentersView   // false: the presenter's view stays in the window
/// ```
@MainActor
package final class PresentationControllerModel {
    /// The controller presented.
    package let presentedViewController: ViewControllerModel
    /// The view that holds the presented controller's view, if this controller wraps it.
    package let wrapper: ViewModel?
    /// `shouldRemovePresentersView` (`UIPresentationController.h:104-107`): whether the presenting
    /// controller's view leaves the window at the end of the presentation.
    package let shouldRemovePresentersView: Bool
    /// Every call UIKit made, in order.
    package private(set) var calls: [PresentationControllerCall] = []
    /// Called with each call, after the model's own work (a subclass's override).
    package var onCall: (@MainActor (PresentationControllerCall) -> Void)?
    /// The sheet UIKit makes for a `.pageSheet` or `.formSheet` presentation
    /// (`sheetPresentationController`, `UIViewController.h:560`); `nil` for any other.
    package let sheet: SheetPresentationControllerModel?

    /// A controller that hands the presented controller's own view: UIKit's default one
    /// (`shouldRemovePresentersView` "(Default: NO)"), or the one UIKit makes for `.fullScreen`
    /// (`true`).
    ///
    /// - Parameters:
    ///   - presented: The controller presented.
    ///   - shouldRemovePresentersView: Whether the presenter's view leaves the window.
    ///   - sheet: The sheet of a `.pageSheet` or `.formSheet` presentation.
    package init(
        presented: ViewControllerModel, shouldRemovePresentersView: Bool = false,
        sheet: SheetPresentationControllerModel? = nil
    ) {
        presentedViewController = presented
        wrapper = nil
        self.shouldRemovePresentersView = shouldRemovePresentersView
        self.sheet = sheet
    }

    private init(presented: ViewControllerModel, wrapper: ViewModel, shouldRemovePresentersView: Bool) {
        presentedViewController = presented
        self.wrapper = wrapper
        self.shouldRemovePresentersView = shouldRemovePresentersView
        sheet = nil
    }

    /// `frameOfPresentedViewInContainerView` (`UIPresentationController.h:95-97`, "(Default:
    /// container view bounds)"): a sheet's frame at its resting detent.
    ///
    /// - Parameter bounds: The container's bounds.
    /// - Returns: Where the presented view is at the end of the presentation.
    package func frameOfPresentedView(in bounds: CGRect) -> CGRect {
        sheet?.frame(in: bounds) ?? bounds
    }

    /// A controller whose presented view is a view of its own holding the presented controller's
    /// view (the library's `EscapePresentationController`).
    ///
    /// - Parameters:
    ///   - presented: The controller presented.
    ///   - shouldRemovePresentersView: Whether the presenter's view leaves the window.
    ///   - ledger: The test's ledger.
    /// - Returns: The controller.
    package static func wrapping(
        _ presented: ViewControllerModel, shouldRemovePresentersView: Bool = false, ledger: ContractLedger
    ) -> PresentationControllerModel {
        PresentationControllerModel(
            presented: presented, wrapper: ViewModel("EscapeView", ledger: ledger),
            shouldRemovePresentersView: shouldRemovePresentersView)
    }

    /// `presentedView`: the wrapper, else the presented controller's view.
    package var presentedView: ViewModel { wrapper ?? presentedViewController.view }

    /// `presentationTransitionWillBegin`: a wrapping controller fills `container` with its view and
    /// puts the presented controller's view in it, filling it.
    ///
    /// - Parameter container: The transition's container view.
    package func presentationTransitionWillBegin(in container: ViewModel) {
        if let wrapper {
            let view = presentedViewController.view
            wrapper.frame = frameOfPresentedView(in: container.bounds)
            view.frame = wrapper.bounds
            wrapper.addSubview(view)
        }
        log(.presentationTransitionWillBegin)
    }

    /// `presentationTransitionDidEnd:` (`UIPresentationController.h:110`).
    ///
    /// - Parameter completed: Whether the presentation completed (`false`: cancelled).
    func presentationTransitionDidEnd(_ completed: Bool) {
        log(.presentationTransitionDidEnd(completed))
    }

    /// `dismissalTransitionWillBegin` (`UIPresentationController.h:111`).
    func dismissalTransitionWillBegin() {
        log(.dismissalTransitionWillBegin)
    }

    /// `dismissalTransitionDidEnd:` (`UIPresentationController.h:112`).
    ///
    /// - Parameter completed: Whether the dismissal completed (`false`: cancelled).
    func dismissalTransitionDidEnd(_ completed: Bool) {
        log(.dismissalTransitionDidEnd(completed))
    }

    /// `containerViewWillLayoutSubviews` (`UIPresentationController.h:87`).
    func containerViewWillLayoutSubviews() {
        log(.containerViewWillLayoutSubviews)
    }

    private func log(_ call: PresentationControllerCall) {
        calls.append(call)
        onCall?(call)
    }
}

/// One call UIKit makes on a presentation controller (`UIPresentationController.h:87-112`), as
/// ``PresentationControllerModel/calls`` logs it.
package enum PresentationControllerCall: Sendable, Hashable {
    /// `containerViewWillLayoutSubviews`.
    case containerViewWillLayoutSubviews
    /// `presentationTransitionWillBegin`.
    case presentationTransitionWillBegin
    /// `presentationTransitionDidEnd:`.
    case presentationTransitionDidEnd(Bool)
    /// `dismissalTransitionWillBegin`.
    case dismissalTransitionWillBegin
    /// `dismissalTransitionDidEnd:`.
    case dismissalTransitionDidEnd(Bool)
}
