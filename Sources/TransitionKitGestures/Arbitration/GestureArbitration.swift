/// Which of two recognizers waits for the other: the pop pan's etiquette toward other gestures.
///
/// The rules, for a pop pan started from the leading edge or from a region:
/// - A scroll view that can still scroll toward the leading edge wins: the pop pan waits for its
///   pan to fail (a carousel scrolled forward scrolls back before the screen pops).
/// - Any other scroll view (at its leading limit, vertical only, disabled) waits for the pop pan,
///   which decides within its first movement: vertical-dominant drags fail it at once (see
///   ``PanBeginPolicy/shouldBegin(velocity:translation:layoutDirection:operation:navigationAllowsPop:)``), so vertical
///   scrolling is never hijacked.
/// - Other pans: a region pan waits for them (an app's own pans come first); an edge pan is
///   independent of them (UIKit's default: whichever recognizes first).
/// - Other recognizers are independent.
///
/// ```swift
/// GestureArbitration.resolve(activation: .region(.fullWidth), other: .pan,
///                            layoutDirection: .leftToRight)   // .driverWaits
/// ```
package enum GestureArbitration: Sendable, Hashable {
    /// The pop pan requires the other to fail (`shouldRequireFailureOf` → true).
    case driverWaits
    /// The other requires the pop pan to fail (`shouldBeRequiredToFailBy` → true).
    case otherWaits
    /// Neither waits (both delegate methods → false).
    case independent

    /// Decides the relationship between the pop pan and another recognizer.
    ///
    /// - Parameters:
    ///   - activation: How the pop pan starts.
    ///   - other: The competing recognizer.
    ///   - layoutDirection: Reading direction of the container.
    /// - Returns: Who waits for whom.
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
///
/// ```swift
/// let other = CompetingGesture.scrollView(geometry)   // a UIScrollView's panGestureRecognizer
/// ```
package enum CompetingGesture: Sendable, Equatable {
    /// The pan recognizer of a scroll view with this geometry.
    case scrollView(ScrollViewGeometry)
    /// Any other pan (including screen-edge pans) that is not a scroll view's.
    case pan
    /// Any other kind of recognizer (tap, long press, pinch, …).
    case other

    /// Classifies a recognizer from what the UIKit layer reads of it.
    ///
    /// - Parameters:
    ///   - isPan: Whether it is a pan recognizer (`is UIPanGestureRecognizer`).
    ///   - scrollView: The geometry of the scroll view it is attached to, if it is attached to one.
    ///   - isScrollViewPan: Whether it is that scroll view's own `panGestureRecognizer`.
    package init(isPan: Bool, scrollView: ScrollViewGeometry?, isScrollViewPan: Bool) {
        if let scrollView, isScrollViewPan {
            self = .scrollView(scrollView)
        } else {
            self = isPan ? .pan : .other
        }
    }
}
