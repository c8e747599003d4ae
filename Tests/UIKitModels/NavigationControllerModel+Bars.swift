import Foundation
import TransitionKitCore

/// The system bars of a ``NavigationControllerModel``: its navigation bar and the tab bar of a tab
/// bar controller around it, as UIKit treats them when a transition it does not animate itself
/// runs — it changes them at once (the snap a custom pop shows today), never with the transition:
///
/// - `hidesBottomBarWhenPushed` (`UINavigationController.h:130`): "If YES, then when this view
///   controller is pushed into a controller hierarchy with a bottom bar (like a tab bar), the bottom
///   bar will slide out." The model hides the tab bar while a screen above the root sets it, at the
///   moment the stack changes (a transition's start; a cancelled one's end puts it back).
///   When UIKit plays its own slide (the delegate vended nothing), the classic tab bar rides the
///   screen that has it: it slides out with the leaving screen of a push and in with the arriving
///   screen of a pop (``SystemSlideAnimator``), hidden only when the push completes; with any
///   other animator it changes at once.
/// - `setNavigationBarHidden(_:animated:)` (`UINavigationController.h:75`): "If animated, it will
///   transition vertically using UINavigationControllerHideShowBarDuration." The model applies it
///   at once (the bar's own vertical slide is not played); the children's safe area follows at
///   once (`UIView.h:285-286`: the safe area's top is "not behind the status bar or navigation
///   bar, if present"), as does their bottom when the tab bar hides for them
///   (``safeArea(givenTo:)``).
/// - Large titles (`UINavigationBar.h:62`, `UINavigationItem.h:20`): the bar is 44 pt high, 96 pt
///   with a large title, below a 47 pt status bar. It takes the top screen's height at the
///   controller's next layout pass — ``layOutBars()`` (`view.layoutIfNeeded()`, animated inside an
///   animation block), else the end of the run-loop turn in which the stack changed — not at its
///   own `layoutIfNeeded()`, which lays out its content: a view's frame is its superview's to set.
///
/// The bars are outside the controller's view tree in the model; their frames are in its view's
/// coordinates, and a size change does not lay them out (only their height follows the top screen).
extension NavigationControllerModel {
    /// The status bar's height above the navigation bar.
    package static let statusBarHeight: CGFloat = 47
    /// The navigation bar's height without a large title.
    package static let navigationBarHeight: CGFloat = 44
    /// The height a large title adds.
    package static let largeTitleHeight: CGFloat = 52

    /// Marks a floating or minimizing tab bar as UIKit's own (``tabBarVariant``).
    func reserveTabBar() {
        tabBarView?.reservedByUIKit = tabBarVariant.isMovedByTransitions ? nil : Contract.tabBarIsUIKits
    }

    /// `setNavigationBarHidden(_:animated:)`: applies at once (see the type's discussion).
    ///
    /// - Parameters:
    ///   - hidden: Whether to hide the bar.
    ///   - animated: Whether UIKit would animate it (the model does not).
    package func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
        navigationBarView.isHidden = hidden
    }

    /// Whether the top screen shows a large title: `prefersLargeTitles`, and the top item's
    /// `largeTitleDisplayMode` — automatic following the item below it, the root's following
    /// `prefersLargeTitles`.
    package var showsLargeTitle: Bool {
        guard prefersLargeTitles else { return false }
        var shows = true
        for screen in viewControllers {
            switch screen.largeTitleDisplayMode {
            case .automatic: break
            case .always: shows = true
            case .never: shows = false
            }
        }
        return shows
    }

    /// The navigation bar's frame for the top screen now.
    package var navigationBarFrameForTop: CGRect {
        CGRect(
            x: 0, y: Self.statusBarHeight, width: navigationBarView.bounds.width,
            height: Self.navigationBarHeight + (showsLargeTitle ? Self.largeTitleHeight : 0))
    }

    /// The safe area a child gets: the controller's own, below the navigation bar unless it is
    /// hidden, above the tab bar unless the child (or a screen between the root and it) sets
    /// `hidesBottomBarWhenPushed`.
    ///
    /// - Parameter child: A screen of the stack.
    /// - Returns: The insets, before the child's own additional insets.
    func barsSafeArea(givenTo child: ViewControllerModel) -> Insets {
        var insets = safeAreaInsets
        if !isNavigationBarHidden { insets.top = max(insets.top, Double(navigationBarView.frame.maxY)) }
        let throughChild = viewControllers.prefix { $0 !== child } + [child]
        let hidden = throughChild.dropFirst().contains { $0.hidesBottomBarWhenPushed }
        if let tabBarView, !hidden {
            insets.bottom = max(insets.bottom, Double(view.bounds.height - tabBarView.frame.minY))
        }
        return insets
    }

    /// Whether the tab bar is hidden for the stack now (a screen above the root sets
    /// `hidesBottomBarWhenPushed`).
    package var hidesTabBarForStack: Bool {
        viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }

    /// `view.layoutIfNeeded()` as far as the bars go: the navigation bar's layout pass (the model
    /// does not lay out the rest of the view here).
    package func layOutBars() {
        if ledger.currentCapture != nil { animatedLayouts += 1 }
        layOutNavigationBar()
    }

    /// The navigation bar's layout pass: the top screen's frame, when it differs.
    func layOutNavigationBar() {
        let frame = navigationBarFrameForTop
        if navigationBarView.frame != frame { navigationBarView.frame = frame }
    }

    /// The stack changed: the tab bar follows at once (UIKit hides its floating and minimizing
    /// bars itself), the navigation bar at the end of the turn.
    func barsFollowStack() {
        let hides = hidesTabBarForStack
        if transition?.carriesTabBar != true { tabBarView?.writeAsUIKit { tabBarView?.isHidden = hides } }
        guard navigationBarView.frame != navigationBarFrameForTop else { return }
        clock.schedule(after: 0) { [weak self] in
            guard let self else { return }
            self.animations.performWithoutAnimation { self.layOutNavigationBar() }
        }
    }
}
