/// The iOS release a model plays: where UIKit behaves differently by version, the model asks its
/// `systemVersion` (``ViewControllerModel/systemVersion``).
///
/// - iOS 15: the oldest the library supports; no `preferredTransition`, no content pop.
/// - iOS 18: `UIViewController.preferredTransition` (UIKit's zoom, with its own interactive pop);
///   the iPad's floating tab bar.
/// - iOS 26: `interactiveContentPopGestureRecognizer` (a pan anywhere in the content pops when
///   UIKit plays the pop); the minimizing tab bar.
///
/// ```swift
/// let navigation = NavigationControllerModel(rootViewController: root, ledger: ledger, clock: clock)
/// navigation.systemVersion = .iOS26
/// navigation.hasInteractiveContentPopGesture   // true
/// ```
package struct SystemVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The major version (15, 18, 26).
    package let major: Int

    /// Creates a version.
    ///
    /// - Parameter major: The major version.
    package init(major: Int) {
        self.major = major
    }

    /// iOS 15, the library's deployment target.
    package static let iOS15 = SystemVersion(major: 15)
    /// iOS 18: `preferredTransition`, the iPad's floating tab bar.
    package static let iOS18 = SystemVersion(major: 18)
    /// iOS 26: the content pop gesture, the minimizing tab bar.
    package static let iOS26 = SystemVersion(major: 26)
    /// The versions the seeded runs cover, oldest first.
    package static let covered: [SystemVersion] = [.iOS15, .iOS18, .iOS26]

    /// Whether UIKit has `UIViewController.preferredTransition` (iOS 18 and later).
    package var hasPreferredTransition: Bool { self >= .iOS18 }
    /// Whether `UINavigationController` has `interactiveContentPopGestureRecognizer` (iOS 26 and later).
    package var hasContentPopGesture: Bool { self >= .iOS26 }

    /// Orders by major version.
    package static func < (lhs: SystemVersion, rhs: SystemVersion) -> Bool { lhs.major < rhs.major }

    /// `iOS 18`.
    package var description: String { "iOS \(major)" }
}

/// A screen's own `UIViewController.preferredTransition` (iOS 18, `UIViewController.Transition`),
/// as far as a navigation controller plays it: UIKit's zoom on a push and its pop.
package enum ScreenPreferredTransition: Sendable, Hashable {
    /// `.zoom(sourceViewProvider:)`: UIKit zooms the pushed screen out of a source view and back
    /// into it on the pop, with its own interactive pop (the edge swipe, and a drag anywhere on
    /// the zoomed screen).
    case zoom
}
