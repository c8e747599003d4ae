import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The part of `UINavigationItem` the toolbar mirrors. UINavigationItem.h documents no key-value
/// observing and its `animated:` setters are methods, so the toolbar reads these once per run-loop turn.
@MainActor
package protocol NavigationItemPort: AnyObject {
    /// The bar button item type (`UIBarButtonItem` on device).
    associatedtype BarButtonItem: BarButtonItemPort
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
