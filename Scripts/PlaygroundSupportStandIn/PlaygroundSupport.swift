// A stand-in for Apple's PlaygroundSupport, with just the API the TransitionKit playground pages
// use, so that Scripts/typecheck-playgrounds.sh can type-check them against the iOS build of the
// library on any machine. Not shipped, never run.
import UIKit

/// What can be shown in a playground's live view.
public protocol PlaygroundLiveViewable {}

extension UIView: PlaygroundLiveViewable {}
extension UIViewController: PlaygroundLiveViewable {}

/// The running playground page.
///
/// Main-actor isolated; `@preconcurrency` so that page top-level code in the Swift 5 language
/// mode (nonisolated) may set it, as Xcode playgrounds allow.
@preconcurrency @MainActor
public final class PlaygroundPage {
    /// The page being run.
    public static let current = PlaygroundPage()

    /// The view or view controller shown in the live view.
    public var liveView: (any PlaygroundLiveViewable)?

    /// Whether the page keeps running after its last line.
    public var needsIndefiniteExecution = false

    /// Ends the page's execution.
    public func finishExecution() {}

    private init() {}
}
