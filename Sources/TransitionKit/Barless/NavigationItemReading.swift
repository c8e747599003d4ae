import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What the toolbar reads from a screen's navigation item: the part of `UINavigationItem`
/// (`UINavigationItem.h`) the bar-less toolbar mirrors, in UIKit's words.
///
/// ```swift
/// let facts = NavigationItemFacts(
///     hidesBackButton: item.hidesBackButton, leftItemCount: item.leftBarButtonItems?.count ?? 0,
///     rightItemCount: item.rightBarButtonItems?.count ?? 0,
///     leftItemsSupplementBackButton: item.leftItemsSupplementBackButton)
/// ```
///
/// `UINavigationItem` conforms as it is (`BarButtonItem == UIBarButtonItem`, `TitleView == UIView`,
/// `BackButtonDisplayMode == UINavigationItem.BackButtonDisplayMode`). Nothing here is observed:
/// `UINavigationItem.h` documents no key-value observing, and its `animated:` setters
/// (`setLeftBarButtonItems(_:animated:)`, `setHidesBackButton(_:animated:)`, …) are methods, not
/// property setters, so the toolbar reads these values (see ``NavigationToolbarCoordinator``). In
/// tests `NavigationItemModel` conforms.
@MainActor
package protocol NavigationItemReading: AnyObject {
    /// The bar button item type (`UIBarButtonItem` on device).
    associatedtype BarButtonItem: BarButtonItemReading
    /// The title view type (`UIView` on device).
    associatedtype TitleView: AnyObject
    /// `UINavigationItem.BackButtonDisplayMode` on device.
    associatedtype BackButtonDisplayMode: RawRepresentable where BackButtonDisplayMode.RawValue == Int

    /// `title` (UINavigationItem.h: "Title when topmost on the stack").
    var title: String? { get }
    /// `titleView` (UINavigationItem.h: "Custom view to use in lieu of a title. May be sized
    /// horizontally").
    var titleView: TitleView? { get }
    /// `leftBarButtonItems`, leading to trailing.
    var leftBarButtonItems: [BarButtonItem]? { get }
    /// `rightBarButtonItems`, from the trailing edge inwards (`[0]` is outermost).
    var rightBarButtonItems: [BarButtonItem]? { get }
    /// `hidesBackButton`.
    var hidesBackButton: Bool { get }
    /// `leftItemsSupplementBackButton`.
    var leftItemsSupplementBackButton: Bool { get }
    /// `backBarButtonItem`: the item whose title the *next* screen's back button shows.
    var backBarButtonItem: BarButtonItem? { get }
    /// `backButtonTitle`: the title the *next* screen's back button shows.
    var backButtonTitle: String? { get }
    /// `backButtonDisplayMode`: how the *next* screen's back button sources its title.
    var backButtonDisplayMode: BackButtonDisplayMode { get }
}
