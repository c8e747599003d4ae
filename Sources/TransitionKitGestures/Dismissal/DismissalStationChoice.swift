/// Which of a zoom dismissal driver's stations (one per navigation controller it is attached to)
/// may take a gesture: any while nothing is dragged or settles; only the one that drags or
/// settles otherwise — one dismissal at a time, and a settling screen is caught where it is.
///
/// ```swift
/// DismissalStationChoice.mayTake(isActive: false, phase: .idle)       // true
/// DismissalStationChoice.mayTake(isActive: false, phase: .dragging)   // false: another tab drags
/// ```
package enum DismissalStationChoice {
    /// Whether a station's gesture may begin now.
    ///
    /// - Parameters:
    ///   - isActive: Whether the station is the one that drags or settles (or asked last).
    ///   - phase: The dismissal's phase.
    /// - Returns: `true` while idle; while dragging or settling, only for the active station.
    static func mayTake(isActive: Bool, phase: DismissalPhase) -> Bool {
        switch phase {
        case .idle: return true
        case .dragging, .settling: return isActive
        }
    }
}
