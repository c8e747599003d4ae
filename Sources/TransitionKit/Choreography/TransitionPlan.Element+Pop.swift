extension TransitionPlan.Element {
    /// This push element as seen in the pop that undoes the push: states swapped, window
    /// mirrored, and the role moved to the other side (`toView` ↔ `fromView`, toolbars alike).
    ///
    /// A pop built from push elements this way shows at progress p exactly what the push shows
    /// at 1 − p, with every role naming the pop's own screens, so the realiser maps roles to
    /// views the same way for both operations.
    var poppingPush: TransitionPlan.Element {
        TransitionPlan.Element(role: role.swappingSides, from: to, to: from, window: window.mirrored)
    }
}
