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
