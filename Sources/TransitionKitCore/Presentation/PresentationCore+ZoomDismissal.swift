extension PresentationCore: ZoomDismissalDeciding {
    package var zoomDismissalScene: DismissalScene? { navigation.zoomDismissalScene }

    /// Whether dragging the presented controller `owner` away plays a zoom now
    /// (``dismissalPlaysZoom(of:)``).
    package func playsZoomDismissal(of owner: AnyObject) -> Bool {
        guard let presented = owner as? Screen else { return false }
        return dismissalPlaysZoom(of: presented)
    }

    package func zoomDismissalDrivenView(of owner: AnyObject) -> AnyObject? {
        (owner as? Screen).flatMap { zoomDismissalView(of: $0) }
    }

    /// Starts the dismissal of the presented controller `owner` with a new percent-driven
    /// transition of the host (``beginZoomDismissal(of:transition:interaction:referenceDistance:holding:)``).
    package func startZoomDismissal(of owner: AnyObject, referenceDistance: Double, holding hold: SettleHold)
        -> (any TransitionInteraction)?
    {
        guard let presented = owner as? Screen, let host else { return nil }
        let transition = host.makeCatchableTransition()
        return beginZoomDismissal(
            of: presented, transition: transition, interaction: host.interactionController(of: transition),
            referenceDistance: referenceDistance, holding: hold)
    }
}
