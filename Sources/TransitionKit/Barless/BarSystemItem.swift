/// A system bar button item (`UIBarButtonItem.SystemItem`), and how the bar-less toolbar draws it.
///
/// UIKit draws system items itself and does not expose, through public API, which system item a
/// `UIBarButtonItem` was made with. The toolbar therefore draws them from this table: an SF
/// Symbol for pictograms, a (localised by the UIKit layer) title for text items, a space for the
/// spacers. The symbols are the ones Apple's SF Symbols catalogue pairs with each concept.
///
/// ```swift
/// BarSystemItem.add.appearance      // .symbol("plus")
/// BarSystemItem.done.appearance     // .title("Done", prominent: true)
/// ```
package enum BarSystemItem: Sendable, Hashable, CaseIterable {
    /// `.done`.
    case done
    /// `.cancel`.
    case cancel
    /// `.edit`.
    case edit
    /// `.save`.
    case save
    /// `.add`.
    case add
    /// `.flexibleSpace`.
    case flexibleSpace
    /// `.fixedSpace`.
    case fixedSpace
    /// `.compose`.
    case compose
    /// `.reply`.
    case reply
    /// `.action`.
    case action
    /// `.organize`.
    case organize
    /// `.bookmarks`.
    case bookmarks
    /// `.search`.
    case search
    /// `.refresh`.
    case refresh
    /// `.stop`.
    case stop
    /// `.camera`.
    case camera
    /// `.trash`.
    case trash
    /// `.play`.
    case play
    /// `.pause`.
    case pause
    /// `.rewind`.
    case rewind
    /// `.fastForward`.
    case fastForward
    /// `.undo`.
    case undo
    /// `.redo`.
    case redo
    /// `.pageCurl` (deprecated by UIKit; drawn as a page).
    case pageCurl
    /// `.close`.
    case close

    /// How the toolbar draws a system item.
    package enum Appearance: Sendable, Hashable {
        /// An SF Symbol, by name.
        case symbol(String)
        /// A text button; `key` is both the English title and the localisation key. `prominent`
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
    /// The system item with a `UIBarButtonItem.SystemItem` raw value, or `nil` for one this table
    /// does not know (added after iOS 16).
    ///
    /// The raw values are `UIBarButtonSystemItem`'s, in the order UIBarButtonItem.h declares them:
    /// done 0, cancel 1, edit 2, save 3, add 4, flexibleSpace 5, fixedSpace 6, compose 7, reply 8,
    /// action 9, organize 10, bookmarks 11, search 12, refresh 13, stop 14, camera 15, trash 16,
    /// play 17, pause 18, rewind 19, fastForward 20, undo 21, redo 22, pageCurl 23, close 24.
    ///
    /// ```swift
    /// BarSystemItem(systemItemRawValue: UIBarButtonItem.SystemItem.add.rawValue)  // .add
    /// ```
    ///
    /// - Parameter rawValue: `UIBarButtonItem.SystemItem.rawValue`.
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
