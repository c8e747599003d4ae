import TransitionKitCore

/// A `UINavigationItem` that behaves as UINavigationItem.h documents it.
///
/// - The singular item properties "refer to the first item in the respective array of items"
///   (UINavigationItem.h:116-119): setting `leftBarButtonItem` sets `leftBarButtonItems` to that
///   one item, reading it returns the first.
/// - `setLeftBarButton(_:animated:)`, `setRightBarButton(_:animated:)`,
///   `setLeftBarButtonItems(_:animated:)`, `setRightBarButtonItems(_:animated:)`
///   (UINavigationItem.h:130-131, 143-144) and `setHidesBackButton(_:animated:)` (:99) change the
///   same state as the properties, and tell no one: the header documents no key-value observing
///   for any property or method, so the model offers none (a reader must read).
/// - `backButtonDisplayMode` defaults to `.default` (:28-35); `hidesBackButton` and
///   `leftItemsSupplementBackButton` to `false` (:133-138).
@MainActor
package final class NavigationItemModel: NavigationItemPort {
    /// `UINavigationItem.BackButtonDisplayMode` (UINavigationItem.h:28-35).
    package enum BackButtonDisplayMode: Int {
        /// "uses an appropriate title, followed by a generic title (typically 'Back'), then no title".
        case `default` = 0
        /// "Generic titles only. Ignores .title and .backButtonTitle (but *not* .backBarButtonItem.title)".
        case generic = 1
        /// "Don't use a title, just the back button indicator image".
        case minimal = 2
    }

    private var left: [BarButtonItemModel]?
    private var right: [BarButtonItemModel]?
    private var hidesBack = false

    /// Creates an empty item.
    ///
    /// - Parameter title: `title`.
    package init(title: String? = nil) {
        self.title = title
    }

    /// The property writes made, by name, in order.
    package private(set) var writes: [String] = []

    /// `title`.
    package var title: String? {
        didSet { writes.append("title") }
    }
    /// `titleView`.
    package var titleView: ToolbarItemViewModel?
    /// `backBarButtonItem`.
    package var backBarButtonItem: BarButtonItemModel?
    /// `backButtonTitle`.
    package var backButtonTitle: String?
    /// `backButtonDisplayMode`.
    package var backButtonDisplayMode = BackButtonDisplayMode.default
    /// `leftItemsSupplementBackButton`.
    package var leftItemsSupplementBackButton = false {
        didSet { writes.append("leftItemsSupplementBackButton") }
    }

    /// `leftBarButtonItems`.
    package var leftBarButtonItems: [BarButtonItemModel]? {
        get { left }
        set {
            left = newValue
            writes.append("leftBarButtonItems")
        }
    }
    /// `rightBarButtonItems`.
    package var rightBarButtonItems: [BarButtonItemModel]? {
        get { right }
        set {
            right = newValue
            writes.append("rightBarButtonItems")
        }
    }
    /// `leftBarButtonItem`: the first left item.
    package var leftBarButtonItem: BarButtonItemModel? {
        get { left?.first }
        set {
            left = newValue.map { [$0] }
        }
    }
    /// `rightBarButtonItem`: the first right item.
    package var rightBarButtonItem: BarButtonItemModel? {
        get { right?.first }
        set {
            right = newValue.map { [$0] }
        }
    }
    /// `hidesBackButton`.
    package var hidesBackButton: Bool {
        get { hidesBack }
        set {
            hidesBack = newValue
        }
    }

    /// `setLeftBarButtonItems(_:animated:)`.
    package func setLeftBarButtonItems(_ items: [BarButtonItemModel]?, animated: Bool) {
        left = items
    }
    /// `setRightBarButtonItems(_:animated:)`.
    package func setRightBarButtonItems(_ items: [BarButtonItemModel]?, animated: Bool) {
        right = items
    }
    /// `setLeftBarButton(_:animated:)`.
    package func setLeftBarButton(_ item: BarButtonItemModel?, animated: Bool) {
        left = item.map { [$0] }
    }
    /// `setRightBarButton(_:animated:)`.
    package func setRightBarButton(_ item: BarButtonItemModel?, animated: Bool) {
        right = item.map { [$0] }
    }
    /// `setHidesBackButton(_:animated:)`.
    package func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        hidesBack = hidesBackButton
    }
}
