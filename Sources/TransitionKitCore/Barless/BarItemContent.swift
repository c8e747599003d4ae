import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What the toolbar shows for one bar button item, in UIKit's order: custom view, system item, image,
/// title, else a reported placeholder (see Barless internals).
package enum BarItemContent<Item: BarButtonItemPort>: Equatable {
    /// The item's own view.
    case customView(ObjectRef<Item.CustomView>)
    /// A space taking the free width.
    case flexibleSpace
    /// A space of a fixed width, in points.
    case fixedSpace(width: CGFloat)
    /// A button the toolbar makes and keeps up to date.
    case button(BarButtonAppearance<Item>)

    /// The `UIBarButtonItem.Style` raw value of `.done` (UIBarButtonItem.h: plain, bordered, done).
    static var doneStyleRawValue: Int { 2 }
    /// The SF Symbol drawn for an item that shows nothing the toolbar can read.
    static var placeholderSymbol: String { "square.dashed" }

    @MainActor
    package init(_ item: Item) {
        if let customView = item.customView {
            self = .customView(ObjectRef(customView))
            return
        }
        let system = item.systemItemRawValue.flatMap(BarSystemItem.init(systemItemRawValue:))
        let bold = item.style.rawValue == Self.doneStyleRawValue
        var appearance = BarButtonAppearance<Item>(
            isEnabled: item.isEnabled, tintColor: item.tintColor.map(ObjectRef.init))
        switch system?.appearance {
        case .flexibleSpace:
            self = .flexibleSpace
            return
        case .fixedSpace:
            self = .fixedSpace(
                width: item.width > 0 ? item.width : CGFloat(BarSystemItem.defaultFixedSpaceWidth))
            return
        case .title(let key, let prominent):
            appearance.title = .localized(key)
            appearance.bold = bold || prominent
            appearance.accessibilityLabel = item.accessibilityLabel.map(BarText.verbatim) ?? .localized(key)
        case .symbol(let name):
            appearance.image = .symbol(name)
            appearance.accessibilityLabel =
                item.accessibilityLabel.map(BarText.verbatim)
                ?? system.map { .localized($0.accessibilityLabel) }
        case nil:
            appearance.bold = bold
            if let image = item.image {
                appearance.image = .item(ObjectRef(image))
                appearance.accessibilityLabel = (item.accessibilityLabel ?? item.title).map(BarText.verbatim)
            } else if let title = item.title {
                appearance.title = .verbatim(title)
                appearance.accessibilityLabel = item.accessibilityLabel.map(BarText.verbatim)
            } else {
                appearance.image = .symbol(Self.placeholderSymbol)
                appearance.accessibilityLabel = item.accessibilityLabel.map(BarText.verbatim)
                appearance.isPlaceholder = true
            }
        }
        self = .button(appearance)
    }

    /// Which view shows this content; a change of kind needs a new view (a button's title or
    /// state does not).
    package var kind: BarItemViewKind {
        switch self {
        case .customView(let view): return .customView(ObjectIdentifier(view.object))
        case .flexibleSpace: return .flexibleSpace
        case .fixedSpace(let width): return .fixedSpace(width: width)
        case .button: return .button
        }
    }
}

/// The kind of view that shows a bar button item (see ``BarItemContent/kind``).
package enum BarItemViewKind: Hashable {
    /// The item's custom view, by identity.
    case customView(ObjectIdentifier)
    case flexibleSpace
    /// A fixed space of this width.
    case fixedSpace(width: CGFloat)
    /// A button the toolbar made.
    case button
}

/// What a toolbar button shows: title, image, VoiceOver label and state.
package struct BarButtonAppearance<Item: BarButtonItemPort>: Equatable {
    /// The title, or `nil` (an image button).
    package var title: BarText?
    /// The image, or `nil` (a title button).
    package var image: BarButtonImage<Item.Image>?
    package var bold = false
    package var accessibilityLabel: BarText?
    /// `isEnabled`.
    package var isEnabled: Bool
    /// `tintColor`; `nil` inherits the toolbar's.
    package var tintColor: ObjectRef<Item.Color>?
    /// Whether this is the placeholder of an item that shows nothing readable.
    var isPlaceholder = false

    package init(isEnabled: Bool, tintColor: ObjectRef<Item.Color>?) {
        self.isEnabled = isEnabled
        self.tintColor = tintColor
    }
}

/// A button image: the item's own, or an SF Symbol by name.
package enum BarButtonImage<Image: AnyObject>: Equatable {
    /// The item's `image`.
    case item(ObjectRef<Image>)
    /// `UIImage(systemName:)`.
    case symbol(String)
}

/// A string as the toolbar writes it: the app's own, or a key into UIKit's strings table.
package enum BarText: Hashable, Sendable {
    /// The app's string, shown as it is.
    case verbatim(String)
    /// An English string, localized from UIKit's table when written.
    case localized(String)
}

/// A strong reference compared by identity (`===`), so values that hold UIKit objects are
/// `Equatable` and the identity cannot be reused while the value lives.
package struct ObjectRef<Object: AnyObject>: Equatable {
    package let object: Object

    package init(_ object: Object) {
        self.object = object
    }

    /// Identity.
    package static func == (lhs: ObjectRef, rhs: ObjectRef) -> Bool {
        lhs.object === rhs.object
    }
}
