#if canImport(UIKit)
    import UIKit

    extension UIViewController {
        /// Which swipe pops this screen when the library plays its pop; `.automatic` by default.
        ///
        /// `.automatic` is the system's swipe back: on iOS 26 and later a pan anywhere in the
        /// content, before iOS 26 a pan from the leading edge. `.edgeOnly` keeps only the edge
        /// swipe on every system (and keeps iOS 26's own content swipe off for this screen where
        /// UIKit plays the pop).
        ///
        /// ```swift
        /// chat.transitionPopGesture = .edgeOnly
        /// ```
        ///
        /// Read from the top screen whenever a touch lands: the pushed controller's own setting,
        /// else the first one set on a controller it contains (the bar-less toolbar container's
        /// screen, a hosting controller's child), else `.automatic`. Applies to the drivers made
        /// with `PanTransitionDriver()` (what `NavigationDelegate.attach(to:)` installs) and
        /// narrows the others to the edge.
        public var transitionPopGesture: TransitionPopGesture {
            get { PopGestureMarks.setting(of: self) ?? .automatic }
            set { PopGestureMarks.settings.setObject(PopGestureSetting(newValue), forKey: self) }
        }
    }

    extension UIView {
        /// Whether a pan that starts on this view never pops the screen; `false` by default.
        ///
        /// ```swift
        /// replyStrip.excludesTransitionPopGesture = true
        /// ```
        ///
        /// For a region whose own horizontal drags must win on every system — a swipe-to-reply
        /// row, a carousel that is not a scroll view, a slider track. The view's bounds count while
        /// it is inside the navigation controller's view and not hidden, whatever view the touch
        /// hits there (so an invisible view laid over a region excludes it too). It governs the
        /// library's pan drivers; where UIKit plays a pop itself, UIKit's own gestures decide.
        /// Scroll views need no mark: one that can still scroll toward the leading edge keeps
        /// its drags.
        public var excludesTransitionPopGesture: Bool {
            get { PopGestureMarks.marks.object(forKey: self)?.boolValue ?? false }
            set { PopGestureMarks.marks.setObject(NSNumber(value: newValue), forKey: self) }
        }
    }

    /// The marks ``UIViewController/transitionPopGesture`` and ``UIView/excludesTransitionPopGesture`` leave,
    /// in tables keyed weakly by the marked object (no associated objects, so nothing is retained).
    @MainActor
    enum PopGestureMarks {
        /// Each controller's own setting.
        static let settings = NSMapTable<UIViewController, PopGestureSetting>.weakToStrongObjects()
        /// Each marked view's ``UIView/excludesTransitionPopGesture``.
        static let marks = NSMapTable<UIView, NSNumber>.weakToStrongObjects()

        /// `controller`'s own setting, `nil` when it set none.
        static func setting(of controller: UIViewController) -> TransitionPopGesture? {
            settings.object(forKey: controller)?.value
        }

        /// The top screen's choice (``ScreenPopGestureSearch``).
        static func choice(of top: UIViewController) -> TransitionPopGesture {
            ScreenPopGestureSearch.choice(of: top, children: \.children, setting: setting(of:))
        }

        /// Every marked view, read in `navigationView`'s space.
        static func exclusions(in navigationView: UIView) -> [PopGestureExclusion] {
            (marks.keyEnumerator().allObjects as? [UIView] ?? []).map { view in
                PopGestureExclusion(
                    frame: view.convert(view.bounds, to: navigationView),
                    excludes: marks.object(forKey: view)?.boolValue ?? false,
                    isInNavigation: view.isDescendant(of: navigationView), isHidden: view.isHidden)
            }
        }
    }

    /// A controller's ``TransitionPopGesture`` as an object, for the map table.
    final class PopGestureSetting: NSObject {
        let value: TransitionPopGesture

        init(_ value: TransitionPopGesture) {
            self.value = value
        }
    }
#endif
