import Foundation
import Testing

@testable import TransitionKit
@testable import TransitionKitCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Matched views in the plan: `.matched`, the zoom by identifier, pops, Reduce Motion, bad input.
struct MatchedChoreographyTests {
    typealias Pair = MatchedViews.Pair
    static let gridImage = CGRect(x: 16, y: 200, width: 114, height: 114)
    static let pagerImage = CGRect(x: 0, y: 91, width: 390, height: 390)
    static let gridCaption = CGRect(x: 16, y: 318, width: 114, height: 20)
    static let pagerCaption = CGRect(x: 16, y: 500, width: 358, height: 40)

    /// The grid → pager pairs of a push, measured leaving → arriving.
    static let pushPairs = [
        Pair(
            identifier: "photo-7", leaving: .init(node: 3, frame: gridImage, cornerRadius: 12),
            arriving: .init(node: 1, frame: pagerImage)),
        Pair(
            identifier: "caption-7", leaving: .init(node: 4, frame: gridCaption, alpha: 0.5),
            arriving: .init(node: 2, frame: pagerCaption, cornerRadius: 4)),
    ]

    static func geometry(_ operation: NavigationOperation, pairs: [Pair] = pushPairs) -> TransitionGeometry {
        var geometry = Fixtures.phone(operation)
        geometry.matched = MatchedViews(pairs: operation == .push ? pairs : pairs.map(\.swapped))
        return geometry
    }

    @Test func matchedMovesEveryPairFromItsLeavingLookToItsArrivingLookOverACrossFade() throws {
        let plan = try #require(TransitionStyle.matched.plan(for: Self.geometry(.push)))
        #expect(plan.roles == [.fromView, .toView, .matched("photo-7"), .matched("caption-7")])
        #expect(Role.matched("photo-7").description == "snapshot.matched.photo-7")
        #expect(plan.element(for: .toView)?.from.alpha == 0)
        #expect(plan.duration == TransitionStyle.crossFade.duration)
        #expect(plan.timing == TransitionStyle.crossFade.timing)
        #expect(
            plan.state(of: .matched("photo-7"), at: 0) == VisualState(frame: Self.gridImage, cornerRadius: 12)
        )
        #expect(plan.state(of: .matched("photo-7"), at: 1) == VisualState(frame: Self.pagerImage))
        let image = try #require(plan.state(of: .matched("photo-7"), at: 0.5))
        #expect(image.frame == CGRect(x: 8, y: 145.5, width: 252, height: 252))
        #expect(image.cornerRadius == 6)
        #expect(image.alpha == 1)
        let caption = try #require(plan.state(of: .matched("caption-7"), at: 0.25))
        #expect(caption.frame == CGRect(x: 16, y: 363.5, width: 175, height: 25))
        #expect(caption.alpha == 0.625)
        #expect(caption.cornerRadius == 1)
    }

    @Test(arguments: [TransitionStyle.matched, .zoom(identifier: "photo-7"), .zoom(identifier: "caption-7")])
    func aPopShowsWhatItsPushShowsBackwards(style: TransitionStyle) throws {
        let push = try #require(style.plan(for: Self.geometry(.push)))
        let pop = try #require(style.plan(for: Self.geometry(.pop)))
        #expect(Set(push.roles.map(\.swappingSides)) == Set(pop.roles))
        // The flying views (the cross-fade's screens are symmetric, not reversed).
        let flying = push.roles.filter {
            if case .snapshot = $0 { return true }
            return false
        }
        #expect(flying.count == 2)
        for progress in Fixtures.progresses {
            for role in flying {
                let pushed = try #require(push.state(of: role, at: 1 - progress))
                let popped = try #require(pop.state(of: role.swappingSides, at: progress))
                #expect(Fixtures.close(pushed.frame, popped.frame, 1e-9), "\(role) at \(progress)")
                #expect(Fixtures.close(pushed.alpha, popped.alpha), "\(role) at \(progress)")
                #expect(Fixtures.close(pushed.cornerRadius, popped.cornerRadius), "\(role) at \(progress)")
            }
        }
    }

    @Test func theZoomByIdentifierFliesTheNamedPairAndMovesTheOthersWithIt() throws {
        let plan = try #require(TransitionStyle.zoom(identifier: "photo-7").plan(for: Self.geometry(.push)))
        #expect(plan.roles == [.fromView, .dimming, .toView, .zoomSnapshot, .matched("caption-7")])
        let zoomed = try #require(
            TransitionStyle.zoom.plan(
                for: Fixtures.phone(
                    .push,
                    zoom: .init(
                        sourceFrame: Self.gridImage, sourceCornerRadius: 12, destinationFrame: Self.pagerImage
                    ))))
        #expect(Array(plan.elements.prefix(4)) == zoomed.elements)
        #expect(plan.duration == zoomed.duration)
        #expect(
            plan.state(of: .matched("caption-7"), at: 1)
                == VisualState(frame: Self.pagerCaption, cornerRadius: 4))
        // On a pop the source is the view in the screen nearer the root: the arriving one.
        let pop = try #require(TransitionStyle.zoom(identifier: "photo-7").plan(for: Self.geometry(.pop)))
        #expect(pop.state(of: .zoomSnapshot, at: 1) == VisualState(frame: Self.gridImage, cornerRadius: 12))
        #expect(pop.state(of: .zoomSnapshot, at: 0) == VisualState(frame: Self.pagerImage))
    }

    @Test func aZoomIdentifierThatIsNotMatchedKeepsTheGivenZoomViews() throws {
        let style = TransitionStyle.zoom(identifier: "photo-8")
        // No zoom views at all: the cross-fade fallback, with the matched views still moving.
        let fallback = try #require(style.plan(for: Self.geometry(.push)))
        #expect(fallback.roles == [.fromView, .toView, .matched("photo-7"), .matched("caption-7")])
        // The source alone (the pager has no such view): the zoom into the whole pushed screen.
        var geometry = Self.geometry(.push)
        geometry.zoom = .init(sourceFrame: Self.gridImage)
        let whole = try #require(style.plan(for: geometry))
        #expect(whole.state(of: .zoomSnapshot, at: 1)?.frame == Fixtures.screen)
        #expect(whole.state(of: .zoomSnapshot, at: 1)?.alpha == 0)
        #expect(whole.roles.suffix(2) == [.matched("photo-7"), .matched("caption-7")])
    }

    @Test(arguments: [TransitionStyle.zoom, .crossFade, .slide, .fade, .safeAreaMorph])
    func stylesThatDoNotMatchLeaveMatchedViewsWithTheirScreens(style: TransitionStyle) throws {
        let plan = try #require(style.plan(for: Self.geometry(.push)))
        #expect(!plan.roles.contains(.matched("photo-7")))
        #expect(style.plan(for: Self.geometry(.push)) == style.plan(for: Fixtures.phone(.push)))
    }

    @Test(arguments: [TransitionStyle.matched, .zoom(identifier: "photo-7")])
    func reduceMotionPlaysAPlainCrossFade(style: TransitionStyle) throws {
        for preferences in [
            MotionPreferences(reduceMotion: true), MotionPreferences(prefersCrossFadeTransitions: true),
        ] {
            let decision = TransitionDecision.decide(style: style, operation: .push, preferences: preferences)
            #expect(decision.style == .crossFade)
            let plan = decision.plan(for: Self.geometry(.push))
            #expect(plan.roles == [.fromView, .toView])
        }
        let optedOut = TransitionDecision.decide(
            style: style.reduceMotion(playsAsDesigned: true), operation: .push,
            preferences: MotionPreferences(reduceMotion: true))
        #expect(optedOut.style == style.reduceMotion(playsAsDesigned: true))
    }

    @Test func matchedViewsAreDrawnBelowTheToolbars() throws {
        var geometry = Self.geometry(.push)
        geometry.from.toolbarFrame = CGRect(x: 0, y: 800, width: 390, height: 44)
        geometry.to.toolbarFrame = CGRect(x: 0, y: 800, width: 390, height: 44)
        let plan = try #require(TransitionStyle.matched.plan(for: geometry, toolbars: .crossFade))
        #expect(plan.roles.suffix(3) == [.matched("caption-7"), .fromToolbar, .toToolbar])
    }

    @Test func unusablePairsAreDroppedAndOddValuesClamped() throws {
        let frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let pairs = [
            Pair(
                identifier: "nan",
                leaving: .init(node: 1, frame: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)),
                arriving: .init(node: 1, frame: frame)),
            Pair(
                identifier: "empty", leaving: .init(node: 2, frame: frame),
                arriving: .init(node: 2, frame: CGRect(x: 5, y: 5, width: 0, height: 0))),
            Pair(
                identifier: "odd", leaving: .init(node: 3, frame: frame, alpha: .nan, cornerRadius: -3),
                arriving: .init(node: 3, frame: frame, alpha: 7, cornerRadius: .infinity)),
        ]
        let plan = try #require(TransitionStyle.matched.plan(for: Self.geometry(.push, pairs: pairs)))
        #expect(plan.roles == [.fromView, .toView, .matched("odd")])
        #expect(plan.state(of: .matched("odd"), at: 0) == VisualState(frame: frame, alpha: 0))
        #expect(plan.state(of: .matched("odd"), at: 1) == VisualState(frame: frame))
    }

    @Test func aThousandMatchedViewsGiveAThousandElements() throws {
        let pairs = (0..<1_000).map { index in
            Pair(
                identifier: "id-\(index)", leaving: .init(node: index, frame: Self.gridImage),
                arriving: .init(node: index, frame: Self.pagerImage))
        }
        let plan = try #require(TransitionStyle.matched.plan(for: Self.geometry(.push, pairs: pairs)))
        #expect(plan.count == 1_002)
        #expect(plan.roles.last == .matched("id-999"))
    }

    @Test func matchingFeedsThePlan() throws {
        let leaving = SyntheticTrees.screen(views: 1_000, identifiers: 20, seed: 1)
        let arriving = SyntheticTrees.screen(views: 1_000, identifiers: 20, seed: 2)
        var geometry = TransitionGeometry(
            containerBounds: SyntheticTrees.container, from: .init(frame: SyntheticTrees.container),
            to: .init(frame: SyntheticTrees.container))
        geometry.matched = MatchedViews(
            leaving: leaving, arriving: arriving, containerBounds: SyntheticTrees.container)
        let plan = try #require(TransitionStyle.zoom(identifier: "id-3").plan(for: geometry))
        #expect(plan.count == 4 + 19)
        #expect(plan.element(for: .zoomSnapshot)?.from.frame == geometry.matched.pairs[3].leaving.frame)
    }
}
