import Foundation

/// How the tab bar, a navigation bar shown on one screen only, and a large title move during a transition
/// UIKit does not animate itself (it moves them only with its slide). Table: NavigationInternals.
package enum SystemBarChoreography {
    package enum Bar: Sendable, Hashable, CaseIterable {
        /// The tab bar (`tabBarController?.tabBar`), at the bottom edge.
        case tabBar
        /// The navigation bar, at the top edge.
        case navigationBar
    }

    /// A bar as read from UIKit.
    package struct Reading: Sendable, Equatable {
        /// Its frame in the navigation controller's view (the tab bar's in the tab bar controller's).
        package var frame: CGRect
        package var isHidden: Bool
        /// Whether it shows a large title (the navigation bar;
        /// ``showsLargeTitle(prefersLargeTitles:modes:)``).
        package var showsLargeTitle: Bool

        /// `showsLargeTitle` is `false` for a tab bar.
        package init(frame: CGRect, isHidden: Bool, showsLargeTitle: Bool = false) {
            self.frame = frame
            self.isHidden = isHidden
            self.showsLargeTitle = showsLargeTitle
        }
    }

    /// What one bar does during a transition.
    package enum Motion: Sendable, Hashable {
        /// Nothing: it shows the same way on both screens (or there is no such bar).
        case stays
        /// Shown on the leaving screen, hidden on the arriving one: slides by `offset` points
        /// (vertically; down is positive) from its place, then hides.
        case slidesOut(offset: Double)
        /// Hidden on the leaving screen, shown on the arriving one: shows `offset` points away and
        /// slides into place.
        case slidesIn(offset: Double)
        /// Shown on both screens at different heights: laid out for the arriving screen inside the animation,
        /// so a large title grows or collapses with it.
        case laysOut

        /// The bar's vertical offset and visibility when the transition starts.
        package var start: (offset: Double, isHidden: Bool)? {
            switch self {
            case .stays, .laysOut: nil
            case .slidesOut: (0, false)
            case .slidesIn(let offset): (offset, false)
            }
        }

        /// The offset the transition's animation moves the bar to.
        package var end: Double? {
            switch self {
            case .stays, .laysOut: nil
            case .slidesOut(let offset): offset
            case .slidesIn: 0
            }
        }

        /// `nil` when the motion leaves visibility alone; the offset is 0 again either way.
        package func isHidden(finished: Bool) -> Bool? {
            switch self {
            case .stays, .laysOut: nil
            case .slidesOut: finished
            case .slidesIn: !finished
            }
        }
    }

    /// `before` is the leaving screen's reading, `after` the arriving one's; `nil` when there is no such bar.
    package static func motion(of bar: Bar, before: Reading?, after: Reading?) -> Motion {
        guard let before, let after else { return .stays }
        switch (before.isHidden, after.isHidden) {
        case (false, true): return .slidesOut(offset: offset(bar, of: before.frame))
        case (true, false): return .slidesIn(offset: offset(bar, of: after.frame))
        case (false, false):
            let heightChanges = bar == .navigationBar && before.showsLargeTitle != after.showsLargeTitle
            return heightChanges ? .laysOut : .stays
        case (true, true): return .stays
        }
    }

    /// Points, down positive: the tab bar down by its height, the navigation bar up by its bottom edge's
    /// distance from the top. A non-finite frame or negative extent travels 0 (the bar only shows or hides).
    package static func offset(_ bar: Bar, of frame: CGRect) -> Double {
        let values = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
        guard values.allSatisfy(\.isFinite) else { return 0 }
        switch bar {
        case .tabBar: return max(0, Double(frame.size.height))
        case .navigationBar: return -max(0, Double(frame.origin.y + frame.size.height))
        }
    }

    /// Only with `prefersLargeTitles` (`UINavigationItem.h:20`): the top `.always` shows it, `.never` does
    /// not, `.automatic` follows the entry below; an automatic root shows it. `modes` is root first.
    package static func showsLargeTitle(prefersLargeTitles: Bool, modes: [LargeTitleDisplayMode]) -> Bool {
        guard prefersLargeTitles else { return false }
        return modes.last { $0 != .automatic } != .never
    }

    /// Hidden once an entry above the root sets `hidesBottomBarWhenPushed` (`UINavigationController.h:130`:
    /// "is pushed"; the root never is), and for every entry above it. Root first.
    static func hidesTabBar(_ hidesBottomBarWhenPushed: [Bool]) -> Bool {
        hidesBottomBarWhenPushed.dropFirst().contains(true)
    }
}
