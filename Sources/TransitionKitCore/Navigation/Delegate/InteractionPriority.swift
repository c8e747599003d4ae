/// Whose interaction controller is offered first: the driver when its gesture started the navigation or
/// the delegate vended the animator; else the app's, which pairs with its own animator.
package enum InteractionPriority: Sendable, Hashable, CaseIterable {
    /// Ask the interaction driver, then the app's delegate.
    case driverFirst
    /// Ask the app's delegate, then the interaction driver.
    case appFirst

    /// `driverIsDriving`: the driver's gesture started the navigation and waits for it
    /// (`PanTransitionDriver.awaitsTransition`), not merely that it is busy.
    package static func decide(animatorIsOurs: Bool, driverIsDriving: Bool) -> InteractionPriority {
        driverIsDriving || animatorIsOurs ? .driverFirst : .appFirst
    }
}
