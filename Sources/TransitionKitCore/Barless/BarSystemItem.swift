/// A system bar button item and how the bar-less toolbar draws it: UIKit's public API does not reveal
/// which system item a `UIBarButtonItem` was made with, nor its glyph.
package enum BarSystemItem: Sendable, Hashable, CaseIterable {
    case done
    case cancel
    case edit
    case save
    case add
    case flexibleSpace
    case fixedSpace
    case compose
    case reply
    case action
    case organize
    case bookmarks
    case search
    case refresh
    case stop
    case camera
    case trash
    case play
    case pause
    case rewind
    case fastForward
    case undo
    case redo
    /// `.pageCurl` (deprecated by UIKit; drawn as a page).
    case pageCurl
    case close

    /// How the toolbar draws a system item.
    package enum Appearance: Sendable, Hashable {
        /// An SF Symbol, by name.
        case symbol(String)
        /// A text button; `key` is both the English title and the localization key. `prominent`
        /// items (Done) use a bold font, as UIKit draws them.
        case title(String, prominent: Bool)
        /// A space that takes the free width.
        case flexibleSpace
        /// A fixed space (its width comes from the item; 8 pt when unset).
        case fixedSpace
    }

    /// The width of a fixed space whose item sets no width, in points.
    static let defaultFixedSpaceWidth = 8.0

    /// How this system item is drawn.
    package var appearance: Appearance {
        switch self {
        case .done: return .title("Done", prominent: true)
        case .cancel: return .title("Cancel", prominent: false)
        case .edit: return .title("Edit", prominent: false)
        case .save: return .title("Save", prominent: true)
        case .undo: return .title("Undo", prominent: false)
        case .redo: return .title("Redo", prominent: false)
        case .flexibleSpace: return .flexibleSpace
        case .fixedSpace: return .fixedSpace
        default: return .symbol(symbolName)
        }
    }

    /// The accessibility label of a pictogram item (text items read their title).
    package var accessibilityLabel: String {
        switch self {
        case .done: return "Done"
        case .cancel: return "Cancel"
        case .edit: return "Edit"
        case .save: return "Save"
        case .add: return "Add"
        case .flexibleSpace, .fixedSpace: return ""
        case .compose: return "Compose"
        case .reply: return "Reply"
        case .action: return "Share"
        case .organize: return "Organize"
        case .bookmarks: return "Bookmarks"
        case .search: return "Search"
        case .refresh: return "Refresh"
        case .stop: return "Stop"
        case .camera: return "Camera"
        case .trash: return "Delete"
        case .play: return "Play"
        case .pause: return "Pause"
        case .rewind: return "Rewind"
        case .fastForward: return "Fast Forward"
        case .undo: return "Undo"
        case .redo: return "Redo"
        case .pageCurl: return "Page"
        case .close: return "Close"
        }
    }

    private var symbolName: String {
        switch self {
        case .add: return "plus"
        case .compose: return "square.and.pencil"
        case .reply: return "arrowshape.turn.up.left"
        case .action: return "square.and.arrow.up"
        case .organize: return "folder"
        case .bookmarks: return "book"
        case .search: return "magnifyingglass"
        case .refresh: return "arrow.clockwise"
        case .stop: return "xmark"
        case .camera: return "camera"
        case .trash: return "trash"
        case .play: return "play.fill"
        case .pause: return "pause.fill"
        case .rewind: return "backward.fill"
        case .fastForward: return "forward.fill"
        case .pageCurl: return "doc"
        case .close: return "xmark.circle.fill"
        case .done, .cancel, .edit, .save, .undo, .redo, .flexibleSpace, .fixedSpace: return ""
        }
    }
}

extension BarSystemItem {
    /// `UIBarButtonSystemItem`'s raw values, in UIBarButtonItem.h's order (done 0 … close 24); `nil` for a
    /// value added after iOS 16.
    package init?(systemItemRawValue rawValue: Int) {
        guard Self.byRawValue.indices.contains(rawValue) else { return nil }
        self = Self.byRawValue[rawValue]
    }

    /// UIBarButtonItem.h's `UIBarButtonSystemItem` cases, indexed by raw value.
    private static let byRawValue: [BarSystemItem] = [
        .done, .cancel, .edit, .save, .add, .flexibleSpace, .fixedSpace, .compose, .reply, .action,
        .organize, .bookmarks, .search, .refresh, .stop, .camera, .trash, .play, .pause, .rewind,
        .fastForward, .undo, .redo, .pageCurl, .close,
    ]
}
