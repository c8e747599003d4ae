extension NavigationDelegateCore: ZoomDismissalDeciding {
    /// Starts recording the scene of each zoom pop that begins (``zoomDismissalScene``), once: from
    /// the moment a zoom dismissal driver is attached.
    package func recordZoomDismissalScenes() {
        guard dismissalScenesObserver == nil else { return }
        let record = dismissalScenes
        dismissalScenesObserver = announcer.addObserver { [weak record] in record?.observe($0) }
    }

    package var zoomDismissalScene: DismissalScene? { dismissalScenes.scene }

    /// Whether the top screen's pop of the navigation controller `owner` plays a zoom
    /// (``TransitionVendor/popPlaysZoom(in:)``).
    package func playsZoomDismissal(of owner: AnyObject) -> Bool {
        guard let stack = owner as? Stack else { return false }
        return vendor.popPlaysZoom(in: stack)
    }

    package func zoomDismissalDrivenView(of owner: AnyObject) -> AnyObject? {
        (owner as? Stack).flatMap { vendor.zoomDismissalView(in: $0) }
    }

    /// Starts the pop of the navigation controller `owner` through its interaction driver, held
    /// (``TransitionVendor/beginZoomDismissalPop(in:holding:_:)``).
    package func startZoomDismissal(of owner: AnyObject, referenceDistance: Double, holding hold: SettleHold)
        -> (any TransitionInteraction)?
    {
        guard let stack = owner as? Stack else { return nil }
        return vendor.beginZoomDismissalPop(in: stack, holding: hold) { beginInteractivePop(of: stack) }
    }
}
