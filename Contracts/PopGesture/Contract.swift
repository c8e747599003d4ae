// swift-format-ignore-file
// The body of the `#if` is the swipe-back Contract exactly as the issue prints it (indented); the
// formatter leaves this file alone so that it stays verbatim.

#if canImport(UIKit)
    import UIKit
    import TransitionKit
    import TransitionKitGestures

    @MainActor func wire(_ navigation: UINavigationController, chat: UIViewController, replyStrip: UIView) {
        let transitions = NavigationDelegate()
        transitions.attach(to: navigation)                 // iOS 26+: full-width content pop by default
        chat.transitionPopGesture = .edgeOnly               // this screen keeps only the edge swipe
        replyStrip.excludesTransitionPopGesture = true      // a pan that starts here never pops
    }
#endif
