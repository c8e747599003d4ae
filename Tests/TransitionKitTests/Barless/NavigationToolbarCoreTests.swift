import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// Scenario tests of the bar-less toolbar: what a person sees after an app changes a screen's
/// navigation item, through ``NavigationToolbarCore`` and the UIKit models.
@MainActor
struct NavigationToolbarCoreTests {
    /// The `animated:` setters of `UINavigationItem` (UINavigationItem.h:99, 130-131, 143-144).
    enum AnimatedSetter: String, CaseIterable, CustomTestStringConvertible {
        case setLeftBarButton, setRightBarButton, setLeftBarButtonItems, setRightBarButtonItems
        case setHidesBackButton

        var testDescription: String { rawValue }
    }

    // MARK: Defects a device review found

    /// Items set through the `animated:` setters are mirrored. Those setters are
    /// methods, not the observed property setters, and UINavigationItem.h documents no key-value
    /// observing for any of them.
    @Test(arguments: AnimatedSetter.allCases)
    func itemsSetThroughAnimatedSettersAreMirrored(_ setter: AnimatedSetter) {
        let scene = ToolbarScenario()
        let edit = BarButtonItemModel(title: "Edit")
        let share = BarButtonItemModel(title: "Share")
        switch setter {
        case .setLeftBarButton: scene.item.setLeftBarButton(edit, animated: true)
        case .setRightBarButton: scene.item.setRightBarButton(edit, animated: true)
        case .setLeftBarButtonItems: scene.item.setLeftBarButtonItems([edit, share], animated: true)
        case .setRightBarButtonItems: scene.item.setRightBarButtonItems([edit, share], animated: true)
        case .setHidesBackButton: scene.item.setHidesBackButton(true, animated: true)
        }
        scene.runLoop.runTurn()
        switch setter {
        case .setLeftBarButton:
            #expect(scene.leading == ["button(Edit)"])
        case .setRightBarButton:
            #expect(scene.trailing == ["button(Edit)"])
        case .setLeftBarButtonItems:
            #expect(scene.leading == ["button(Edit)", "button(Share)"])
        case .setRightBarButtonItems:
            #expect(scene.trailing == ["button(Share)", "button(Edit)"])
        case .setHidesBackButton:
            #expect(scene.leading == [])
        }
    }

    /// n navigation-item changes in one run-loop turn cause one toolbar rebuild.
    @Test func changesInOneRunLoopTurnRebuildOnce() {
        let scene = ToolbarScenario()
        let before = scene.coordinator.rebuildCount
        let edit = BarButtonItemModel(title: "Edit")
        let share = BarButtonItemModel(title: "Share")
        scene.item.title = "Inbox"
        scene.item.rightBarButtonItems = [edit, share]
        scene.item.leftItemsSupplementBackButton = true
        scene.item.leftBarButtonItems = [BarButtonItemModel(title: "Filter")]
        scene.runLoop.runTurn()
        scene.runLoop.runTurn()
        #expect(scene.coordinator.rebuildCount - before == 1)
        #expect(scene.toolbar.titleText == "Inbox")
        #expect(scene.leading == ["back", "button(Filter)"])
        #expect(scene.trailing == ["button(Share)", "button(Edit)"])
    }

    /// A `customView` sized only by its frame (no constraints, so
    /// `translatesAutoresizingMaskIntoConstraints` is still on) keeps its width in the toolbar's
    /// row, as it does in a navigation bar.
    @Test func frameOnlyCustomViewKeepsItsWidth() {
        let scene = ToolbarScenario()
        let segments = ToolbarItemViewModel("segments", frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        scene.item.rightBarButtonItem = BarButtonItemModel(customView: segments)
        scene.runLoop.runTurn()
        #expect(scene.trailing == ["segments"])
        #expect(segments.autoLayoutSize == CGSize(width: 120, height: 30))
    }

    // MARK: Reuse

    /// A rebuild keeps the views of items that stay (a button under the finger keeps its touch),
    /// updates them in place, makes views for new items and takes removed ones off screen.
    @Test func unchangedItemsKeepTheirViewsAndChangeInPlace() throws {
        let scene = ToolbarScenario()
        let edit = BarButtonItemModel(title: "Edit")
        let share = BarButtonItemModel(title: "Share")
        let delete = BarButtonItemModel(title: "Delete")
        scene.item.rightBarButtonItems = [edit, share]
        scene.runLoop.runTurn()
        let editButton = try #require(scene.button(for: edit))
        let shareButton = try #require(scene.button(for: share))

        edit.title = "Done"
        scene.item.rightBarButtonItems = [edit, delete]
        scene.runLoop.runTurn()

        #expect(scene.button(for: edit) === editButton)
        #expect(editButton.title == "Done")
        #expect(scene.trailing == ["button(Delete)", "button(Edit)"])
        #expect(shareButton.superview == nil)
        #expect(scene.toolbar.strayViews.isEmpty)
        #expect(scene.toolbar.madeButtons.count == 3)
    }

    /// An item that moves from the left to the right keeps its button.
    @Test func itemMovingSidesKeepsItsView() throws {
        let scene = ToolbarScenario()
        let edit = BarButtonItemModel(title: "Edit")
        scene.item.leftItemsSupplementBackButton = true
        scene.item.leftBarButtonItems = [edit]
        scene.runLoop.runTurn()
        let button = try #require(scene.button(for: edit))
        scene.item.leftBarButtonItems = []
        scene.item.rightBarButtonItems = [edit]
        scene.runLoop.runTurn()
        #expect(scene.button(for: edit) === button)
        #expect(scene.leading == ["back"])
        #expect(scene.trailing == ["button(Edit)"])
        #expect(scene.toolbar.strayViews.isEmpty)
    }

    // MARK: Order and mirroring

    /// Left items leading to trailing after the back button; right items from the trailing edge
    /// inwards; the whole row reversed in right-to-left layouts (``BarItemLayout``).
    @Test(arguments: [TransitionLayoutDirection.leftToRight, .rightToLeft])
    func rowFollowsUIKitsOrderAndMirrors(_ direction: TransitionLayoutDirection) {
        let scene = ToolbarScenario()
        scene.toolbar.layoutDirection = direction
        scene.item.leftItemsSupplementBackButton = true
        scene.item.leftBarButtonItems = [BarButtonItemModel(title: "L0"), BarButtonItemModel(title: "L1")]
        scene.item.rightBarButtonItems = [BarButtonItemModel(title: "R0"), BarButtonItemModel(title: "R1")]
        scene.runLoop.runTurn()
        let names: [BarSlot: String] = [
            .back: "back", .left(0): "button(L0)", .left(1): "button(L1)", .title: "title",
            .right(0): "button(R0)", .right(1): "button(R1)",
        ]
        let expected = scene.coordinator.slots.map { names[$0] ?? "?" }
        #expect(scene.coordinator.slots == [.back, .left(0), .left(1), .title, .right(1), .right(0)])
        #expect(scene.toolbar.leftToRight == (direction == .rightToLeft ? expected.reversed() : expected))
    }

    // MARK: Back button

    /// UIKit's rule: shown unless the screen is the root, the item hides it, or left items
    /// replace it (without `leftItemsSupplementBackButton`).
    @Test(arguments: [
        (isRoot: true, hides: false, left: 0, supplements: false, shows: false),
        (isRoot: false, hides: false, left: 0, supplements: false, shows: true),
        (isRoot: false, hides: true, left: 0, supplements: false, shows: false),
        (isRoot: false, hides: false, left: 1, supplements: false, shows: false),
        (isRoot: false, hides: false, left: 1, supplements: true, shows: true),
        (isRoot: false, hides: true, left: 1, supplements: true, shows: false),
    ])
    func backButtonFollowsUIKitsRule(
        _ rule: (isRoot: Bool, hides: Bool, left: Int, supplements: Bool, shows: Bool)
    ) {
        let item = NavigationItemModel()
        item.hidesBackButton = rule.hides
        item.leftItemsSupplementBackButton = rule.supplements
        item.leftBarButtonItems = (0..<rule.left).map { BarButtonItemModel(title: "L\($0)") }
        let scene = ToolbarScenario(item: item, isRoot: rule.isRoot)
        #expect(scene.leading.contains("back") == rule.shows)
        #expect(scene.coordinator.slots.contains(.back) == rule.shows)
    }

    /// The screen becoming the root (the stack below it went away) hides the back button.
    @Test func becomingRootHidesTheBackButton() {
        let scene = ToolbarScenario()
        #expect(scene.leading == ["back"])
        scene.coordinator.isRoot = true
        scene.runLoop.runTurn()
        #expect(scene.leading == [])
        #expect(scene.toolbar.strayViews.isEmpty)
    }

    /// The back button reads the label it is given, else UIKit's localised "Back".
    @Test func backButtonLabelFallsBackToLocalisedBack() {
        let scene = ToolbarScenario()
        scene.toolbar.localizedStrings = ["Back": "Retour"]
        scene.coordinator.backButtonAccessibilityLabel = nil
        #expect(scene.toolbar.backButtonAccessibilityLabel == "Retour")
        scene.coordinator.backButtonAccessibilityLabel = "Recipes"
        #expect(scene.toolbar.backButtonAccessibilityLabel == "Recipes")
    }

    // MARK: Item content

    /// Items made as system items are drawn from ``BarSystemItem``: a symbol read by its name, a
    /// localised bold title for Done, spaces for the spacers.
    @Test func systemItemsAreDrawnFromTheTable() throws {
        let scene = ToolbarScenario()
        let add = BarButtonItemModel("add", systemItemRawValue: 4)
        let done = BarButtonItemModel("done", systemItemRawValue: 0)
        let flexible = BarButtonItemModel("flexible", systemItemRawValue: 5)
        let fixed = BarButtonItemModel("fixed", systemItemRawValue: 6)
        scene.toolbar.localizedStrings = ["Done": "OK"]
        scene.item.rightBarButtonItems = [add, flexible, fixed, done]
        scene.runLoop.runTurn()
        let addButton = try #require(scene.button(for: add))
        #expect(addButton.image?.name == "plus")
        #expect(addButton.image?.isSystemSymbol == true)
        #expect(addButton.accessibilityLabel == "Add")
        let doneButton = try #require(scene.button(for: done))
        #expect(doneButton.title == "OK")
        #expect(doneButton.bold == true)
        #expect(scene.trailing == ["button(done)", "fixedSpace(8.0)", "flexibleSpace", "button(add)"])
    }

    /// A plain item with an image reads its title to VoiceOver; a done-style title is bold; a
    /// disabled, tinted item carries both over.
    @Test func plainItemsCarryTheirContentAndState() throws {
        let scene = ToolbarScenario()
        let photo = BarButtonItemModel(title: "Photo", image: ImageModel("camera.custom"))
        let save = BarButtonItemModel(title: "Save")
        save.style = .done
        save.isEnabled = false
        save.tintColor = ColorModel("red")
        scene.item.rightBarButtonItems = [photo, save]
        scene.runLoop.runTurn()
        let photoButton = try #require(scene.button(for: photo))
        #expect(photoButton.image === photo.image)
        #expect(photoButton.title == nil)
        #expect(photoButton.accessibilityLabel == "Photo")
        let saveButton = try #require(scene.button(for: save))
        #expect(saveButton.title == "Save")
        #expect(saveButton.bold == true)
        #expect(saveButton.isEnabled == false)
        #expect(saveButton.tintColor === save.tintColor)
    }

    /// An item with no readable content (a plain system item) shows a placeholder, reported once.
    @Test func unreadableItemShowsAPlaceholderReportedOnce() throws {
        let scene = ToolbarScenario()
        let mystery = BarButtonItemModel("mystery")
        mystery.accessibilityLabel = "Compose"
        let reports = Diagnostics.record {
            scene.item.rightBarButtonItems = [mystery]
            scene.runLoop.runTurn()
            mystery.isEnabled = false
            scene.runLoop.runTurn()
        }
        let button = try #require(scene.button(for: mystery))
        #expect(button.image?.name == "square.dashed")
        #expect(button.accessibilityLabel == "Compose")
        #expect(reports.map(\.level) == [.debug])
        #expect(reports.first?.category == "barless")
    }

    /// An item with only a menu shows it on tap; one with an action keeps the tap for the action.
    @Test func menuOnlyItemShowsItsMenuOnTap() throws {
        let scene = ToolbarScenario()
        let sort = BarButtonItemModel(title: "Sort")
        sort.menu = ActionModel("Sort by")
        let more = BarButtonItemModel(title: "More")
        more.menu = ActionModel("More")
        more.action = "more:"
        scene.item.rightBarButtonItems = [sort, more]
        scene.runLoop.runTurn()
        #expect(try #require(scene.button(for: sort)).showsMenuAsPrimaryAction)
        #expect(try #require(scene.button(for: more)).showsMenuAsPrimaryAction == false)
    }

    // MARK: Title

    /// The title view replaces the label while set; removing it brings the label back.
    @Test func titleViewReplacesTheLabel() {
        let scene = ToolbarScenario()
        scene.item.title = "Inbox"
        let picker = ToolbarItemViewModel("picker", intrinsicContentSize: CGSize(width: 160, height: 32))
        scene.item.titleView = picker
        scene.runLoop.runTurn()
        #expect(scene.toolbar.titleText == "Inbox")
        #expect(scene.toolbar.isTitleLabelHidden)
        #expect(picker.superview === scene.toolbar.titleArea)
        scene.item.titleView = nil
        scene.runLoop.runTurn()
        #expect(scene.toolbar.isTitleLabelHidden == false)
        #expect(picker.superview == nil)
    }

    // MARK: When the toolbar reads

    /// A turn without changes costs a comparison, not a rebuild.
    @Test func turnsWithoutChangesDoNotRebuild() {
        let scene = ToolbarScenario()
        let before = scene.coordinator.rebuildCount
        for _ in 0..<10 { scene.runLoop.runTurn() }
        #expect(scene.coordinator.rebuildCount == before)
        #expect(scene.toolbar.leadingStack.editCount + scene.toolbar.trailingStack.editCount == 1)
    }

    /// A toolbar out of a window reads nothing and holds no run-loop observation; entering a
    /// window brings it up to date before the next turn, so it never appears stale.
    @Test func toolbarOutOfAWindowCatchesUpWhenItEnters() {
        let scene = ToolbarScenario()
        scene.coordinator.toolbarDidMoveToWindow(isInWindow: false)
        #expect(scene.runLoop.activeObservations == 0)
        scene.item.setRightBarButton(BarButtonItemModel(title: "Edit"), animated: false)
        scene.runLoop.runTurn()
        #expect(scene.trailing == [])
        scene.coordinator.toolbarDidMoveToWindow(isInWindow: true)
        #expect(scene.trailing == ["button(Edit)"])
        #expect(scene.runLoop.activeObservations == 1)
        scene.coordinator.toolbarDidMoveToWindow(isInWindow: true)
        #expect(scene.runLoop.activeObservations == 1)
    }

    /// A released toolbar leaves no observation behind on the run loop.
    @Test func releasedCoordinatorLeavesNoObservation() {
        let log = ContractLedger()
        let runLoop = RunLoopModel()
        let item = NavigationItemModel()
        let toolbar = ToolbarViewModel(log: log)
        weak var released: NavigationToolbarCore<NavigationItemModel, ToolbarViewModel>?
        do {
            let coordinator = NavigationToolbarCore(item: item, toolbar: toolbar, turns: runLoop)
            coordinator.toolbarDidMoveToWindow(isInWindow: true)
            released = coordinator
            #expect(runLoop.activeObservations == 1)
        }
        #expect(released == nil)
        #expect(runLoop.activeObservations == 0)
        runLoop.runTurn()
    }

    /// `reloadItems()` applies a change at once (one made during layout, after the turn's read).
    @Test func reloadItemsAppliesAtOnce() {
        let scene = ToolbarScenario()
        scene.item.title = "Late"
        scene.coordinator.reloadItems()
        #expect(scene.toolbar.titleText == "Late")
        let rebuilds = scene.coordinator.rebuildCount
        scene.runLoop.runTurn()
        #expect(scene.coordinator.rebuildCount == rebuilds)
    }

    /// An item whose navigation item went away keeps showing what it showed.
    @Test func releasedNavigationItemLeavesTheToolbarAsItWas() {
        let log = ContractLedger()
        let runLoop = RunLoopModel()
        let toolbar = ToolbarViewModel(log: log)
        var item: NavigationItemModel? = NavigationItemModel(title: "Inbox")
        let coordinator = NavigationToolbarCore(item: item!, toolbar: toolbar, turns: runLoop)
        coordinator.toolbarDidMoveToWindow(isInWindow: true)
        item = nil
        runLoop.runTurn()
        #expect(coordinator.item == nil)
        #expect(toolbar.titleText == "Inbox")
    }

    // MARK: Frame-sized views

    /// A custom view laid out by its own constraints is left to them; one with an intrinsic size
    /// and no frame (a button made in code) keeps its intrinsic size.
    @Test func customViewsWithConstraintsOrIntrinsicSizeAreNotPinned() {
        let scene = ToolbarScenario()
        let constrained = ToolbarItemViewModel(
            "constrained", frame: CGRect(x: 0, y: 0, width: 80, height: 20))
        constrained.translatesAutoresizingMaskIntoConstraints = false
        let intrinsic = ToolbarItemViewModel("intrinsic", intrinsicContentSize: CGSize(width: 60, height: 30))
        scene.item.rightBarButtonItems = [
            BarButtonItemModel(customView: constrained), BarButtonItemModel(customView: intrinsic),
        ]
        scene.runLoop.runTurn()
        #expect(constrained.pinnedWidth == nil)
        #expect(intrinsic.pinnedWidth == nil)
        #expect(intrinsic.autoLayoutSize == CGSize(width: 60, height: 30))
    }

    /// A title view sized only by its frame keeps its size, at a priority the title area's bounds
    /// beat ("may be sized horizontally", UINavigationItem.h).
    @Test func frameOnlyTitleViewKeepsItsSize() {
        let scene = ToolbarScenario()
        let badge = ToolbarItemViewModel("badge", frame: CGRect(x: 0, y: 0, width: 180, height: 28))
        scene.item.titleView = badge
        scene.runLoop.runTurn()
        #expect(badge.pinnedWidth?.constant == 180)
        #expect(badge.pinnedWidth?.priority == 750)
        #expect(badge.autoLayoutSize == CGSize(width: 180, height: 28))
    }
}
