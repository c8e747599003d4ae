import TransitionKitCore

/// The window's first responder and the keyboard it raises (UIResponder.h:73-78; `endEditing(_:)`,
/// UITextField.h:135 — "use to make the view or any subview that is the first responder resign").
///
/// - A view becomes first responder only while it is in a window: UIKit's documentation of
///   `becomeFirstResponder` says to call it only "if it is part of an active view hierarchy";
///   a call on a view outside one is recorded as misuse and returns `false`.
/// - The first responder resigns when its view leaves the window (UIKit resigns it then), so
///   ``current`` is `nil` for a view no longer on screen.
/// - `endEditing(true)` on a view resigns the first responder if it is that view or a descendant.
@MainActor
package final class FirstResponderModel {
    /// Where UIKit's text comes from.
    package enum Contract {
        /// `becomeFirstResponder` on a view outside a window.
        package static let becomeOutsideHierarchy = HeaderCitation(
            "UIResponder.h:73 (documentation of becomeFirstResponder)",
            "you should only call it on that view if it is part of an active view hierarchy")
    }

    private let ledger: ContractLedger
    private weak var responder: ViewModel?
    /// How many times a responder became first responder, and how many times one resigned.
    package private(set) var becomeCount = 0
    package private(set) var resignCount = 0

    /// Creates a window with no first responder.
    ///
    /// - Parameter ledger: The test's ledger.
    package init(ledger: ContractLedger) {
        self.ledger = ledger
    }

    /// The first responder (the keyboard is up while it is a text input), if it is still on screen.
    package var current: ViewModel? {
        guard let responder, responder.isInWindow else { return nil }
        return responder
    }

    /// `becomeFirstResponder()` on `view`.
    ///
    /// - Parameter view: The view (a text field).
    /// - Returns: Whether it became first responder.
    @discardableResult
    package func becomeFirstResponder(_ view: ViewModel) -> Bool {
        guard view.isInWindow else {
            ledger.record(
                ContractViolation(
                    model: "FirstResponderModel", member: "becomeFirstResponder() on '\(view.name)'",
                    state: "not in a window", citation: Contract.becomeOutsideHierarchy))
            return false
        }
        if current != nil { resignCount += 1 }
        responder = view
        becomeCount += 1
        return true
    }

    /// `view.endEditing(true)`: resigns the first responder if it is `view` or inside it.
    ///
    /// - Parameter view: The view.
    /// - Returns: The view that resigned, if any.
    @discardableResult
    package func endEditing(in view: ViewModel) -> ViewModel? {
        guard let current, current.isDescendant(of: view) else { return nil }
        responder = nil
        resignCount += 1
        return current
    }
}

extension ViewModel {
    /// `isDescendantOfView:` (UIView.h): `view` itself or one of its subviews, at any depth.
    package func isDescendant(of view: ViewModel) -> Bool {
        self === view || (superview?.isDescendant(of: view) ?? false)
    }
}
