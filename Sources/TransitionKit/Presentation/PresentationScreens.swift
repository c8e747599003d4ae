import TransitionKitCore

/// What a view controller is to a presentation looking for its screen: a container, or a screen.
///
/// The UIKit adapter answers from the controller's class (`UITabBarController`,
/// `UISplitViewController`, `UINavigationController`); ``PresentationScreens`` decides what to do
/// with the answer.
package enum ScreenContainer<Screen> {
    /// A tab bar controller and its selected child, if any.
    case tabs(selected: Screen?)
    /// A split view controller, its children (primary first) and whether it is collapsed (it then
    /// shows its first child only).
    case split(children: [Screen], isCollapsed: Bool)
    /// A navigation controller and its top child, if any.
    case stack(top: Screen?)
    /// Not a container: a screen.
    case screen
}

/// Which screens a presentation is between, as registrations see them: the rules that find the
/// presenting screen through containers and the presented screen inside a wrapping navigation
/// controller.
///
/// ```swift
/// PresentationScreens.presenting(from: tabBarController) { container(of: $0) }   // the grid on the selected tab's stack
/// PresentationScreens.presented(navigationWrappingDetail) { container(of: $0) }   // the detail
/// ```
///
/// - Presenting side: from the controller `present` was called on (or `from:`), a tab bar
///   controller gives its selected child, a split view controller the last child it shows (the
///   secondary; the first child of a collapsed split), a navigation controller its top child —
///   again and again, at most ``maximumDepth`` levels (a container answering itself stops the
///   walk); a container with no child is the screen.
/// - Presented side: a navigation controller gives its top child (one level: the screen it wraps);
///   anything else is the screen.
package enum PresentationScreens {
    /// The deepest chain of containers walked (a cycle in a broken container stops here).
    static let maximumDepth = 16

    /// The presenting screen.
    ///
    /// - Parameters:
    ///   - presenter: The controller presenting.
    ///   - container: What a controller is.
    /// - Returns: The screen shown by `presenter`'s containers.
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

    /// The presented screen.
    ///
    /// - Parameters:
    ///   - presented: The controller presented.
    ///   - container: What a controller is.
    /// - Returns: The top child of a wrapping navigation controller, else `presented`.
    package static func presented<Screen: AnyObject>(
        _ presented: Screen, container: (Screen) -> ScreenContainer<Screen>
    ) -> Screen {
        guard case .stack(let top?) = container(presented) else { return presented }
        return top
    }
}

/// The modal presentation style a presentation the library animates uses, whether its
/// presentation controller removes the presenter's view, and whether the presented controller
/// takes over the status bar.
///
/// ```swift
/// PresentationStyleRule.decide(requested: .pageSheet, player: .library)      // .pageSheet: UIKit's sheet
/// PresentationStyleRule.decide(requested: .overFullScreen, player: .library) // .custom, presenter kept
/// PresentationStyleRule.decide(requested: .fullScreen, player: .library)     // .custom, presenter's view removed
/// PresentationStyleRule.decide(requested: .fullScreen, player: .system)      // .fullScreen (UIKit's own)
/// ```
///
/// - A transition UIKit plays (`.system`, or nothing matched) keeps the app's style, and UIKit's
///   own presentation controller with it: VoiceOver's escape on such a screen is UIKit's and the
///   app's business. (The app's own `.custom` still gets the library's controller.)
/// - A sheet stays a sheet (``keepsSheet(_:)``): the app's `.pageSheet` or `.formSheet` — and
///   `.automatic`, which UIKit resolves to `.pageSheet` (`UIViewController.h:245`; on a device a
///   controller whose style the app never set reads `.pageSheet`) — is presented as the app set
///   it, whoever plays. UIKit then makes its own sheet presentation controller ("For the built-in
///   styles … UIKit defines and creates the needed presentation controller object",
///   `UIPresentationController` documentation) with the detents, grabber, corner radius,
///   background, swipe-down and `isModalInPresentation` the app gave it, and asks the
///   transitioning delegate only for the animation and interaction controllers
///   (`UIViewControllerTransitioning.h:182-188`): the zoom lands in the sheet's frame, the
///   context's `finalFrame(for:)` (`UIPresentationController.h:95-97`), and the sheet's own
///   swipe-down drives the zoom played backwards. The library's escape wrapper is not needed: a
///   sheet is UIKit's, its escape too.
/// - Any other style a transition the library plays (a built-in, or a `.custom` animator) is
///   presented `.custom`, whatever the app set, so that UIKit asks the library for the presentation
///   controller — the one whose view answers VoiceOver's escape (`accessibilityPerformEscape`) by
///   dismissing the screen, which may otherwise only be dragged away. The app's `.fullScreen` is
///   kept in what it means: that controller's `shouldRemovePresentersView` is `true`
///   (`UIPresentationController.h:104-107`), so the presenter's view leaves the window at the end
///   of the presentation (its appearance callbacks are sent, and the dismissal's `to` view is the
///   presenter's view, which the zoom measures its source in). Every other style — `.overFullScreen`
///   included — keeps the presenter's view in the window under the presented one: a zoom finds its
///   source there when dismissing. The `.custom` lasts as long as the presentation: when it ends
///   (its dismissal completes, or it is cancelled) `PresentationCoordinator` gives the controller
///   the app's style back, so `requested` is always the app's own — whoever presents it next.
/// - A `.custom` presentation covers the screen like a full-screen one, so it captures the status
///   bar appearance (`modalPresentationCapturesStatusBarAppearance = true`); the others leave the
///   app's setting alone.
/// - A `.custom` or `.overFullScreen` presentation may leave the presenter's views in the window,
///   where VoiceOver would still reach them: the presented screen's view is marked modal to
///   accessibility (`accessibilityViewIsModal = true`, UIAccessibility.h:167), so VoiceOver reads
///   only it, as it does a full-screen one. The mark is set as it is presented and stays with the
///   view (it is not read again once the view left the window).
package enum PresentationStyleRule {
    /// How a presentation is presented.
    package struct Decision: Equatable, Sendable {
        /// The style to set.
        package var style: PresentationStyle
        /// Whether the library's presentation controller removes the presenter's view at the end
        /// of the presentation (`shouldRemovePresentersView`): the app asked for `.fullScreen`.
        /// UIKit asks for the controller only when the style is `.custom`.
        package var removesPresentersView: Bool

        /// A decision.
        ///
        /// - Parameters:
        ///   - style: The style to set.
        ///   - removesPresentersView: Whether the library's presentation controller removes the
        ///     presenter's view.
        package init(style: PresentationStyle, removesPresentersView: Bool) {
            self.style = style
            self.removesPresentersView = removesPresentersView
        }
    }

    /// How to present.
    ///
    /// - Parameters:
    ///   - requested: The presented controller's `modalPresentationStyle` as the app left it.
    ///   - player: Who plays the presentation.
    /// - Returns: The app's style when UIKit plays or the style is a sheet's, else `.custom`;
    ///   removing the presenter's view when the app asked for `.fullScreen`.
    package static func decide(requested: PresentationStyle, player: TransitionDecision.Player) -> Decision {
        Decision(
            style: player == .system || keepsSheet(requested) ? requested : .custom,
            removesPresentersView: requested == .fullScreen)
    }

    /// Whether the app's style is a sheet's, which the library keeps: `.pageSheet`, `.formSheet`
    /// and `.automatic` (UIKit's page sheet, `UIViewController.h:245`).
    ///
    /// - Parameter style: The style the app set.
    /// - Returns: `true` for the sheet styles.
    static func keepsSheet(_ style: PresentationStyle) -> Bool {
        style == .pageSheet || style == .formSheet || style == .automatic
    }

    /// Whether the library makes the presented controller capture the status bar appearance.
    ///
    /// - Parameter style: The style presented with.
    /// - Returns: `true` for `.custom`; `false` leaves the app's setting.
    static func capturesStatusBar(style: PresentationStyle) -> Bool {
        style == .custom
    }

    /// Whether the library marks the presented screen's view modal to accessibility.
    ///
    /// - Parameter style: The style presented with.
    /// - Returns: `true` for `.custom` and `.overFullScreen` (the presenter's views may stay in the
    ///   window); `false` leaves the app's setting.
    static func isModalToAccessibility(style: PresentationStyle) -> Bool {
        style == .custom || style == .overFullScreen
    }
}
