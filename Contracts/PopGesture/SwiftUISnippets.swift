#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TransitionKit

    /// The SwiftUI half of the swipe-back Contract (`.transitionPopGesture(.edgeOnly)` and
    /// `.excludesTransitionPopGesture()` on views), with `import TransitionKit` alone, as a SwiftUI
    /// app writes it.
    struct ChatScreen: View {
        let messages: [String]

        var body: some View {
            List(messages, id: \.self) { message in
                Text(message).excludesTransitionPopGesture()
            }
            .transitionPopGesture(.edgeOnly)
        }
    }
#endif
