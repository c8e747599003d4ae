import TransitionKitCore

/// Whose interaction controller a navigation delegate offers first for one transition.
///
/// ```swift
/// InteractionPriority.decide(animatorIsOurs: false, driverIsDriving: false)   // .appFirst
/// ```
///
/// - The driver's gesture started the navigation: the driver first — it must drive what it began.
/// - The animation controller is one the delegate vended (a built-in or custom registration): the
///   driver first; the app's delegate is asked only if the driver declines.
/// - Otherwise the app's own delegate vended the animator: the app's interaction controller
///   first (it pairs with its own animator); the driver only if the app vends none (so a
///   transition can still be caught by a touch).
package enum InteractionPriority: Sendable, Hashable, CaseIterable {
    /// Ask the interaction driver, then the app's delegate.
    case driverFirst
    /// Ask the app's delegate, then the interaction driver.
    case appFirst

    /// Decides the order.
    ///
    /// - Parameters:
    ///   - animatorIsOurs: Whether the delegate itself vended the animation controller.
    ///   - driverIsDriving: Whether the driver's gesture started the navigation and waits for it
    ///     (`PanTransitionDriver.awaitsTransition`), not merely whether it is busy.
    /// - Returns: Who is asked first.
    package static func decide(animatorIsOurs: Bool, driverIsDriving: Bool) -> InteractionPriority {
        driverIsDriving || animatorIsOurs ? .driverFirst : .appFirst
    }
}
