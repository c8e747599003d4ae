/// Where a pan driver's pop pan starts, as the driver was made: following the system's swipe back,
/// or a fixed activation.
///
/// ```swift
/// PopGestureConfiguration.system                    // PanTransitionDriver(), what attach(to:) installs
/// PopGestureConfiguration.fixed(.edge(.leading))    // PanTransitionDriver(popGesture: .edgeOnly)
/// ```
package enum PopGestureConfiguration: Sendable, Hashable {
    /// The system's swipe back: a content-wide pan from iOS 26 on, the leading edge before
    /// (``PopGestureRule/activation(configured:screen:)``).
    case system
    /// Always this activation (a screen's ``TransitionPopGesture/edgeOnly`` still narrows it to
    /// the edge).
    case fixed(PanActivation)

    /// The configuration of a driver made with `popGesture`: the system's for `.automatic`, the
    /// leading edge for `.edgeOnly`.
    ///
    /// - Parameter popGesture: Which swipe pops.
    package init(_ popGesture: TransitionPopGesture) {
        switch popGesture {
        case .automatic: self = .system
        case .edgeOnly: self = .fixed(.edge(.leading))
        }
    }
}
