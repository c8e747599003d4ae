import Foundation

/// A complete, platform-neutral description of one transition: which elements move, from which
/// state to which, when, and with what timing.
///
/// A plan is a value. Tests assert on it, previews draw it, and the UIKit plan animator turns it into a
/// single `UIViewPropertyAnimator`, so the device and the preview show the same motion.
///
/// ```swift
/// let plan = TransitionPlan(
///     elements: [
///         .init(role: .fromView, from: VisualState(frame: screen), to: VisualState(frame: screen, alpha: 0)),
///         .init(role: .toView, from: VisualState(frame: screen, alpha: 0), to: VisualState(frame: screen)),
///     ],
///     duration: 0.3, timing: .curve(.easeInOut))
/// plan.state(of: .toView, at: 0.5)?.alpha   // 0.5 (scrubbing is linear)
/// ```
///
/// ## Laws
/// - At progress 0 every element is exactly in its `from` state, at 1 exactly in its `to` state.
/// - `reversed().reversed() == plan`.
/// - `reversed().state(of: r, at: p)` equals `state(of: r, at: 1 − p)` when scrubbing, up to
///   rounding, for every property set at both ends of the element; an optional property `nil` at
///   one end follows the visual state's blending rule for the reversed element
///   (it keeps its start value until the element arrives).
///
/// ## Push and pop
/// A pop that plays a push backwards uses ``reversed()``: every element swaps its states and its
/// window mirrors, while the timing still runs forward in time. That is the one definition of
/// reversal: a reversed plan's ``elements`` are the swapped elements, and every state it reports
/// (`state(ofElementAt:at:evaluation:)`, `forEachState(at:evaluation:_:)` …) is the state of
/// those elements — what the UIKit plan animator plays from ``elements`` is what a preview draws.
///
/// ## Bad input
/// A duration that is not finite or negative becomes 0 (the plan completes at once: running, a
/// spring plan of duration 0 is in its `from` states at 0 and its `to` states after). Progress
/// outside 0…1 is clamped when scrubbing; NaN progress counts as 0. An element index outside the
/// plan answers an invisible state (a zero frame at alpha 0). Every number a state holds is
/// finite (``VisualState`` normalizes them).
public struct TransitionPlan: Sendable, Hashable {
    /// One moving part of a plan.
    public struct Element: Sendable, Hashable {
        /// What the element stands for.
        public var role: Role
        /// Its state when the transition starts.
        public var from: VisualState
        /// Its state when the transition ends.
        public var to: VisualState
        /// When, within the transition, it moves.
        public var window: TimeWindow

        /// Creates an element.
        ///
        /// - Parameters:
        ///   - role: What the element stands for.
        ///   - from: The start state.
        ///   - to: The end state.
        ///   - window: When it moves; defaults to the whole transition.
        public init(role: Role, from: VisualState, to: VisualState, window: TimeWindow = .full) {
            self.role = role
            self.from = from
            self.to = to
            self.window = window
        }

        /// No clamping beyond its window's rule.
        package func state(at progress: Double) -> VisualState {
            from.interpolated(to: to, fraction: window.localFraction(at: progress))
        }

        /// Whether the element moves over the whole transition (its window is ``TimeWindow/full``):
        /// the plan animator animates it directly rather than as a keyframe.
        var spansWholeTransition: Bool { window == .full }

        /// Whether the view must clip to its bounds for the corner radius to show (either state
        /// has a radius above 0, one corner's or all of them).
        var clipsToCorners: Bool {
            from.cornerRadius > 0 || to.cornerRadius > 0 || from.cornerRadii.map(Self.rounds) == true
                || to.cornerRadii.map(Self.rounds) == true
        }

        /// Whether a per-corner shape (either state's ``VisualState/cornerRadii``) is set.
        var hasCornerRadii: Bool { from.cornerRadii != nil || to.cornerRadii != nil }

        private static func rounds(_ radii: CornerRadii) -> Bool { !radii.roundedCorners.isEmpty }

        /// The element as seen from a reversed transition: states swapped, window mirrored. The
        /// one definition of reversal (``TransitionPlan/reversed()``).
        package var reversed: Element {
            Element(role: role, from: to, to: from, window: window.mirrored)
        }
    }

    /// How a progress value is turned into states.
    package enum Evaluation: Sendable, Hashable {
        /// The progress is a fraction of elapsed *time*: the plan's timing curve is applied first,
        /// as when a `UIViewPropertyAnimator` runs.
        case running
        /// The progress is applied linearly, as when a paused animator with `scrubsLinearly` is
        /// scrubbed by a finger or a slider.
        case scrubbing
    }

    private var storedElements: [Element]
    /// ``elements`` and their numbers, derived from `storedElements` and `isReversed`.
    private var played: PlayedElements
    /// How long the transition lasts when it runs by itself, in seconds.
    public private(set) var duration: Double
    /// How progress advances in time when the transition runs by itself.
    public var timing: Timing
    /// Whether this plan plays its stored elements backwards (see ``reversed()``).
    package private(set) var isReversed: Bool

    /// A plan that moves nothing and completes at once (no element, duration 0, linear): what
    /// plays when there is nothing to play.
    package static let empty = TransitionPlan(elements: [], duration: 0, timing: .linear)

    /// Creates a plan.
    ///
    /// - Parameters:
    ///   - elements: The moving parts, back to front (later elements are drawn on top).
    ///   - duration: Seconds; not finite or negative → 0. For a spring timing, pass the time at
    ///     which the spring counts as settled (within 0.1 % of the distance for good).
    ///   - timing: The timing curve or spring.
    public init(elements: [Element], duration: Double, timing: Timing) {
        self.storedElements = elements
        self.played = PlayedElements(elements)
        self.duration = duration.isFinite && duration > 0 ? duration : 0
        self.timing = timing
        self.isReversed = false
    }

    /// The elements, back to front, as this plan plays them (swapped and mirrored if reversed).
    ///
    /// - Complexity: O(1); a reversed plan's are made once, by ``reversed()``.
    public var elements: [Element] { played.elements }

    package var count: Int { storedElements.count }

    /// The roles of the elements, back to front.
    package var roles: [Role] { played.roles }

    /// The same transition played backwards: at progress p it shows what this plan shows at
    /// 1 − p. Its timing is unchanged, so a reversed plan still eases in and out.
    public func reversed() -> TransitionPlan {
        var copy = self
        copy.isReversed.toggle()
        copy.played = PlayedElements(copy.isReversed ? storedElements.map(\.reversed) : storedElements)
        return copy
    }

    /// Not finite or negative → 0.
    package func duration(_ seconds: Double) -> TransitionPlan {
        var copy = self
        copy.duration = seconds.isFinite && seconds > 0 ? seconds : 0
        return copy
    }

    package func timing(_ timing: Timing) -> TransitionPlan {
        var copy = self
        copy.timing = timing
        return copy
    }

    /// The first element with `role`.
    package func element(for role: Role) -> Element? {
        guard let index = storedElements.firstIndex(where: { $0.role == role }) else { return nil }
        return played.elements[index]
    }

    /// Scrubbing clamps to 0…1 (NaN → 0); running reads a fraction of the duration and applies the timing,
    /// which a spring may overshoot. O(1).
    package func effectiveProgress(_ progress: Double, evaluation: Evaluation) -> Double {
        let clamped = progress > 0 ? min(progress, 1) : 0
        switch evaluation {
        case .scrubbing:
            return clamped
        case .running:
            if case .curve(let curve) = timing { return curve.value(at: clamped) }
            // A spring plan of duration 0 completes at once, but not before it starts (the law at 0).
            guard duration > 0 else { return clamped > 0 ? 1 : 0 }
            return timing.progress(atTime: clamped * duration, duration: duration)
        }
    }

    /// Any index outside `0..<count` answers ``VisualState/absent``. `progress` is a time fraction when
    /// running. O(1).
    package func state(ofElementAt index: Int, at progress: Double, evaluation: Evaluation = .scrubbing)
        -> VisualState
    {
        storedState(index, effectiveProgress(progress, evaluation: evaluation))
    }

    /// The state of the element with a role at a progress, or `nil` if the plan has no such role.
    ///
    /// The progress is applied linearly, as a finger or a slider scrubs a paused animator; a
    /// running animator applies the plan's ``timing`` to elapsed time first.
    ///
    /// - Parameters:
    ///   - role: The element's role.
    ///   - progress: The progress, 0…1 (NaN → 0, clamped).
    /// - Complexity: O(n) in the number of elements; allocates nothing.
    public func state(of role: Role, at progress: Double) -> VisualState? {
        state(of: role, at: progress, evaluation: .scrubbing)
    }

    /// The state of the element with a role at a progress read as ``Evaluation`` says, or `nil`.
    package func state(of role: Role, at progress: Double, evaluation: Evaluation) -> VisualState? {
        guard let index = storedElements.firstIndex(where: { $0.role == role }) else { return nil }
        return storedState(index, effectiveProgress(progress, evaluation: evaluation))
    }

    /// Back to front; `progress` is a time fraction when running. O(n), allocates nothing.
    package func forEachState(
        at progress: Double, evaluation: Evaluation = .scrubbing, _ body: (Role, VisualState) throws -> Void
    ) rethrows {
        let linear = effectiveProgress(progress, evaluation: evaluation)
        try played.elements.withUnsafeBufferPointer { elements in
            try played.roles.withUnsafeBufferPointer { roles in
                try played.numbers.withUnsafeBufferPointer { numbers in
                    guard let element = elements.baseAddress, let start = numbers.baseAddress else { return }
                    for index in roles.indices {
                        try PackedElement.withState(
                            of: element + index, numbers: start + 2 * index, at: linear
                        ) {
                            try body(roles[index], $0)
                        }
                    }
                }
            }
        }
    }

    /// Back to front; `progress` is a time fraction when running.
    package func states(at progress: Double, evaluation: Evaluation = .scrubbing) -> [(
        role: Role, state: VisualState
    )] {
        var result: [(role: Role, state: VisualState)] = []
        result.reserveCapacity(count)
        forEachState(at: progress, evaluation: evaluation) { result.append(($0, $1)) }
        return result
    }

    private func storedState(_ index: Int, _ linearProgress: Double) -> VisualState {
        guard played.roles.indices.contains(index) else { return .absent }
        // The one reversal: a reversed plan's states are its reversed elements' states.
        return played.elements.withUnsafeBufferPointer { elements in
            played.numbers.withUnsafeBufferPointer { numbers in
                PackedElement.withState(
                    of: elements.baseAddress! + index, numbers: numbers.baseAddress! + 2 * index,
                    at: linearProgress
                ) { $0 }
            }
        }
    }
}

/// The elements as played and as packed numbers, made when the plan is made or reversed rather than per
/// frame; derived, so not part of equality or hashing.
private struct PlayedElements: Sendable, Hashable {
    let elements: [TransitionPlan.Element]
    let roles: [Role]
    /// ``PackedElement``'s numbers, two per element.
    let numbers: [PackedState]

    init(_ elements: [TransitionPlan.Element]) {
        self.elements = elements
        roles = elements.map(\.role)
        numbers = PackedElement.numbers(of: elements)
    }

    static func == (_: PlayedElements, _: PlayedElements) -> Bool { true }

    func hash(into hasher: inout Hasher) {}
}

extension TransitionPlan.Element {
    /// States swapped, window mirrored, role moved to the other side: the pop shows at p what the push shows
    /// at 1 − p, with roles naming the pop's own screens.
    var poppingPush: TransitionPlan.Element {
        TransitionPlan.Element(role: role.swappingSides, from: to, to: from, window: window.mirrored)
    }
}
