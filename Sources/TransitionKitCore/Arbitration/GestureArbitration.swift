/// Which of two recognizers waits for the other: the pop pan's etiquette toward other gestures (a scroll
/// view that can still scroll toward the leading edge wins). The rules: `GesturesInternals`.
package enum GestureArbitration: Sendable, Hashable {
    /// The pop pan requires the other to fail (`shouldRequireFailureOf` → true).
    case driverWaits
    /// The other requires the pop pan to fail (`shouldBeRequiredToFailBy` → true).
    case otherWaits
    /// Neither waits (both delegate methods → false).
    case independent

    package static func resolve(
        activation: PanActivation, other: CompetingGesture, layoutDirection: TransitionLayoutDirection
    ) -> GestureArbitration {
        switch other {
        case .scrollView(let geometry):
            return geometry.canScrollTowardLeadingEdge(layoutDirection: layoutDirection)
                ? .driverWaits : .otherWaits
        case .pan:
            if case .region = activation { return .driverWaits }
            return .independent
        case .other:
            return .independent
        }
    }
}

/// Another gesture recognizer that may compete with the pop pan for the same touches.
package enum CompetingGesture: Sendable, Equatable {
    /// The pan recognizer of a scroll view with this geometry.
    case scrollView(ScrollViewGeometry)
    /// Any other pan (including screen-edge pans) that is not a scroll view's.
    case pan
    /// Any other kind of recognizer (tap, long press, pinch, …).
    case other

    /// `isScrollViewPan`: it is the scroll view's own `panGestureRecognizer`.
    package init(isPan: Bool, scrollView: ScrollViewGeometry?, isScrollViewPan: Bool) {
        if let scrollView, isScrollViewPan {
            self = .scrollView(scrollView)
        } else {
            self = isPan ? .pan : .other
        }
    }
}
