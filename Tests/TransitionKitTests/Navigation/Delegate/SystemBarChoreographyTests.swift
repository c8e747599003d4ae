import Foundation
import Testing

@testable import TransitionKit
@testable import TransitionKitCore

/// ``SystemBarChoreography``'s table: which bar moves, from where to where, and what an end leaves.
@Suite struct SystemBarChoreographyTests {
    typealias Choreography = SystemBarChoreography
    static let tabBar = CGRect(x: 0, y: 761, width: 390, height: 83)
    static let navigationBar = CGRect(x: 0, y: 47, width: 390, height: 44)

    @Test func aBarShownOnOneSideOnlySlidesOffItsEdge() {
        let shownTab = Choreography.Reading(frame: Self.tabBar, isHidden: false)
        let hiddenTab = Choreography.Reading(frame: Self.tabBar, isHidden: true)
        #expect(
            Choreography.motion(of: .tabBar, before: shownTab, after: hiddenTab) == .slidesOut(offset: 83))
        #expect(Choreography.motion(of: .tabBar, before: hiddenTab, after: shownTab) == .slidesIn(offset: 83))
        let shownBar = Choreography.Reading(frame: Self.navigationBar, isHidden: false)
        let hiddenBar = Choreography.Reading(frame: Self.navigationBar, isHidden: true)
        #expect(
            Choreography.motion(of: .navigationBar, before: shownBar, after: hiddenBar)
                == .slidesOut(offset: -91))
        #expect(
            Choreography.motion(of: .navigationBar, before: hiddenBar, after: shownBar)
                == .slidesIn(offset: -91))
    }

    @Test func aBarShownOnBothSidesStaysOrIsLaidOutHiddenOnBothOrMissingStays() {
        let tab = Choreography.Reading(frame: Self.tabBar, isHidden: false)
        let bar = Choreography.Reading(frame: Self.navigationBar, isHidden: false)
        let hidden = Choreography.Reading(frame: Self.navigationBar, isHidden: true)
        #expect(Choreography.motion(of: .tabBar, before: tab, after: tab) == .stays)
        #expect(
            Choreography.motion(of: .navigationBar, before: bar, after: bar) == .stays,
            "the same height on both: nothing to lay out inside the animation")
        #expect(Choreography.motion(of: .navigationBar, before: hidden, after: hidden) == .stays)
        #expect(Choreography.motion(of: .tabBar, before: nil, after: tab) == .stays)
        #expect(Choreography.motion(of: .tabBar, before: tab, after: nil) == .stays)
    }

    @Test func eachMotionsStartEndAndEnds() {
        let out = Choreography.Motion.slidesOut(offset: 83)
        #expect(out.start! == (0, false))
        #expect(out.end == 83)
        #expect(out.isHidden(finished: true) == true)
        #expect(out.isHidden(finished: false) == false)
        let into = Choreography.Motion.slidesIn(offset: -91)
        #expect(into.start! == (-91, false))
        #expect(into.end == 0)
        #expect(into.isHidden(finished: true) == false)
        #expect(into.isHidden(finished: false) == true)
        for motion in [Choreography.Motion.stays, .laysOut] {
            #expect(motion.start == nil)
            #expect(motion.end == nil)
            #expect(motion.isHidden(finished: true) == nil)
        }
    }

    @Test(arguments: [
        CGRect(x: 0, y: CGFloat.nan, width: 390, height: 44),
        CGRect(x: 0, y: 0, width: 390, height: CGFloat.infinity),
        CGRect(x: CGFloat.infinity, y: 0, width: 390, height: 44),
    ])
    func aFrameThatIsNotFiniteTravelsNothing(frame: CGRect) {
        #expect(Choreography.offset(.tabBar, of: frame) == 0)
        #expect(Choreography.offset(.navigationBar, of: frame) == 0)
    }

    @Test func aNegativeExtentTravelsNothing() {
        #expect(Choreography.offset(.tabBar, of: CGRect(x: 0, y: 800, width: 390, height: -83)) == 0)
        #expect(Choreography.offset(.navigationBar, of: CGRect(x: 0, y: -200, width: 390, height: 44)) == 0)
    }

    @Test func theTabBarHidesWhileAScreenAboveTheRootHidesIt() {
        #expect(!Choreography.hidesTabBar([]))
        #expect(!Choreography.hidesTabBar([true]), "the root is never pushed")
        #expect(!Choreography.hidesTabBar([false, false]))
        #expect(Choreography.hidesTabBar([false, true]))
        #expect(Choreography.hidesTabBar([false, true, false]), "screens above keep it hidden")
    }

    /// Laid out inside the animation exactly when the large title differs between the screens.
    @Test func aNavigationBarShownOnBothIsLaidOutOnlyWhenItsLargeTitleDiffers() {
        let small = Choreography.Reading(frame: Self.navigationBar, isHidden: false)
        let large = Choreography.Reading(frame: Self.navigationBar, isHidden: false, showsLargeTitle: true)
        #expect(Choreography.motion(of: .navigationBar, before: large, after: small) == .laysOut)
        #expect(Choreography.motion(of: .navigationBar, before: small, after: large) == .laysOut)
        #expect(Choreography.motion(of: .navigationBar, before: large, after: large) == .stays)
        #expect(Choreography.motion(of: .navigationBar, before: small, after: small) == .stays)
        let hiddenLarge = Choreography.Reading(
            frame: Self.navigationBar, isHidden: true, showsLargeTitle: true)
        #expect(
            Choreography.motion(of: .navigationBar, before: hiddenLarge, after: small)
                == .slidesIn(offset: -91))
        #expect(
            Choreography.motion(of: .tabBar, before: large, after: small) == .stays, "a tab bar has no title")
    }

    @Test(
        arguments: [
            ([], true), ([.automatic], true), ([.never], false), ([.always], true),
            ([.automatic, .automatic], true), ([.never, .automatic], false), ([.never, .always], true),
            ([.always, .never], false), ([.always, .never, .automatic, .automatic], false),
            ([.never, .always, .automatic], true),
        ] as [([LargeTitleDisplayMode], Bool)])
    func theLargeTitleFollowsTheTopScreensModeAutomaticTheOneBelow(
        modes: [LargeTitleDisplayMode], shows: Bool
    ) {
        #expect(Choreography.showsLargeTitle(prefersLargeTitles: true, modes: modes) == shows)
        #expect(
            !Choreography.showsLargeTitle(prefersLargeTitles: false, modes: modes),
            "never without the bar's preference")
    }

    @Test func uikitsRawModesMapToTheNeutralOnes() {
        #expect(LargeTitleDisplayMode(rawValue: 0) == .automatic)
        #expect(LargeTitleDisplayMode(rawValue: 1) == .always)
        #expect(LargeTitleDisplayMode(rawValue: 2) == .never)
        #expect(LargeTitleDisplayMode(rawValue: 3) == .never, "iOS 17's inline title")
        #expect(LargeTitleDisplayMode(rawValue: -1) == .automatic)
        #expect(LargeTitleDisplayMode(rawValue: 99) == .automatic)
    }
}
