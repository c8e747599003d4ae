extension NavigationDelegateCore {
    /// Feeds the device trace (debug builds, `-TransitionKitTrace YES`) every announcement and every call its
    /// vended animators and installed drivers make. The tap is held weakly.
    package func trace(into tap: TransitionTraceTap<Stack>) {
        _ = announcer.addObserver { [weak tap] in tap?.announced($0) }
        callObserver = { [weak tap] in tap?.called($0) }
    }
}
