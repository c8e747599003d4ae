import Foundation
import TransitionKitCore

/// How the system bars of a navigation controller move during a push or pop that UIKit does not
/// animate itself (a built-in transition, a registration's or the app delegate's animator): the
/// tab bar `hidesBottomBarWhenPushed` hides, a navigation bar shown on one screen and hidden on the
/// other, and the navigation bar's large title. UIKit moves them with its own slide only; with any
/// other animator it changes them at once.
///
/// Every motion plays inside the transition's own animation (the transition coordinator's alongside
/// animations), so it has the transition's duration and curve and follows an interactive transition
/// under the finger:
///
/// | Bar | At the start | During the transition | Finished | Cancelled |
/// | --- | --- | --- | --- | --- |
/// | Shown, then hidden | shown in place | slides off its edge by ``offset(_:of:)`` | hidden, in place | shown, in place |
/// | Hidden, then shown | laid out, shown off its edge | slides into place | shown, in place | hidden, in place |
/// | Navigation bar shown on both screens, one with a large title | — | laid out for the arriving screen (its large title grows or collapses) | — | laid out again for the screen that stays |
/// | Shown on both at the same height, hidden on both, or the same | — | — | — | — |
///
/// The navigation bar is laid out inside the transition's animation only when its height differs
/// between the two screens (``showsLargeTitle(prefersLargeTitles:modes:)``): that layout pass
/// animates every pending layout change of the navigation controller and both screens, so it is
/// not made for a bar that stays as it is.
///
/// The tab bar slides down by its height; the navigation bar slides up by its bottom edge's
/// distance from the top of the navigation controller's view (its height and the status bar's).
///
/// ```swift
/// SystemBarChoreography.motion(
///     of: .tabBar, before: .init(frame: tabBarFrame, isHidden: false), after: .init(frame: tabBarFrame, isHidden: true))
/// // .slidesOut(offset: 83) for a tab bar 83 pt high
/// ```
package enum SystemBarChoreography {
    /// Which system bar.
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
        /// Whether it is hidden.
        package var isHidden: Bool
        /// Whether it shows a large title (the navigation bar; ``showsLargeTitle(prefersLargeTitles:modes:)``).
        package var showsLargeTitle: Bool

        /// Creates a reading.
        ///
        /// - Parameters:
        ///   - frame: The frame.
        ///   - isHidden: Whether the bar is hidden.
        ///   - showsLargeTitle: Whether it shows a large title; `false` by default (a tab bar).
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
        /// The navigation bar, shown on both screens at different heights: laid out for the
        /// arriving screen inside the transition's animation, so a large title grows or collapses
        /// with it.
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

        /// The bar's visibility once the transition is over (its offset is 0 again either way).
        ///
        /// - Parameter finished: Whether the transition finished (`false`: cancelled).
        /// - Returns: Whether it is hidden; `nil` when the motion leaves visibility alone.
        package func isHidden(finished: Bool) -> Bool? {
            switch self {
            case .stays, .laysOut: nil
            case .slidesOut: finished
            case .slidesIn: !finished
            }
        }
    }

    /// What `bar` does between two readings: the one before the transition and the one it has on
    /// the arriving screen.
    ///
    /// - Parameters:
    ///   - bar: Which bar.
    ///   - before: Its reading on the leaving screen; `nil` when there is no such bar.
    ///   - after: Its reading on the arriving screen; `nil` when there is no such bar.
    /// - Returns: The motion.
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

    /// How far `bar` travels to leave the screen: the tab bar down by its height, the navigation
    /// bar up by its bottom edge's distance from the top. A frame that is not finite, or a
    /// negative extent, travels 0 (the bar then only shows or hides).
    ///
    /// - Parameters:
    ///   - bar: Which bar.
    ///   - frame: Its frame.
    /// - Returns: The vertical offset, down positive.
    package static func offset(_ bar: Bar, of frame: CGRect) -> Double {
        let values = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
        guard values.allSatisfy(\.isFinite) else { return 0 }
        switch bar {
        case .tabBar: return max(0, Double(frame.size.height))
        case .navigationBar: return -max(0, Double(frame.origin.y + frame.size.height))
        }
    }

    /// Whether the navigation bar shows a large title over a stack (`UINavigationItem.h:20`): only
    /// when it `prefersLargeTitles`; then the top screen's mode decides — `.always` shows it,
    /// `.never` does not, `.automatic` follows the screen below it, and an automatic root shows it.
    ///
    /// - Parameters:
    ///   - prefersLargeTitles: The bar's `prefersLargeTitles`.
    ///   - modes: Each stack entry's `largeTitleDisplayMode`, root first, up to the screen on top.
    /// - Returns: Whether the screen on top shows a large title.
    package static func showsLargeTitle(prefersLargeTitles: Bool, modes: [LargeTitleDisplayMode]) -> Bool {
        guard prefersLargeTitles else { return false }
        return modes.last { $0 != .automatic } != .never
    }

    /// Whether the tab bar is hidden over a stack: when a screen above the root sets
    /// `hidesBottomBarWhenPushed` (`UINavigationController.h:130`: the bottom bar slides out when
    /// such a screen "is pushed"; the root is never pushed), and it stays hidden for the screens
    /// pushed above it.
    ///
    /// - Parameter hidesBottomBarWhenPushed: Each stack entry's setting, root first.
    /// - Returns: Whether the tab bar is hidden while the last entry is on top.
    package static func hidesTabBar(_ hidesBottomBarWhenPushed: [Bool]) -> Bool {
        hidesBottomBarWhenPushed.dropFirst().contains(true)
    }
}
