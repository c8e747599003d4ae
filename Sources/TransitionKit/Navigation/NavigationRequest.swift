/// A navigation request, as a navigation controller receives it, over screen identities.
///
/// `ID` is whatever identifies a screen to the caller: the UIKit layer uses the
/// `ObjectIdentifier` of the *content* screen (not of its toolbar container), so pushing a
/// container whose screen is already in the stack is recognised as a duplicate.
package enum NavigationRequest<ID: Hashable & Sendable>: Sendable, Hashable {
    /// Push a screen (`pushViewController(_:animated:)`).
    case push(ID, animated: Bool)
    /// Pop the top screen (`popViewController(animated:)`).
    case pop(animated: Bool)
    /// Pop back to a screen in the stack (`popToViewController(_:animated:)`).
    case popTo(ID, animated: Bool)
    /// Pop back to the root (`popToRootViewController(animated:)`).
    case popToRoot(animated: Bool)
    /// Replace the whole stack, bottom first (`setViewControllers(_:animated:)`).
    case setStack([ID], animated: Bool)

    /// Whether the request asks for an animated transition.
    package var animated: Bool {
        switch self {
        case .push(_, let animated), .pop(let animated), .popTo(_, let animated),
            .popToRoot(let animated), .setStack(_, let animated):
            return animated
        }
    }
}
