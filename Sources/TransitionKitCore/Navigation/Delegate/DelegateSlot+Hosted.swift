extension DelegateSlot {
    /// When `stack`'s delegate is another transitions object (a modifier SwiftUI re-made), adopts the
    /// delegate that object forwards to. Nothing for `nil` or the host itself.
    func adoptDelegate(of stack: Stack) {
        guard let host, let current = stack.delegate, !isHost(current) else { return }
        let foreign = host.isTransitionsObject(current) ? host.forwardedDelegate(of: current) : current
        if let foreign { additionalDelegate = foreign }
    }

    /// Another transitions object holding `stack` (a modifier SwiftUI re-made) detaches first, so its late detach
    /// restores nothing and one driver at a time owns UIKit's pop gestures.
    func takeFromOtherTransitionsObject(_ stack: Stack) {
        guard let host, let other = stack.delegate, !isHost(other) else { return }
        host.detachTransitionsObject(other, from: stack)
    }

    /// Takes a hosted controller's delegate back after SwiftUI assigned its own again; another transitions
    /// object is not taken over (it is reported as any replacement).
    func retakeHosted(_ stack: Stack) -> Bool {
        guard let host, !(stack.delegate.map(host.isTransitionsObject) ?? false) else { return false }
        adoptDelegate(of: stack)
        assignDelegate(host.navigationDelegate, to: stack)
        Diagnostics.report(
            "delegate",
            "SwiftUI assigned its navigation controller's delegate again; TransitionKit took the slot back and "
                + "forwards every call it does not answer to SwiftUI's delegate.",
            level: .debug)
        return true
    }
}
