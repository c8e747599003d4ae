import Foundation
import Testing

@testable import TransitionKit
@testable import TransitionKitCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// SwiftUI identifiers: which identifier resolves to which view, through the one string
/// `.transitionID(_:)` and `TransitionStyle.zoom(id:)` both make, matched by the Matching rules.
struct TransitionIdentifierTests {
    typealias Node = ViewTreeSnapshot.Node
    enum Route: Hashable, Sendable { case poster(Int) }
    static let container = CGRect(x: 0, y: 0, width: 390, height: 844)
    static let root = Node(frame: container)

    static func match(_ leaving: [Node], _ arriving: [Node]) -> MatchedViews {
        MatchedViews(
            leaving: ViewTreeSnapshot(nodes: [root] + leaving),
            arriving: ViewTreeSnapshot(nodes: [root] + arriving),
            containerBounds: container)
    }

    @Test func aStringStaysItselfSoSwiftUIAndUIKitShareOneWord() {
        #expect(TransitionIdentifier.key("photo-7") == "photo-7")
        #expect(TransitionStyle.zoom(id: "photo-7").matching == .zoom("photo-7"))
    }

    @Test func otherValuesCarryTheirTypeSoEqualDescriptionsOfTwoTypesStayApart() {
        #expect(TransitionIdentifier.key(7) == "Swift.Int(7)")
        #expect(TransitionIdentifier.key("7") == "7")
        #expect(TransitionIdentifier.key(Int64(7)) == "Swift.Int64(7)")
        #expect(
            TransitionIdentifier.key(Route.poster(7))
                == "TransitionKitTests.TransitionIdentifierTests.Route(TransitionKitTests.TransitionIdentifierTests.Route.poster(7))"
        )
        #expect(TransitionIdentifier.key(7) == TransitionIdentifier.key(7))
        #expect(TransitionStyle.zoom(id: 7).kind == .zoom)
        #expect(TransitionStyle.zoom(id: 7).matching == .zoom("Swift.Int(7)"))
    }

    /// The poster marked `7` in the grid zooms into the player's view marked `7`; poster 8,
    /// marked in the grid only, rides with its screen.
    @Test func theIdentifierResolvesToTheMarkedViewOfEachScreen() {
        let key = TransitionIdentifier.key(7)
        let poster = Node(identifier: key, frame: CGRect(x: 10, y: 100, width: 120, height: 180), parent: 0)
        let other = Node(
            identifier: TransitionIdentifier.key(8), frame: CGRect(x: 140, y: 100, width: 120, height: 180),
            parent: 0)
        let player = Node(identifier: key, frame: CGRect(x: 0, y: 0, width: 390, height: 585), parent: 0)
        let matched = Self.match([poster, other], [player])
        #expect(matched.pairs.map(\.identifier) == [key])
        #expect(matched.pairs.first?.leaving.frame == CGRect(x: 10, y: 100, width: 120, height: 180))
        #expect(matched.pairs.first?.arriving.frame == CGRect(x: 0, y: 0, width: 390, height: 585))
    }

    /// A cell scrolled out of the screen (still made by a lazy grid) is not a source: no pair,
    /// so the zoom plays its cross-fade fallback. A cell the lazy grid never made is absent from
    /// the tree: the same outcome.
    @Test(arguments: [true, false])
    func aScrolledAwayOrUnmadeViewIsNoSource(made: Bool) {
        let key = TransitionIdentifier.key(7)
        let scrolledAway = Node(
            identifier: key, frame: CGRect(x: 10, y: -400, width: 120, height: 180), parent: 0)
        let player = Node(identifier: key, frame: CGRect(x: 0, y: 0, width: 390, height: 585), parent: 0)
        #expect(Self.match(made ? [scrolledAway] : [], [player]).pairs.isEmpty)
    }

    /// Two visible views marked `7` in one screen: the first in depth-first order is the source,
    /// and a debug diagnostic says so.
    @Test func ofTwoVisibleViewsWithOneIdentifierTheFirstIsMatched() {
        let key = TransitionIdentifier.key(7)
        let first = Node(identifier: key, frame: CGRect(x: 10, y: 100, width: 120, height: 180), parent: 0)
        let second = Node(identifier: key, frame: CGRect(x: 140, y: 100, width: 120, height: 180), parent: 0)
        let player = Node(identifier: key, frame: CGRect(x: 0, y: 0, width: 390, height: 585), parent: 0)
        var matched: MatchedViews?
        let reports = Diagnostics.record { matched = Self.match([first, second], [player]) }
        #expect(matched?.pairs.first?.leaving.node == 1)
        #expect(
            reports.map(\.description) == [
                "[matching] transitionID \"Swift.Int(7)\" is on several visible views of one screen; "
                    + "the first in depth-first order is matched"
            ])
    }
}
