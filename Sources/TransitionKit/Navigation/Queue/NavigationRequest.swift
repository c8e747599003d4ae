/// A navigation request, as a navigation controller receives it, over screen identities.
///
/// `ID` is whatever identifies a screen to the caller: the UIKit layer uses the
/// `ObjectIdentifier` of the *content* screen (not of its toolbar container), so pushing a
/// container whose screen is already in the stack is recognized as a duplicate.
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
    /// The request a screen's Back button makes: a pop *to the screen below it*, resolved when
    /// the button is tapped, never a relative "pop one".
    ///
    /// A relative pop is judged when its turn comes in the ``NavigationQueue``, so a double tap
    /// queues two pops and removes two screens. A targeted pop names the entry below the tapped
    /// screen; once that entry is on top, ``StackValidation`` drops any repeat as
    /// ``NavigationDropReason/alreadyOnTop``:
    ///
    /// ```swift
    /// NavigationRequest.back(from: "detail", in: ["grid", "detail"], animated: true)
    /// // .popTo("grid", animated: true)
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The screen whose Back button was tapped.
    ///   - stack: The stack as the navigation controller shows it now, bottom first.
    ///   - animated: Whether to animate.
    /// - Returns: `.popTo` the entry below `screen`; `nil` (nothing to do) when `screen` is the
    ///   root or not in `stack` (it is already leaving: a second tap during the pop).
    package static func back(from screen: ID, in stack: [ID], animated: Bool) -> NavigationRequest? {
        guard let index = stack.firstIndex(of: screen), index > 0 else { return nil }
        return .popTo(stack[index - 1], animated: animated)
    }
}

extension NavigationRequest {
    /// The screens a request names, in the request's order.
    ///
    /// `push(x)` and `popTo(x)` name `x`; `setStack(s)` names every screen of `s` (duplicates
    /// included, as given); `pop` and `popToRoot` name none. The bar-less navigation controller
    /// uses this to know which waiting screens a queued request still needs.
    ///
    /// ```swift
    /// NavigationRequest.setStack(["a", "b"], animated: true).identities  // ["a", "b"]
    /// NavigationRequest<String>.pop(animated: true).identities            // []
    /// ```
    ///
    /// - Complexity: O(n) in the number of screens named.
    var identities: [ID] {
        switch self {
        case .push(let id, _), .popTo(let id, _): return [id]
        case .setStack(let ids, _): return ids
        case .pop, .popToRoot: return []
        }
    }
}
