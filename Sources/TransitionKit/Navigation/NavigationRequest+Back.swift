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
