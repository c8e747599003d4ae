extension Role {
    /// The snapshot the zoom flies from the source view to the destination view.
    ///
    /// A zoom plan without this role is the documented cross-fade fallback: the realiser then
    /// leaves the source and destination views visible.
    public static let zoomSnapshot = Role.snapshot("zoom")
}
