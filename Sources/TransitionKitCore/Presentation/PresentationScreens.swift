/// What a view controller is to a presentation looking for its screen; the adapter answers from its
/// class (`UITabBarController`, `UISplitViewController`, `UINavigationController`).
package enum ScreenContainer<Screen> {
    /// A tab bar controller and its selected child, if any.
    case tabs(selected: Screen?)
    /// A split view controller, its children (primary first) and whether it is collapsed (it then
    /// shows its first child only).
    case split(children: [Screen], isCollapsed: Bool)
    /// A navigation controller and its top child, if any.
    case stack(top: Screen?)
    case screen
}

/// Which screens a presentation is between, as registrations see them, found through containers
/// (see PresentationInternals, "Which screens").
package enum PresentationScreens {
    /// The deepest chain of containers walked (a cycle in a broken container stops here).
    static let maximumDepth = 16

    /// Selected tab, split's last shown child (first when collapsed), navigation top, up to
    /// ``maximumDepth`` levels; a container answering itself or without a child is the screen.
    package static func presenting<Screen: AnyObject>(
        from presenter: Screen, container: (Screen) -> ScreenContainer<Screen>
    ) -> Screen {
        var current = presenter
        for _ in 0..<maximumDepth {
            let next: Screen?
            switch container(current) {
            case .tabs(let selected): next = selected
            case .split(let children, let isCollapsed): next = isCollapsed ? children.first : children.last
            case .stack(let top): next = top
            case .screen: next = nil
            }
            guard let next, next !== current else { return current }
            current = next
        }
        return current
    }

    /// The top child of a wrapping navigation controller (one level), else `presented`.
    package static func presented<Screen: AnyObject>(
        _ presented: Screen, container: (Screen) -> ScreenContainer<Screen>
    ) -> Screen {
        guard case .stack(let top?) = container(presented) else { return presented }
        return top
    }
}

/// The modal style a presentation uses, whether the presenter's view leaves the window, and the
/// status bar and accessibility marks (see PresentationInternals, "Presentation style").
package enum PresentationStyleRule {
    package struct Decision: Equatable, Sendable {
        package var style: PresentationStyle
        /// `shouldRemovePresentersView` of the library's controller (`UIPresentationController.h:104-107`):
        /// the app asked for `.fullScreen`. UIKit asks for the controller only for `.custom`.
        package var removesPresentersView: Bool

        package init(style: PresentationStyle, removesPresentersView: Bool) {
            self.style = style
            self.removesPresentersView = removesPresentersView
        }
    }

    /// The app's style when UIKit plays or it is a sheet's, else `.custom`; `requested` is the
    /// controller's `modalPresentationStyle` as the app left it.
    package static func decide(requested: PresentationStyle, player: TransitionDecision.Player) -> Decision {
        Decision(
            style: player == .system || keepsSheet(requested) ? requested : .custom,
            removesPresentersView: requested == .fullScreen)
    }

    /// `.pageSheet`, `.formSheet` and `.automatic`, which UIKit resolves to a page sheet
    /// (`UIViewController.h:245`).
    static func keepsSheet(_ style: PresentationStyle) -> Bool {
        style == .pageSheet || style == .formSheet || style == .automatic
    }

    /// `true` for `.custom`, which covers the screen; `false` leaves the app's setting.
    static func capturesStatusBar(style: PresentationStyle) -> Bool {
        style == .custom
    }

    /// `true` for `.custom` and `.overFullScreen`, which may leave the presenter's views where VoiceOver
    /// reaches them; `false` leaves the app's setting.
    static func isModalToAccessibility(style: PresentationStyle) -> Bool {
        style == .custom || style == .overFullScreen
    }
}
