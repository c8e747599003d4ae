extension NavigationDelegateCore {
    /// What the driver's pan asks this core (`PopDeciding`): `false` when UIKit plays the pop (a
    /// `preferredTransition`, or a `.system` decision with a system bar). See NavigationInternals.
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

    /// A controller without a system bar (the bar-less one): the driver drives every pop there.
    func markBarless(_ stack: Stack) {
        slot.markBarless(stack)
        slot.driver(for: stack)?.topScreenDidChange()
    }

    /// Installs `driver` on `stack`, this core deciding for its pops (`PopDeciding`).
    func install(_ driver: Host.Driver, on stack: Stack) {
        driver.popDecider = self
        driver.callObserver = callObserver
        driver.install(on: stack)
    }

    /// Uninstalls `driver` and stops answering its questions.
    func uninstall(_ driver: Host.Driver) {
        driver.uninstall()
        driver.popDecider = nil
        driver.callObserver = nil
    }
}

extension NavigationDelegateCore: PopDeciding {
    /// `true` for an object that is not this core's kind of stack: the pan then drives every pop.
    package func popPlaysCustomTransition(in navigation: AnyObject) -> Bool {
        guard let stack = navigation as? Stack else { return true }
        return popPlaysCustomTransition(in: stack)
    }

    /// Notices a replaced `delegate` (`DelegateSlot.checkDelegate(of:)`).
    package func touchWillLand(on navigation: AnyObject) {
        slot.checkDelegate(of: navigation as? Stack)
    }
}

extension NavigationDelegateCore {
    /// Takes the driver's pan path, so the decision, release policy, hand-off spring and catching apply.
    /// `nil`, reported, when `stack` is not attached, has no driver, or its driver cannot drive a pop now.
    package func beginInteractivePop(of stack: Stack) -> (any TransitionInteraction)? {
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
