/// Where a pan driver's pop pan starts, as the driver was made: the system's swipe back, or fixed.
package enum PopGestureConfiguration: Sendable, Hashable {
    /// The system's swipe back: a content-wide pan from iOS 26 on, the leading edge before
    /// (``PopGestureRule/activation(configured:screen:)``).
    case system
    /// Always this activation (a screen's ``TransitionPopGesture/edgeOnly`` still narrows it to
    /// the edge).
    case fixed(PanActivation)

    package init(_ popGesture: TransitionPopGesture) {
        switch popGesture {
        case .automatic: self = .system
        case .edgeOnly: self = .fixed(.edge(.leading))
        }
    }
}
