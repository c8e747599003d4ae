import Testing
import UIKitModels

@testable import TransitionKit

/// Scenario tests of `.transitionToolbar(title:leading:trailing:)`: what SwiftUI updates write into
/// the screen's navigation item, and when the toolbar is told.
@MainActor
struct ToolbarItemsWriterTests {
    let factory = BarButtonItemFactoryModel()
    let item = NavigationItemModel()
    let toolbar = ToolbarReloadModel()
    let writer: ToolbarItemsWriter<BarButtonItemFactoryModel>

    init() {
        writer = ToolbarItemsWriter(factory: factory)
    }

    func button(_ title: String, symbol: String? = nil, action: @escaping @MainActor () -> Void = {})
        -> TransitionToolbarItem
    {
        TransitionToolbarItem(title, systemImage: symbol, action: action)
    }

    @Test func firstUpdateWritesTitleAndItemsInUIKitsOrder() {
        let wrote = writer.write(
            title: "Detail", leading: [button("Filter")],
            trailing: [button("Edit"), button("Share", symbol: "square.and.arrow.up")],
            into: item, toolbar: toolbar)
        #expect(wrote)
        #expect(item.title == "Detail")
        #expect(item.leftItemsSupplementBackButton)
        #expect(item.leftBarButtonItems?.map(\.title) == ["Filter"])
        // Right items run from the trailing edge inwards: the last trailing button is first.
        #expect(item.rightBarButtonItems?.map(\.accessibilityLabel) == ["Share", "Edit"])
        #expect(item.rightBarButtonItems?.first?.image?.name == "square.and.arrow.up")
        #expect(item.rightBarButtonItems?.first?.title == nil)
        #expect(toolbar.reloads == 1)
    }

    /// SwiftUI updates a view many times; an update that changes nothing writes nothing (each
    /// write would be a toolbar rebuild) and does not disturb the toolbar.
    @Test func unchangedUpdatesWriteNothing() {
        let specs = [button("Edit")]
        writer.write(title: "Detail", leading: [], trailing: specs, into: item, toolbar: toolbar)
        let itemWrites = item.writes.count
        let barItemWrites = factory.made.map(\.writes.count)
        for _ in 0..<5 {
            #expect(
                !writer.write(title: "Detail", leading: [], trailing: specs, into: item, toolbar: toolbar))
        }
        #expect(item.writes.count == itemWrites)
        #expect(factory.made.map(\.writes.count) == barItemWrites)
        #expect(toolbar.reloads == 1)
    }

    /// A side that keeps its count keeps its items: only the changed title is written, and the
    /// toolbar is told once.
    @Test func sameCountUpdatesItemsInPlace() {
        writer.write(
            title: nil, leading: [], trailing: [button("Edit"), button("Share")], into: item, toolbar: toolbar
        )
        let before = item.rightBarButtonItems ?? []
        let writesBefore = item.writes.count
        writer.write(
            title: nil, leading: [], trailing: [button("Done"), button("Share")], into: item, toolbar: toolbar
        )
        #expect((item.rightBarButtonItems ?? []).elementsEqual(before) { $0 === $1 })
        #expect(item.rightBarButtonItems?.map(\.title) == ["Share", "Done"])
        #expect(item.writes.count == writesBefore)
        #expect(factory.made.count == 2)
        #expect(toolbar.reloads == 2)
    }

    @Test func newCountMakesNewItems() {
        writer.write(title: nil, leading: [], trailing: [button("Edit")], into: item, toolbar: toolbar)
        writer.write(
            title: nil, leading: [], trailing: [button("Edit"), button("Share")], into: item, toolbar: toolbar
        )
        #expect(factory.made.count == 3)
        #expect(item.rightBarButtonItems?.map(\.title) == ["Share", "Edit"])
    }

    /// A tap runs the action of the latest update, not the one the item was made with.
    @Test func tapsRunTheLatestAction() {
        var taps: [String] = []
        writer.write(
            title: nil, leading: [button("Edit") { taps.append("old") }], trailing: [], into: item,
            toolbar: nil)
        writer.write(
            title: nil, leading: [button("Edit") { taps.append("new") }], trailing: [], into: item,
            toolbar: nil)
        item.leftBarButtonItems?.first?.primaryAction?.perform()
        #expect(taps == ["new"])
    }

    /// A tap on an item left over from an update with more buttons does nothing.
    @Test func tapOnAStaleItemDoesNothing() {
        var taps = 0
        writer.write(
            title: nil, leading: [button("A") { taps += 1 }, button("B") { taps += 1 }], trailing: [],
            into: item, toolbar: nil)
        let stale = item.leftBarButtonItems?.last
        writer.write(title: nil, leading: [button("A") { taps += 1 }], trailing: [], into: item, toolbar: nil)
        stale?.primaryAction?.perform()
        #expect(taps == 0)
    }

    @Test func unknownSymbolShowsTheTitle() {
        factory.unknownSymbols = ["no.such.symbol"]
        writer.write(
            title: nil, leading: [], trailing: [button("Sync", symbol: "no.such.symbol")], into: item,
            toolbar: nil)
        #expect(item.rightBarButtonItems?.first?.title == "Sync")
        #expect(item.rightBarButtonItems?.first?.image == nil)
    }

    /// Items the app (or UIKit) replaced in the navigation item are written back; an empty list
    /// UIKit stores as `nil` is not rewritten.
    @Test func replacedItemsAreWrittenBackAndNilCountsAsEmpty() {
        writer.write(title: nil, leading: [], trailing: [button("Edit")], into: item, toolbar: toolbar)
        item.rightBarButtonItems = [BarButtonItemModel(title: "Intruder")]
        #expect(
            writer.write(title: nil, leading: [], trailing: [button("Edit")], into: item, toolbar: toolbar))
        #expect(item.rightBarButtonItems?.map(\.title) == ["Edit"])
        item.leftBarButtonItems = nil
        #expect(
            !writer.write(title: nil, leading: [], trailing: [button("Edit")], into: item, toolbar: toolbar))
    }

    /// The writes of one update reach a real toolbar as one rebuild.
    @Test func oneUpdateIsOneToolbarRebuild() {
        let scene = ToolbarScenario(item: item)
        let before = scene.coordinator.rebuildCount
        writer.write(
            title: "Detail", leading: [button("Filter")], trailing: [button("Edit"), button("Share")],
            into: item,
            toolbar: ToolbarReloadAdapter(scene.coordinator))
        #expect(scene.coordinator.rebuildCount == before + 1)
        #expect(scene.leading == ["back", "button(item0)"])
        #expect(scene.trailing == ["button(item1)", "button(item2)"])
        scene.runLoop.runTurn()
        #expect(scene.coordinator.rebuildCount == before + 1)
    }
}

/// The coordinator as the writer's toolbar (on device `NavigationToolbar.reloadItems()`).
@MainActor
final class ToolbarReloadAdapter: ToolbarReloadPort {
    let coordinator: NavigationToolbarCoordinator<NavigationItemModel, ToolbarViewModel>
    init(_ coordinator: NavigationToolbarCoordinator<NavigationItemModel, ToolbarViewModel>) {
        self.coordinator = coordinator
    }
    func reloadItems() { coordinator.reloadItems() }
}
