import TransitionKitCore

extension NavigationDelegateCore {
    /// Whether a custom transition plays when `stack`'s top screen is popped: the driver's answer
    /// to its `popPlaysCustomTransition` question.
    ///
    /// `false` when UIKit plays the pop itself, and the driver stays idle:
    /// - the top entry has its own `preferredTransition` (iOS 18,
    ///   ``TransitionVendor/playsPreferredTransition(_:from:to:)``): the delegate vends nothing for its pop, so
    ///   UIKit plays the screen's zoom with its own interactive pop — on every controller, bar-less
    ///   included;
    /// - the swipe's pop decision (its `.interactivePop` registration, else override, registration
    ///   or default, as
    ///   ``TransitionVendor/animationController(operation:from:to:in:askingApp:)`` decides it) is UIKit's own
    ///   (`.system`, or nothing matched) on a controller with a system bar: UIKit's interactive pop
    ///   then plays — its bar animation, large titles, tab bar slide.
    ///
    /// A bar-less controller has no bar of its own to animate, so it otherwise answers `true`; so
    /// does a stack with nothing to pop. An app delegate that animates `.system` pairs itself is
    /// not asked here (asking would make it vend an animator for a pop that may never happen).
    ///
    /// - Parameter stack: A navigation controller.
    /// - Returns: Whether the driver drives the pop of the top screen.
    func popPlaysCustomTransition(in stack: Stack) -> Bool {
        let entries = stack.viewControllers
        guard entries.count > 1 else { return true }
        let (top, below) = (entries[entries.count - 1], entries[entries.count - 2])
        guard !vendor.playsPreferredTransition(.pop, from: top, to: below) else { return false }
        guard !slot.isBarless(stack),
            let decision = vendor.decide(.pop, from: top, to: below, in: stack, interactionIsDriving: true)?
                .decision
        else { return true }
        return decision.player != .system
    }

    /// Marks `stack` as a controller without a system bar (the bar-less navigation controller):
    /// the driver drives every pop there.
    ///
    /// - Parameter stack: A navigation controller.
    func markBarless(_ stack: Stack) {
        slot.markBarless(stack)
        slot.driver(for: stack)?.topScreenDidChange()
    }

    /// Installs `driver` on `stack`, asking this core whether a custom transition plays for
    /// each pop (``popPlaysCustomTransition(in:)``) and checking, when a touch lands, that this
    /// library is still the controller's delegate.
    func install(_ driver: Host.Driver, on stack: Stack) {
        driver.popPlaysCustomTransition = { [weak self, weak stack] in
            guard let self, let stack else { return true }
            return self.popPlaysCustomTransition(in: stack)
        }
        driver.touchWillLand = { [weak self, weak stack] in self?.slot.checkDelegate(of: stack) }
        driver.callObserver = callObserver
        driver.install(on: stack)
    }

    /// Uninstalls `driver` and stops answering its questions.
    func uninstall(_ driver: Host.Driver) {
        driver.uninstall()
        driver.popPlaysCustomTransition = nil
        driver.touchWillLand = nil
        driver.callObserver = nil
    }
}

extension NavigationDelegateCore {
    /// The app's own gesture begins a pop of `stack` that its installed driver drives (see
    /// `NavigationDelegate.beginInteractivePop(of:)`): the same path as the driver's pan, so the
    /// delegate's decision (Reduce Motion included), the release policy, the hand-off spring and
    /// catching all apply.
    ///
    /// - Parameter stack: An attached navigation controller.
    /// - Returns: The handle, or `nil` — reported to the diagnostics — when `stack` is not attached,
    ///   has no driver, or its driver cannot drive a pop now.
    func beginInteractivePop(of stack: Stack) -> (any TransitionInteraction)? {
        forgetReleasedControllers()
        guard slot.isAttached(stack), let driver = slot.driver(for: stack)
        else {
            Diagnostics.report(
                "driver",
                "beginInteractivePop(of:) on a navigation controller that is not attached or has no "
                    + "interaction driver; attach(to:) it with a PanTransitionDriver. Returning nil")
            return nil
        }
        guard slot.checkDelegate(of: stack) else { return nil }
        return driver.beginInteractivePop()
    }
}
