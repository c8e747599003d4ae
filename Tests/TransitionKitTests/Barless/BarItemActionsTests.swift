import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// A bar-less toolbar button performs what UIKit's bars perform: an item's `primaryAction` when it
/// has one, its target–action otherwise ("When primaryAction is non-nil, the target & action
/// properties are ignored", `UIBarButtonItem.h:104`).
@MainActor
struct BarItemActionsTests {
    nonisolated static let table: [(Bool, Bool, BarItemActions)] = [
        (true, true, .primaryAction),
        (true, false, .primaryAction),
        (false, true, .targetAction),
        (false, false, []),
    ]

    @Test(arguments: table)
    func aTapPerformsThePrimaryActionElseTheTargetAction(
        hasPrimaryAction: Bool, hasTargetAction: Bool, expected: BarItemActions
    ) {
        #expect(
            BarItemActions(hasPrimaryAction: hasPrimaryAction, hasTargetAction: hasTargetAction) == expected)
    }

    @Test func wiredGivesTheValueOnlyForAPerformedAction() {
        let actions = BarItemActions.primaryAction
        #expect(actions.wired(.primaryAction, "primary") == "primary")
        #expect(actions.wired(.targetAction, "save:") == nil)
        #expect(actions.wired(.primaryAction, String?.none) == nil)
    }

    /// An item set up in a storyboard (target–action) that later got a `primaryAction` fires
    /// once, its primary action, as in a `UINavigationBar`.
    @Test func anItemWithBothActionsFiresOnce() throws {
        let scene = ToolbarScenario()
        let primaryRuns = RunCount()
        let save = BarButtonItemModel(title: "Save")
        save.action = "save:"
        save.primaryAction = ActionModel("Save") { primaryRuns.count += 1 }
        scene.item.rightBarButtonItems = [save]
        scene.runLoop.runTurn()
        try #require(scene.button(for: save)).tap()
        #expect(primaryRuns.count == 1)
        #expect(save.sentActions == [], "UIKit ignores the target–action of an item with a primaryAction")
        #expect(scene.log.violations.isEmpty, "\(scene.log)")
    }

    @Test func anItemWithOnlyATargetActionSendsIt() throws {
        let scene = ToolbarScenario()
        let edit = BarButtonItemModel(title: "Edit")
        edit.action = "edit:"
        scene.item.rightBarButtonItems = [edit]
        scene.runLoop.runTurn()
        try #require(scene.button(for: edit)).tap()
        #expect(edit.sentActions == ["edit:"])
    }
}

/// How many times an action ran.
@MainActor
private final class RunCount {
    var count = 0
}
