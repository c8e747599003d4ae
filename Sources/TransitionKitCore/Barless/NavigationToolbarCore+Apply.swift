extension NavigationToolbarCore {
    /// Item views (kept, made or dropped), their content, both rows, then the title: a view is pinned and
    /// written before it is placed.
    func apply(_ row: ToolbarRow<Item>, to toolbar: Toolbar) {
        let entries = row.entries
        let keys = entries.map { ItemKey(item: ObjectIdentifier($0.item.object), kind: $0.content.kind) }
        let views = itemViews.values(for: keys) { index in
            Self.makeView(for: entries[index], in: toolbar)
        }
        for (view, entry) in zip(views, entries) { write(entry.content, to: view, in: toolbar) }
        func view(for slot: BarSlot) -> Toolbar.View {
            row.entryIndex(of: slot).map { views[$0].view } ?? toolbar.backButtonView
        }
        arrange(toolbar.leadingStack, row.layout.leading.map(view(for:)))
        arrange(toolbar.trailingStack, row.layout.trailing.map(view(for:)))
        showTitle(row, in: toolbar)
    }

    private static func makeView(for entry: ToolbarRow<Item>.Entry, in toolbar: Toolbar) -> ItemView {
        let item = entry.item.object
        switch entry.content {
        case .customView(let customView):
            FrameSizePin(for: customView.object, role: .barItem)?.apply(to: customView.object)
            return ItemView(view: customView.object, button: nil)
        case .flexibleSpace:
            return ItemView(view: toolbar.makeFlexibleSpace(), button: nil)
        case .fixedSpace(let width):
            return ItemView(view: toolbar.makeFixedSpace(width: width), button: nil)
        case .button:
            let showsMenu = item.menu != nil && item.action == nil && item.primaryAction == nil
            let actions = BarItemActions(
                hasPrimaryAction: item.primaryAction != nil, hasTargetAction: item.action != nil)
            let button = toolbar.makeButton(
                for: item, showsMenuAsPrimaryAction: showsMenu, performing: actions)
            return ItemView(view: button.view, button: button)
        }
    }

    /// Writes the fields of a button's appearance that differ from what it was last given.
    private func write(_ content: BarItemContent<Item.BarButtonItem>, to entry: ItemView, in toolbar: Toolbar)
    {
        guard let button = entry.button, case .button(let wanted) = content else { return }
        let old = entry.written
        if old?.image != wanted.image {
            switch wanted.image {
            case .item(let image): button.setImage(image.object)
            case .symbol(let name): button.setImage(toolbar.systemImage(named: name))
            case nil: button.setImage(nil)
            }
        }
        if old?.title != wanted.title || old?.bold != wanted.bold {
            button.setTitle(wanted.title.map { string($0, in: toolbar) })
            if wanted.title != nil {
                if wanted.bold { button.useBoldTitleFont() } else { button.useRegularTitleFont() }
            }
        }
        if old?.accessibilityLabel != wanted.accessibilityLabel {
            button.accessibilityLabel = wanted.accessibilityLabel.map { string($0, in: toolbar) }
        }
        if old?.isEnabled != wanted.isEnabled { button.isEnabled = wanted.isEnabled }
        if old?.tintColor != wanted.tintColor { button.setTintColor(wanted.tintColor?.object) }
        if wanted.isPlaceholder, old?.isPlaceholder != true {
            Diagnostics.report(
                "barless",
                "A bar button item without image, title or custom view (a plain system item?) is shown as a placeholder; use SystemBarButtonItem",
                level: .debug)
        }
        entry.written = wanted
    }

    private func string(_ text: BarText, in toolbar: Toolbar) -> String {
        switch text {
        case .verbatim(let string): return string
        case .localized(let key): return toolbar.localizedString(forKey: key)
        }
    }

    /// Turns a row's arranged views into `views`; a view taken out also leaves the screen
    /// (UIStackView.h: `removeArrangedSubview(_:)` keeps it a subview).
    private func arrange(_ stack: Toolbar.Stack, _ views: [Toolbar.View]) {
        for edit in ArrangedViewsEdit.edits(from: stack.arrangedSubviews, to: views) {
            switch edit {
            case .remove(let view):
                stack.removeArrangedSubview(view)
                view.removeFromSuperview()
            case .insert(let view, let index):
                stack.insertArrangedSubview(view, at: index)
            }
        }
    }

    private func showTitle(_ row: ToolbarRow<Item>, in toolbar: Toolbar) {
        if row.title != shown?.title || shown == nil { toolbar.setTitleText(row.title) }
        guard row.titleView != installedTitleView else { return }
        installedTitleView?.object.removeFromSuperview()
        installedTitleView = row.titleView
        guard let titleView = row.titleView?.object else {
            toolbar.setTitleLabelHidden(false)
            return
        }
        FrameSizePin(for: titleView, role: .titleView)?.apply(to: titleView)
        toolbar.setTitleLabelHidden(true)
        toolbar.installTitleView(titleView)
    }
}
