import Testing

@testable import TransitionKit
@testable import TransitionKitCore

/// The rules that find a presentation's screens through containers, and the style rule.
@Suite struct PresentationScreensTests {
    final class Node {
        let name: String
        var container: ScreenContainer<Node> = .screen
        init(_ name: String) { self.name = name }
    }

    @Test func thePresentingSideIsWalkedThroughNestedContainers() {
        let grid = Node("grid")
        let stack = Node("stack")
        stack.container = .stack(top: grid)
        let split = Node("split")
        split.container = .split(children: [Node("primary"), stack], isCollapsed: false)
        let tabs = Node("tabs")
        tabs.container = .tabs(selected: split)
        #expect(PresentationScreens.presenting(from: tabs) { $0.container }.name == "grid")
    }

    @Test func anEmptyContainerIsTheScreen() {
        let tabs = Node("tabs")
        tabs.container = .tabs(selected: nil)
        let split = Node("split")
        split.container = .split(children: [], isCollapsed: true)
        let stack = Node("stack")
        stack.container = .stack(top: nil)
        for node in [tabs, split, stack] {
            #expect(PresentationScreens.presenting(from: node) { $0.container } === node)
        }
    }

    @Test func aContainerAnsweringItselfOrACycleStops() {
        let selfish = Node("selfish")
        selfish.container = .tabs(selected: selfish)
        #expect(PresentationScreens.presenting(from: selfish) { $0.container } === selfish)
        let a = Node("a")
        let b = Node("b")
        a.container = .stack(top: b)
        b.container = .stack(top: a)
        let reached = PresentationScreens.presenting(from: a) { $0.container }
        #expect(reached === a, "16 levels, even: back at the start")
    }

    @Test func thePresentedSideUnwrapsOneNavigationController() {
        let detail = Node("detail")
        let inner = Node("inner")
        inner.container = .stack(top: detail)
        let outer = Node("outer")
        outer.container = .stack(top: inner)
        #expect(PresentationScreens.presented(inner) { $0.container } === detail)
        #expect(PresentationScreens.presented(outer) { $0.container } === inner, "one level only")
        let tabs = Node("tabs")
        tabs.container = .tabs(selected: detail)
        #expect(PresentationScreens.presented(tabs) { $0.container } === tabs)
    }

    /// A sheet stays the app's sheet (UIKit's sheet presentation controller); anything else the
    /// library plays is presented `.custom` (its presentation controller answers VoiceOver's
    /// escape), removing the presenter's view for `.fullScreen` only; UIKit keeps the app's style.
    @Test(arguments: PresentationStyle.allCases)
    func theStyleRule(requested: PresentationStyle) {
        let isSheet = [PresentationStyle.pageSheet, .formSheet, .automatic].contains(requested)
        #expect(PresentationStyleRule.keepsSheet(requested) == isSheet)
        for player in [TransitionDecision.Player.library, .custom] {
            #expect(
                PresentationStyleRule.decide(requested: requested, player: player)
                    == .init(
                        style: isSheet ? requested : .custom, removesPresentersView: requested == .fullScreen)
            )
        }
        #expect(
            PresentationStyleRule.decide(requested: requested, player: .system)
                == .init(style: requested, removesPresentersView: requested == .fullScreen))
        #expect(
            PresentationStyleRule.capturesStatusBar(style: requested) == (requested == .custom))
    }
}
