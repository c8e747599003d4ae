import Foundation
import TransitionKitCore

extension NavigationControllerModel {
    /// Starts presenting the navigation controller (in a sheet, say) from `presenting`: the
    /// delegate gets `willShow(top, animated: true)` (a navigation controller tells its delegate
    /// when its top screen appears), and until ``endPresentation(cancelled:)``
    /// `activeTransitionCoordinator` is the presentation's coordinator — whose `presentationStyle`
    /// is `style` and whose `from` is `presenting`, not a child of this controller. Alongside blocks
    /// given to it run at once.
    ///
    /// - Parameters:
    ///   - style: The presentation style (not `.none`).
    ///   - presenting: The presenting screen.
    /// - Returns: The presentation's coordinator.
    @discardableResult
    package func beginPresentation(style: PresentationStyle = .formSheet, presenting: ViewControllerModel)
        -> TransitionCoordinatorModel
    {
        let coordinator = TransitionCoordinatorModel(from: presenting, to: self, presentationStyle: style)
        presentationCoordinator = coordinator
        if let top = topViewController { delegateWillShow(top, animated: true) }
        coordinator.startAlongside(in: nil)
        return coordinator
    }

    /// Ends the presentation started by ``beginPresentation(style:presenting:)``: `didShow(top,
    /// animated: true)` when it was not cancelled, then the coordinator's completion blocks.
    ///
    /// - Parameter cancelled: Whether the presentation was cancelled (an interactive one).
    package func endPresentation(cancelled: Bool = false) {
        guard let coordinator = presentationCoordinator else { return }
        presentationCoordinator = nil
        if !cancelled, let top = topViewController { delegateDidShow(top, animated: true) }
        log(.coordinatorCompletion(cancelled: cancelled))
        coordinator.complete(cancelled: cancelled)
    }
}
