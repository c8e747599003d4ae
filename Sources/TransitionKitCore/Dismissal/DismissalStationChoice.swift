/// Which of a zoom dismissal driver's stations (one per navigation controller) may take a gesture: one
/// dismissal at a time, and a settling screen is caught where it is.
package enum DismissalStationChoice {
    /// Any station while idle; while dragging or settling only the active one (or the one that asked last).
    package static func mayTake(isActive: Bool, phase: DismissalPhase) -> Bool {
        switch phase {
        case .idle: return true
        case .dragging, .settling: return isActive
        }
    }
}
