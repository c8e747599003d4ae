import Foundation
import Testing

@testable import TransitionKit
@testable import TransitionKitCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Identifier matching on synthetic trees: every rule of ``MatchedViews`` and every Bad-input
/// case that matching decides.
struct MatchedViewsTests {
    typealias Node = ViewTreeSnapshot.Node
    static let container = CGRect(x: 0, y: 0, width: 390, height: 844)
    static let root = Node(frame: container)

    static func match(_ leaving: [Node], _ arriving: [Node]) -> MatchedViews {
        MatchedViews(
            leaving: ViewTreeSnapshot(nodes: [root] + leaving),
            arriving: ViewTreeSnapshot(nodes: [root] + arriving),
            containerBounds: container)
    }

    @Test func viewsWithTheSameIdentifierArePairedWithTheirMeasuredLook() {
        let cell = Node(frame: CGRect(x: 10, y: 100, width: 120, height: 120), alpha: 0.5, parent: 0)
        let image = Node(
            identifier: "photo-7", frame: CGRect(x: 12, y: 102, width: 116, height: 90), alpha: 0.8,
            cornerRadius: 8, parent: 1)
        let caption = Node(
            identifier: "caption-7", frame: CGRect(x: 12, y: 196, width: 116, height: 20), parent: 1)
        let pagerImage = Node(
            identifier: "photo-7", frame: CGRect(x: 0, y: 200, width: 390, height: 300), parent: 0)
        let pagerCaption = Node(
            identifier: "caption-7", frame: CGRect(x: 16, y: 520, width: 358, height: 24), parent: 0)
        let matched = Self.match([cell, image, caption], [pagerCaption, pagerImage])
        #expect(matched.pairs.map(\.identifier) == ["photo-7", "caption-7"])
        #expect(
            matched.pairs[0]
                == MatchedViews.Pair(
                    identifier: "photo-7",
                    leaving: .init(node: 2, frame: image.frame, alpha: 0.4, cornerRadius: 8),
                    arriving: .init(node: 2, frame: pagerImage.frame)))
        #expect(matched.pairs[1].leaving == .init(node: 3, frame: caption.frame, alpha: 0.5))
        #expect(matched.pairs[1].arriving == .init(node: 1, frame: pagerCaption.frame))
    }

    @Test func anIdentifierInOneScreenOnlyIsNotMatchedAndReportsNothing() {
        let reports = Diagnostics.record {
            let matched = Self.match(
                [Node(identifier: "a", frame: CGRect(x: 0, y: 0, width: 10, height: 10), parent: 0)],
                [Node(identifier: "b", frame: CGRect(x: 0, y: 0, width: 10, height: 10), parent: 0)])
            #expect(matched.pairs.isEmpty)
        }
        #expect(reports.isEmpty)
    }

    @Test func hiddenTransparentZeroSizeAndOffScreenViewsAreNotMatched() {
        let frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let leaving = [
            Node(identifier: "hidden", frame: frame, isHidden: true, parent: 0),
            Node(frame: frame, isHidden: true, parent: 0),
            Node(identifier: "inHiddenParent", frame: frame, parent: 2),
            Node(identifier: "transparent", frame: frame, alpha: 0, parent: 0),
            Node(frame: frame, alpha: 0, parent: 0),
            Node(identifier: "inTransparentParent", frame: frame, parent: 5),
            Node(identifier: "zeroSize", frame: CGRect(x: 5, y: 5, width: 0, height: 10), parent: 0),
            Node(identifier: "offScreen", frame: CGRect(x: 400, y: 0, width: 10, height: 10), parent: 0),
            Node(identifier: "NaNAlpha", frame: frame, alpha: .nan, parent: 0),
            Node(identifier: "visible", frame: frame, parent: 0),
        ]
        let identifiers = leaving.compactMap(\.identifier)
        let arriving = identifiers.map { Node(identifier: $0, frame: frame, parent: 0) }
        let reports = Diagnostics.record {
            #expect(Self.match(leaving, arriving).pairs.map(\.identifier) == ["visible"])
            // Either side decides: the same views on the arriving side are skipped alike.
            #expect(Self.match(arriving, leaving).pairs.map(\.identifier) == ["visible"])
        }
        #expect(reports.isEmpty)
    }

    @Test func aNegativeSizeFrameIsNormalized() {
        let frame = CGRect(x: 110, y: 120, width: -100, height: -20)
        let matched = Self.match(
            [Node(identifier: "a", frame: frame, parent: 0)],
            [Node(identifier: "a", frame: Self.container, parent: 0)])
        #expect(matched.pairs.first?.leaving.frame == CGRect(x: 10, y: 100, width: 100, height: 20))
    }

    @Test func nonFiniteFramesAreNotMatchedWithADebugDiagnostic() {
        let reports = Diagnostics.record {
            let matched = Self.match(
                [
                    Node(
                        identifier: "nan", frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
                        parent: 0),
                    Node(
                        identifier: "inf", frame: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10),
                        parent: 0),
                ],
                [
                    Node(identifier: "nan", frame: CGRect(x: 0, y: 0, width: 10, height: 10), parent: 0),
                    Node(identifier: "inf", frame: CGRect(x: 0, y: 0, width: 10, height: 10), parent: 0),
                ])
            #expect(matched.pairs.isEmpty)
        }
        #expect(reports.count == 2)
        #expect(reports.allSatisfy { $0.level == Diagnostic.Level.debug && $0.category == "matching" })
        #expect(reports.first?.message.contains("\"nan\"") == true)
    }

    @Test func theSameIdentifierTwiceInOneScreenMatchesTheFirstInDepthFirstOrder() {
        let first = CGRect(x: 0, y: 0, width: 10, height: 10)
        let second = CGRect(x: 20, y: 0, width: 10, height: 10)
        let reports = Diagnostics.record {
            let matched = Self.match(
                [
                    Node(frame: Self.container, parent: 0),
                    Node(identifier: "a", frame: first, parent: 1),
                    Node(identifier: "a", frame: second, parent: 0),
                ],
                [Node(identifier: "a", frame: Self.container, parent: 0)])
            #expect(matched.pairs.map(\.leaving.frame) == [first])
        }
        #expect(reports.count == 1)
        #expect(reports.first?.level == .debug)
        #expect(reports.first?.message.contains("several visible views") == true)
        // A hidden duplicate is no duplicate: nothing to report.
        let quiet = Diagnostics.record {
            _ = Self.match(
                [
                    Node(identifier: "a", frame: first, isHidden: true, parent: 0),
                    Node(identifier: "a", frame: second, parent: 0),
                ],
                [Node(identifier: "a", frame: Self.container, parent: 0)])
        }
        #expect(quiet.isEmpty)
    }

    @Test func aMatchedViewInsideAnotherMatchedViewIsDroppedInEitherScreen() {
        let outer = CGRect(x: 0, y: 0, width: 200, height: 200)
        let inner = CGRect(x: 10, y: 10, width: 20, height: 20)
        let nested = [
            Node(identifier: "card", frame: outer, parent: 0),
            Node(identifier: "title", frame: inner, parent: 1),
            Node(identifier: "other", frame: inner, parent: 0),
        ]
        let flat = [
            Node(identifier: "title", frame: inner, parent: 0),
            Node(identifier: "card", frame: outer, parent: 0),
            Node(identifier: "other", frame: outer, parent: 0),
        ]
        let reports = Diagnostics.record {
            #expect(Self.match(nested, flat).pairs.map(\.identifier) == ["card", "other"])
            #expect(Self.match(flat, nested).pairs.map(\.identifier) == ["card", "other"])
        }
        #expect(reports.count == 2)
        #expect(reports.allSatisfy { $0.level == Diagnostic.Level.debug && $0.message.contains("\"title\"") })
        // Inside an identified view that is not matched, a matched view moves on its own.
        let unmatchedOuter = [Node(identifier: "lonely", frame: outer, parent: 0)] + [nested[1]]
        #expect(Self.match(unmatchedOuter, flat).pairs.map(\.identifier) == ["title"])
    }

    @Test func aViewOutsideBothScreensIsNeverSeen() {
        // Such a view is in neither tree: only the two screens' trees are searched.
        let frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let elsewhere = ViewTreeSnapshot(nodes: [Self.root, Node(identifier: "a", frame: frame, parent: 0)])
        let matched = MatchedViews(
            leaving: elsewhere, arriving: ViewTreeSnapshot(nodes: [Self.root]),
            containerBounds: Self.container)
        #expect(matched.pairs.isEmpty)
    }

    @Test func aBadParentIndexMakesARootAndEmptyTreesMatchNothing() {
        let frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let tree = ViewTreeSnapshot(nodes: [
            Node(frame: frame, isHidden: true),
            Node(identifier: "self", frame: frame, parent: 1),
            Node(identifier: "later", frame: frame, parent: 5),
            Node(identifier: "negative", frame: frame, parent: -1),
        ])
        let mirror = ViewTreeSnapshot(
            nodes: ["self", "later", "negative"].map { Node(identifier: $0, frame: frame) })
        let matched = MatchedViews(leaving: tree, arriving: mirror, containerBounds: Self.container)
        #expect(matched.pairs.map(\.identifier) == ["self", "later", "negative"])
        #expect(
            MatchedViews(leaving: .empty, arriving: .empty, containerBounds: Self.container) == .empty)
    }

    @Test func anUnusableContainerSkipsOnlyTheOnScreenTest() {
        let frame = CGRect(x: 1000, y: 0, width: 10, height: 10)
        let tree = ViewTreeSnapshot(nodes: [Node(identifier: "a", frame: frame)])
        let matched = MatchedViews(
            leaving: tree, arriving: tree, containerBounds: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))
        #expect(matched.pairs.count == 1)
    }

    @Test func aThousandIdentifiersAreAllMatchedInOrder() {
        let leaving = SyntheticTrees.screen(views: 2_000, identifiers: 1_000, seed: 1)
        let arriving = SyntheticTrees.screen(views: 1_500, identifiers: 1_000, seed: 2)
        let matched = MatchedViews(
            leaving: leaving, arriving: arriving, containerBounds: SyntheticTrees.container)
        #expect(matched.pairs.count == 1_000)
        let order = leaving.nodes.compactMap(\.identifier)
        #expect(matched.pairs.map(\.identifier) == order)
    }

    @Test func theBenchmarkScreenMatchesItsTwentyIdentifiers() {
        let leaving = SyntheticTrees.screen(views: 1_000, identifiers: 20, seed: 1)
        let arriving = SyntheticTrees.screen(views: 1_000, identifiers: 20, seed: 2)
        #expect(leaving.nodes.count == 1_000)
        let matched = MatchedViews(
            leaving: leaving, arriving: arriving, containerBounds: SyntheticTrees.container)
        #expect(matched.pairs.count == 20)
    }
}
