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
