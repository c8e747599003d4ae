import TransitionKit

/// A `UINavigationItem` that behaves as UINavigationItem.h documents it.
///
/// - The singular item properties "refer to the first item in the respective array of items"
///   (UINavigationItem.h:116-119): setting `leftBarButtonItem` sets `leftBarButtonItems` to that
///   one item, reading it returns the first.
/// - `setLeftBarButton(_:animated:)`, `setRightBarButton(_:animated:)`,
///   `setLeftBarButtonItems(_:animated:)`, `setRightBarButtonItems(_:animated:)`
///   (UINavigationItem.h:130-131, 143-144) and `setHidesBackButton(_:animated:)` (:99) change the
///   same state as the properties. Only the property setters send key-value notifications, and
///   only as Foundation's automatic observing of `set<Key>:` accessors; the header documents no
///   key-value observing at all, so nothing may rely on it.
/// - `backButtonDisplayMode` defaults to `.default` (:28-35); `hidesBackButton` and
///   `leftItemsSupplementBackButton` to `false` (:133-138).
@MainActor
package final class NavigationItemModel: NavigationItemReading {
    /// `UINavigationItem.BackButtonDisplayMode` (UINavigationItem.h:28-35).
    package enum BackButtonDisplayMode: Int {
        /// "uses an appropriate title, followed by a generic title (typically 'Back'), then no title".
        case `default` = 0
        /// "Generic titles only. Ignores .title and .backButtonTitle (but *not* .backBarButtonItem.title)".
        case generic = 1
        /// "Don't use a title, just the back button indicator image".
        case minimal = 2
    }

    private let observation = KeyValueObservationModel()
    private var left: [BarButtonItemModel]?
    private var right: [BarButtonItemModel]?
    private var hidesBack = false

    /// Creates an empty item.
    ///
    /// - Parameter title: `title`.
    package init(title: String? = nil) {
        self.title = title
    }

    /// `title`.
    package var title: String? {
        didSet { observation.didChange("title") }
    }
    /// `titleView`.
    package var titleView: ViewModel? {
        didSet { observation.didChange("titleView") }
    }
    /// `backBarButtonItem`.
    package var backBarButtonItem: BarButtonItemModel?
    /// `backButtonTitle`.
    package var backButtonTitle: String?
    /// `backButtonDisplayMode`.
    package var backButtonDisplayMode = BackButtonDisplayMode.default
    /// `leftItemsSupplementBackButton`.
    package var leftItemsSupplementBackButton = false {
        didSet { observation.didChange("leftItemsSupplementBackButton") }
    }

    /// `leftBarButtonItems`.
    package var leftBarButtonItems: [BarButtonItemModel]? {
        get { left }
        set {
            left = newValue
            observation.didChange("leftBarButtonItems")
        }
    }
    /// `rightBarButtonItems`.
    package var rightBarButtonItems: [BarButtonItemModel]? {
        get { right }
        set {
            right = newValue
            observation.didChange("rightBarButtonItems")
        }
    }
    /// `leftBarButtonItem`: the first left item.
    package var leftBarButtonItem: BarButtonItemModel? {
        get { left?.first }
        set {
            left = newValue.map { [$0] }
            observation.didChange("leftBarButtonItem")
        }
    }
    /// `rightBarButtonItem`: the first right item.
    package var rightBarButtonItem: BarButtonItemModel? {
        get { right?.first }
        set {
            right = newValue.map { [$0] }
            observation.didChange("rightBarButtonItem")
        }
    }
    /// `hidesBackButton`.
    package var hidesBackButton: Bool {
        get { hidesBack }
        set {
            hidesBack = newValue
            observation.didChange("hidesBackButton")
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

    /// Key-value observing of the property setters.
    package func observe(keys: [String], onChange: @escaping @MainActor () -> Void) -> [AnyObject] {
        observation.observe(keys: keys, onChange: onChange)
    }
}
