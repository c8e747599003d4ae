/// A stand-in for SwiftUI's `Spring` (iOS 17+), which the iOS 16.5 SDK this project compiles
/// against does not have: a module of its own exporting a type named `Spring`, so a test can
/// import it beside TransitionKit exactly as an app imports SwiftUI beside it.
public struct Spring: Sendable, Hashable {
    /// The perceptual duration, as SwiftUI's `Spring(duration:bounce:)` takes it.
    public var duration: Double
    /// The bounce, as SwiftUI's `Spring(duration:bounce:)` takes it.
    public var bounce: Double

    /// Creates the stand-in with SwiftUI's parameter names.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration.
    ///   - bounce: The bounce.
    public init(duration: Double = 0.5, bounce: Double = 0) {
        self.duration = duration
        self.bounce = bounce
    }
}
