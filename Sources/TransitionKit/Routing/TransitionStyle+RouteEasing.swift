extension TransitionStyle {
    /// A copy eased and timed the way a SwiftUI router states it.
    ///
    /// - A curve easing sets ``timing`` to `.curve(…)` and the duration to `duration` (0 completes
    ///   at once); `nil`, negative or not finite keeps the automatic duration (the kind's curve
    ///   default: zoom 0.45, crossFade 0.3, slide 0.35 …).
    /// - `.spring(bounce:)` sets ``timing`` to `.spring(SpringTiming(duration: d, bounce: bounce))`
    ///   with `d = duration`, or the kind's curve default when `duration` is `nil`, not positive
    ///   or not finite; the transition then lasts the spring's settling time (any duration set
    ///   before is cleared).
    ///
    /// ```swift
    /// TransitionStyle.slide.easing(.easeOut, duration: 0.4)
    /// // == .slide.timing(.curve(.easeOut)).duration(0.4)
    /// ```
    ///
    /// The Reduce Motion policy and the kind are kept.
    ///
    /// - Parameters:
    ///   - easing: The curve or spring.
    ///   - duration: Seconds, see above.
    /// - Returns: The eased style.
    package func easing(_ easing: RouteEasing, duration: Double? = nil) -> TransitionStyle {
        let valid = duration.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        if let curve = easing.curve {
            return TransitionStyle(
                kind: kind, duration: valid, timing: .curve(curve), reduceMotionPolicy: reduceMotionPolicy)
        }
        guard case .spring(let bounce) = easing else { return self }
        let period = valid.flatMap { $0 > 0 ? $0 : nil } ?? kind.defaultCurveDuration
        return TransitionStyle(
            kind: kind, duration: nil, timing: .spring(SpringTiming(duration: period, bounce: bounce)),
            reduceMotionPolicy: reduceMotionPolicy)
    }
}
