#if canImport(UIKit)
    import UIKit

    /// A system bar button item that the bar-less toolbar can draw.
    ///
    /// UIKit offers no public way to read which system item a `UIBarButtonItem` was made with, so
    /// an item made with `UIBarButtonItem(barButtonSystemItem:target:action:)` reaches the
    /// toolbar without an image or title. Make system items through this subclass instead: it
    /// behaves exactly like the UIKit item in a real navigation bar, and it remembers its system
    /// item, which the toolbar draws from the neutral `BarSystemItem` table (an SF Symbol or a
    /// title localised from UIKit's bundle).
    ///
    /// ```swift
    /// navigationItem.rightBarButtonItem = SystemBarButtonItem(
    ///     systemItem: .add, target: self, action: #selector(add))
    /// ```
    ///
    /// A plain system `UIBarButtonItem` still shows: as a dashed square with its
    /// `accessibilityLabel` (logged once per item kind in debug), since its glyph cannot be read.
    @MainActor
    public final class SystemBarButtonItem: UIBarButtonItem {
        /// The system item this item was made with, or `nil` when made another way.
        private(set) var systemItem: UIBarButtonItem.SystemItem?

        /// Creates an item; prefer ``init(systemItem:target:action:)``.
        public override init() {
            super.init()
        }

        /// Creates an item from an archive.
        ///
        /// - Parameter coder: The archive.
        public required init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        /// Creates a system item the toolbar can draw.
        ///
        /// - Parameters:
        ///   - systemItem: The system item.
        ///   - target: The action's target, or `nil` for the responder chain.
        ///   - action: The action, or `nil`.
        public convenience init(systemItem: UIBarButtonItem.SystemItem, target: AnyObject?, action: Selector?)
        {
            self.init(barButtonSystemItem: systemItem, target: target, action: action)
            self.systemItem = systemItem
        }

        /// The neutral system item, for drawing.
        var barSystemItem: BarSystemItem? {
            systemItem.flatMap(BarSystemItem.init)
        }
    }

    extension BarSystemItem {
        /// `nil` for a system item added after iOS 16.
        init?(_ systemItem: UIBarButtonItem.SystemItem) {
            self.init(systemItemRawValue: systemItem.rawValue)
        }
    }
#endif
