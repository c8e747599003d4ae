import Foundation
import TransitionKitCore

/// A `UIBarButtonItem` that behaves as UIBarButtonItem.h and UIBarItem.h document it.
///
/// Defaults: `isEnabled` `true` (UIBarItem.h:25), `style` plain, `width` 0, `customView` `nil`,
/// `action` `NULL` (UIBarButtonItem.h:97-102). A system item keeps its
/// `UIBarButtonItem.SystemItem` raw value (UIBarButtonItem.h:26-52), as `SystemBarButtonItem`
/// does on device. Neither header documents key-value observing: nothing is notified.
@MainActor
package final class BarButtonItemModel: BarButtonItemPort {
    /// `UIBarButtonItem.Style` (UIBarButtonItem.h:20-24).
    package enum Style: Int {
        /// `.plain`.
        case plain = 0
        /// `.bordered` (deprecated).
        case bordered = 1
        /// `.done`.
        case done = 2
    }

    /// A short name for test output.
    package let name: String

    /// Creates an item.
    ///
    /// - Parameters:
    ///   - name: A name for test output (default: the title).
    ///   - title: `title`.
    ///   - image: `image`.
    ///   - customView: `customView`.
    ///   - systemItemRawValue: The `UIBarButtonItem.SystemItem` raw value it was made with.
    package init(
        _ name: String? = nil, title: String? = nil, image: ImageModel? = nil,
        customView: ToolbarItemViewModel? = nil,
        systemItemRawValue: Int? = nil
    ) {
        self.name = name ?? title ?? customView?.name ?? image?.name ?? "item"
        self.title = title
        self.image = image
        self.customView = customView
        self.systemItemRawValue = systemItemRawValue
    }

    /// The property writes made, by name, in order.
    package private(set) var writes: [String] = []

    /// `title`.
    package var title: String? {
        didSet { writes.append("title") }
    }
    /// `image`.
    package var image: ImageModel? {
        didSet { writes.append("image") }
    }
    /// `isEnabled`.
    package var isEnabled = true
    /// `tintColor`.
    package var tintColor: ColorModel?
    /// `customView`.
    package var customView: ToolbarItemViewModel?
    /// `style`.
    package var style = Style.plain
    /// `width`.
    package var width: CGFloat = 0
    /// `accessibilityLabel`.
    package var accessibilityLabel: String? {
        didSet { writes.append("accessibilityLabel") }
    }
    /// `action` (a selector name).
    package var action: String?
    /// The actions sent to the target (`UIApplication.sendAction(_:to:from:for:)` with the item
    /// as sender), by selector name, in order.
    package var sentActions: [String] = []
    /// `primaryAction`.
    package var primaryAction: ActionModel?
    /// `menu`.
    package var menu: ActionModel?
    /// The system item's raw value, when made as one.
    package let systemItemRawValue: Int?
}
