/// The part of a transition during which one element moves, as fractions of its progress.
///
/// A window of 0.2…0.6 keeps the element at its start state until 20 % of the transition, moves
/// it linearly (in progress) until 60 %, then holds its end state — the same as a keyframe with
/// `relativeStartTime: 0.2, relativeDuration: 0.4` inside a `UIViewPropertyAnimator`.
public struct TimeWindow: Sendable, Hashable {
    /// Where the element starts moving, 0…1.
    public let start: Double
    /// Where the element arrives, start…1.
    public let end: Double
    /// The bounds this window mirrors, so mirroring again gives them back exactly (1 − (1 − x) is not x in
    /// floating point). Not part of the value: equality and hashing read ``start`` and ``end`` only.
    private let mirrorOf: Bounds?

    private struct Bounds: Sendable {
        let start: Double
        let end: Double
    }

    /// Creates a window; bounds are clamped to 0…1 (NaN → 0 for the start, 1 for the end) and
    /// swapped if given in the wrong order.
    ///
    /// - Parameters:
    ///   - start: Start fraction.
    ///   - end: End fraction.
    public init(start: Double, end: Double) {
        let low = start.isNaN ? 0 : min(max(start, 0), 1)
        let high = end.isNaN ? 1 : min(max(end, 0), 1)
        self.start = min(low, high)
        self.end = max(low, high)
        mirrorOf = nil
    }

    private init(exactly bounds: Bounds, mirrorOf: Bounds) {
        start = bounds.start
        end = bounds.end
        self.mirrorOf = mirrorOf
    }

    /// Whether two windows have the same bounds (however they were reached).
    public static func == (lhs: TimeWindow, rhs: TimeWindow) -> Bool {
        lhs.start == rhs.start && lhs.end == rhs.end
    }

    /// Hashes the bounds.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(start)
        hasher.combine(end)
    }

    /// The whole transition, 0…1.
    public static let full = TimeWindow(start: 0, end: 1)

    /// The window's length, `end − start`.
    package var duration: Double { end - start }

    /// `1 − end … 1 − start`; `mirrored.mirrored == self`, bit for bit.
    package var mirrored: TimeWindow {
        let bounds = Bounds(start: start, end: end)
        guard let original = mirrorOf else {
            let mirror = TimeWindow(start: 1 - end, end: 1 - start)
            return TimeWindow(exactly: Bounds(start: mirror.start, end: mirror.end), mirrorOf: bounds)
        }
        return TimeWindow(exactly: original, mirrorOf: bounds)
    }

    /// Clamped to the window inside 0…1; beyond the ends only a window touching that end extrapolates (to
    /// ±10⁶). NaN counts as 0. The empty window's rule: `ChoreographyInternals`. O(1).
    package func localFraction(at progress: Double) -> Double {
        let progress = progress.isNaN ? 0 : progress
        guard end > start else {
            if progress < start { return 0 }
            if progress > start { return 1 }
            return start == 0 ? 0 : start == 1 ? 1 : 0.5
        }
        let fraction = MotionLimits.fraction((progress - start) / (end - start))
        if progress > 1, end == 1 { return fraction }
        if progress < 0, start == 0 { return fraction }
        return min(max(fraction, 0), 1)
    }
}
