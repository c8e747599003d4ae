extension NavigationOperation {
    /// The operation of a transition seen only through its view controllers: a push when the
    /// screen being left stays on the stack, otherwise a pop.
    ///
    /// Used where UIKit reports no operation (the transition coordinator in `willShow`).
    ///
    /// ```swift
    /// NavigationOperation.inferred(fromScreenRemainsOnStack: true)   // .push
    /// ```
    ///
    /// - Parameter fromScreenRemainsOnStack: Whether the departing screen is still on the stack.
    /// - Returns: The operation.
    public static func inferred(fromScreenRemainsOnStack: Bool) -> NavigationOperation {
        fromScreenRemainsOnStack ? .push : .pop
    }
}
