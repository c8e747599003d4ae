import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// Scenario tests of a toolbar container: where its toolbar goes, how far the screen is inset,
/// what height the environment gives, and what the Back button pops.
@MainActor
struct ToolbarContainerCoreTests {
    /// Where a navigation controller is shown, as UIKit reports it.
    struct Place: Sendable, CustomTestStringConvertible {
        var idiom: Int
        var verticalSizeClass: Int
        var presentationStyle: Int?
        var customHeight: CGFloat?
        var height: CGFloat
        var testDescription: String {
            "idiom \(idiom), size class \(verticalSizeClass), style \(presentationStyle.map(String.init) ?? "none"), custom \(customHeight.map { "\($0)" } ?? "none")"
        }
    }

    /// The container of a screen in a navigation controller, presented with `style` (or not).
    static func environment(of place: Place) -> ToolbarEnvironment {
        let root = PresentationChainModel()
        let navigation = PresentationChainModel()
        let container = PresentationChainModel()
        navigation.addChild(container)
        if let style = place.presentationStyle { root.present(navigation, style: style) }
        return ToolbarEnvironment(
            traits: TraitCollectionModel(idiom: place.idiom, verticalSizeClass: place.verticalSizeClass),
            presentation: .of(container), customHeight: place.customHeight)
    }

    /// 44 pt on iPhone, 50 on iPad, 56 in an iPhone page or form sheet (or `.automatic`, a page
    /// sheet for a navigation controller), 32 in compact height (winning over the sheet), or the
    /// screen's own — and the toolbar frame and the screen's inset follow.
    @Test(arguments: [
        Place(idiom: 0, verticalSizeClass: 2, presentationStyle: nil, height: 44),
        Place(idiom: 0, verticalSizeClass: 2, presentationStyle: 0, height: 44),
        Place(idiom: 0, verticalSizeClass: 2, presentationStyle: 5, height: 44),
        Place(idiom: 1, verticalSizeClass: 2, presentationStyle: nil, height: 50),
        Place(idiom: 1, verticalSizeClass: 2, presentationStyle: 2, height: 50),
        Place(idiom: 0, verticalSizeClass: 2, presentationStyle: 1, height: 56),
        Place(idiom: 0, verticalSizeClass: 2, presentationStyle: 2, height: 56),
        Place(idiom: 0, verticalSizeClass: 2, presentationStyle: -2, height: 56),
        Place(idiom: 0, verticalSizeClass: 1, presentationStyle: 1, height: 32),
        Place(idiom: 0, verticalSizeClass: 1, presentationStyle: nil, height: 32),
        Place(idiom: 5, verticalSizeClass: 0, presentationStyle: nil, height: 44),
        Place(idiom: 0, verticalSizeClass: 2, presentationStyle: 1, customHeight: 72, height: 72),
        Place(idiom: 1, verticalSizeClass: 1, presentationStyle: nil, customHeight: -5, height: 0),
    ])
    func heightsFollowTheEnvironment(_ place: Place) {
        let log = ContractLedger()
        let height = Self.environment(of: place).height
        #expect(height == place.height)
        let container = ToolbarContainerModel(
            bounds: CGRect(x: 0, y: 0, width: 390, height: 844),
            ancestorsSafeArea: Insets(top: 47, bottom: 34),
            toolbarHeight: height, log: log)
        ToolbarContainerCore().layoutIfNeeded(container)
        #expect(container.toolbarFrame == CGRect(x: 0, y: 47, width: 390, height: place.height))
        #expect(container.backgroundExtensionAbove == 47)
        #expect(container.additionalSafeAreaTop == place.height)
        #expect(container.viewSafeAreaInsets.top == 47 + Double(place.height))
    }

    /// The container's own inset is in the safe area it reads back: the next pass subtracts it,
    /// finds the same inputs and leaves the toolbar (and an animation running on it) alone.
    @Test func layoutIsStableUnderItsOwnInset() {
        let log = ContractLedger()
        let container = ToolbarContainerModel(
            bounds: CGRect(x: 0, y: 0, width: 390, height: 844), ancestorsSafeArea: Insets(top: 47),
            toolbarHeight: 44, log: log)
        let coordinator = ToolbarContainerCore()
        for _ in 0..<5 { coordinator.layoutIfNeeded(container) }
        #expect(container.placements == 1)
        #expect(container.insetWrites == 1)
        #expect(coordinator.placementCount == 1)
    }

    /// Rotation (new bounds and safe area), a new height (compact) and an explicit invalidation
    /// each place the toolbar again; the inset is written only when it changes.
    @Test func newInputsPlaceTheToolbarAgain() {
        let log = ContractLedger()
        let container = ToolbarContainerModel(
            bounds: CGRect(x: 0, y: 0, width: 390, height: 844), ancestorsSafeArea: Insets(top: 47),
            toolbarHeight: 44, log: log)
        let coordinator = ToolbarContainerCore()
        coordinator.layoutIfNeeded(container)

        container.viewBounds = CGRect(x: 0, y: 0, width: 844, height: 390)
        container.ancestorsSafeArea = Insets(top: 0, left: 47, right: 47)
        container.toolbarHeight = 32
        coordinator.layoutIfNeeded(container)
        #expect(container.toolbarFrame == CGRect(x: 0, y: 0, width: 844, height: 32))
        #expect(container.additionalSafeAreaTop == 32)
        #expect(container.placements == 2)

        coordinator.invalidateLayout()
        coordinator.layoutIfNeeded(container)
        #expect(container.placements == 3)
        #expect(container.insetWrites == 2)
    }

    /// A safe area UIKit has not updated yet for a new toolbar height never yields a negative top.
    @Test func staleSafeAreaNeverPlacesTheToolbarAboveTheView() {
        let log = ContractLedger()
        let container = ToolbarContainerModel(
            bounds: CGRect(x: 0, y: 0, width: 390, height: 844), ancestorsSafeArea: Insets(top: 0),
            toolbarHeight: 56, log: log)
        container.additionalSafeAreaTop = 80
        container.ancestorsSafeArea = Insets(top: -30)
        ToolbarContainerCore().layoutIfNeeded(container)
        #expect(container.toolbarFrame?.minY == 0)
        #expect(container.additionalSafeAreaTop == 56)
    }

    // MARK: Back

    /// The root has no back button; a pushed screen reads the screen below: its back bar button
    /// item's title, else its `backButtonTitle`, else its title; under `.generic` only the back
    /// bar button item's title.
    @Test func backButtonStateComesFromTheScreenBelow() {
        let log = ContractLedger()
        let below = NavigationItemModel(title: "Recipes")
        let root = StackEntryModel("root", item: below)
        let top = StackEntryModel("top")
        let stack = NavigationStackModel([root, top], log: log)
        #expect(
            BackButtonState(of: root, in: stack) == BackButtonState(isRoot: true, accessibilityLabel: nil))
        #expect(
            BackButtonState(of: top, in: stack)
                == BackButtonState(isRoot: false, accessibilityLabel: "Recipes"))
        below.backButtonTitle = "All"
        #expect(BackButtonState(of: top, in: stack).accessibilityLabel == "All")
        below.backButtonDisplayMode = .generic
        #expect(BackButtonState(of: top, in: stack).accessibilityLabel == nil)
        below.backBarButtonItem = BarButtonItemModel(title: "List")
        #expect(BackButtonState(of: top, in: stack).accessibilityLabel == "List")
        below.backButtonDisplayMode = .minimal
        below.backBarButtonItem = nil
        #expect(BackButtonState(of: top, in: stack).accessibilityLabel == "All")
    }

    /// A container in no stack, or not in its stack any more, is a root.
    @Test func containerOutsideAStackIsARoot() {
        let log = ContractLedger()
        let stranger = StackEntryModel("stranger")
        let stack = NavigationStackModel([StackEntryModel("root")], log: log)
        #expect(BackButtonState(of: stranger, in: stack).isRoot)
        let none: NavigationStackModel? = nil
        #expect(BackButtonState(of: stranger, in: none).isRoot)
    }

    /// Back pops to the entry below, animated; a second tap while it pops does nothing (the stack
    /// no longer holds the container), and UIKit is never asked to pop to a screen it lacks.
    @Test func backPopsToTheEntryBelowOnce() {
        let log = ContractLedger()
        let grid = StackEntryModel("grid")
        let detail = StackEntryModel("detail")
        let photo = StackEntryModel("photo")
        let stack = NavigationStackModel([grid, detail, photo], log: log)
        let coordinator = ToolbarContainerCore()
        coordinator.goBack(from: photo, in: stack)
        coordinator.goBack(from: photo, in: stack)
        #expect(stack.pops.map(\.target) == ["detail"])
        #expect(stack.pops.map(\.animated) == [true])
        #expect(stack.viewControllers.map(\.name) == ["grid", "detail"])
        coordinator.goBack(from: grid, in: stack)
        let none: NavigationStackModel? = nil
        coordinator.goBack(from: grid, in: none)
        #expect(stack.pops.count == 1)
    }
}
