/// A spring's start velocity relative to the distance it has left, per axis: the neutral form of
/// the `CGVector` that `UISpringTimingParameters(…initialVelocity:)` takes.
///
/// A value of 1 means "the whole remaining distance per second". UIKit reads `dx` for every
/// animated property except the `y` of `center`, which reads `dy`.
///
/// ```swift
/// let velocity = RelativeVelocity(fingerSpeed / remainingDistance)   // same on both axes
/// animator.continueAnimation(
///     withTimingParameters: .spring(release), initialVelocity: velocity, durationFactor: 1)
/// ```
package struct RelativeVelocity: Sendable, Hashable {
    /// The velocity UIKit uses for every property but `center.y`.
    package var dx: Double
    /// The velocity UIKit uses for `center.y`.
    package var dy: Double

    /// Creates a velocity per axis; non-finite components become 0.
    ///
    /// - Parameters:
    ///   - dx: The horizontal (and general) component.
    ///   - dy: The vertical component of `center`.
    package init(dx: Double, dy: Double) {
        self.dx = dx.isFinite ? dx : 0
        self.dy = dy.isFinite ? dy : 0
    }

    /// Creates the same velocity on both axes.
    ///
    /// - Parameter both: The velocity; non-finite becomes 0.
    package init(_ both: Double) {
        self.init(dx: both, dy: both)
    }

    /// No start velocity.
    package static let zero = RelativeVelocity(dx: 0, dy: 0)
}
