/// `ID` is the *content* screen's identity in the UIKit layer (not its toolbar container's), so pushing a
/// container whose screen is in the stack is a duplicate.
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

extension NavigationRequest {
    /// A Back tap pops *to the entry below* `screen`, never "pop one", so a double tap's repeat is dropped as
    /// `alreadyOnTop`. `nil` at the root or when `screen` is not in `stack` (already leaving).
    package static func back(from screen: ID, in stack: [ID], animated: Bool) -> NavigationRequest? {
        guard let index = stack.firstIndex(of: screen), index > 0 else { return nil }
        return .popTo(stack[index - 1], animated: animated)
    }
}

extension NavigationRequest {
    /// In the request's order, duplicates included; `pop` and `popToRoot` name none. Tells the bar-less
    /// controller which waiting screens a queued request still needs.
    var identities: [ID] {
        switch self {
        case .push(let id, _), .popTo(let id, _): return [id]
        case .setStack(let ids, _): return ids
        case .pop, .popToRoot: return []
        }
    }
}
