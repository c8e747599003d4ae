/// Which swipe pops a screen whose pop the library plays: the system's, or the leading edge only.
///
/// ```swift
/// chat.transitionPopGesture = .edgeOnly        // UIKit
/// ChatView().transitionPopGesture(.edgeOnly)   // SwiftUI
/// ```
///
/// `.automatic` follows the system the app runs on, as UIKit's own swipe back does: on iOS 26
/// and later a pan that starts anywhere in the content pops the screen (scroll views that can
/// still scroll toward the leading edge and the app's own pans keep their touches); before
/// iOS 26 only a pan from the leading edge does. `.edgeOnly` keeps the leading-edge swipe on every
/// system, for a screen whose content needs horizontal drags of its own (a swipe-to-reply list, a
/// drawing canvas); it also keeps iOS 26's own content swipe off where UIKit plays the pop.
public enum TransitionPopGesture: Sendable, Hashable {
    /// The system's swipe back: anywhere in the content on iOS 26 and later, the leading edge
    /// before.
    case automatic
    /// Only a swipe from the leading edge of the navigation controller's view.
    case edgeOnly
}
