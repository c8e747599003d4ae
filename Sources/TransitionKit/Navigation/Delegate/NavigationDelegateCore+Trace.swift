extension NavigationDelegateCore {
    /// Tells `tap` — the device trace of this core's delegate, in debug builds launched with
    /// `-TransitionKitTrace YES` — of every announcement and of every call its transitions make to
    /// their contexts and animators (``callObserver``): the library animators it vends for pushes,
    /// pops and presentations, and the drivers it installs. The tap is held weakly.
    ///
    /// ```swift
    /// trace.map { core.trace(into: $0.tap) }   // NavigationDelegate.init
    /// ```
    ///
    /// - Parameter tap: The trace's tap.
    func trace(into tap: TransitionTraceTap<Stack>) {
        _ = announcer.addObserver { [weak tap] in tap?.announced($0) }
        callObserver = { [weak tap] in tap?.called($0) }
    }
}
