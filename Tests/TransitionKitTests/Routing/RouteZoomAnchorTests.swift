import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// The rules between a link's handle and its anchor view: who stands for whom, when the label
/// hides, and what a snapshot covers.
@MainActor
struct RouteZoomAnchorTests {
    let ledger = ContractLedger()
    let clock = ModelClock()

    @Test func theLabelIsTransparentOnlyWhileItsSnapshotFlies() {
        #expect(RouteZoomAnchor.labelOpacity(isSourceHidden: true) == 0)
        #expect(RouteZoomAnchor.labelOpacity(isSourceHidden: false) == 1)
    }

    @Test func attachingNamesTheAnchorBothWays() {
        let link = LinkModel()
        let anchor = AnchorModel(frame: .zero, ledger: ledger)
        RouteZoomAnchor.attach(anchor, to: link, scheduler: NextTurnModel(clock: clock))
        #expect(link.anchor === anchor)
        #expect(anchor.link === link)
        clock.runUntilIdle()
        #expect(link.publishedHidden.isEmpty, "nothing to publish")
    }

    /// The animator hides the anchor outside SwiftUI's update: the link follows at once, and again
    /// when it is shown.
    @Test func hidingTheAnchorHidesTheLabelAtOnce() {
        let link = LinkModel()
        let anchor = AnchorModel(frame: .zero, ledger: ledger)
        RouteZoomAnchor.attach(anchor, to: link, scheduler: NextTurnModel(clock: clock))
        anchor.isHidden = true
        #expect(link.isSourceHidden)
        anchor.isHidden = true
        anchor.isHidden = false
        #expect(link.publishedHidden == [true, false], "published only on change")
    }

    @Test func anAnchorWithoutALinkHidesNothing() {
        let anchor = AnchorModel(frame: .zero, ledger: ledger)
        anchor.isHidden = true
        #expect(anchor.link == nil)
    }

    /// A row's anchor reused for another row while its label was hidden: the old link shows its
    /// label again and names no anchor, the new one follows the anchor — published on the next turn
    /// (SwiftUI does not allow publishing during an update).
    @Test func aReusedAnchorMovesToTheNewLinkOnTheNextTurn() {
        let old = LinkModel()
        let new = LinkModel()
        let anchor = AnchorModel(frame: .zero, ledger: ledger)
        let scheduler = NextTurnModel(clock: clock)
        RouteZoomAnchor.attach(anchor, to: old, scheduler: scheduler)
        anchor.isHidden = true
        RouteZoomAnchor.attach(anchor, to: new, scheduler: scheduler)
        #expect(old.anchor == nil)
        #expect(new.anchor === anchor)
        #expect(old.isSourceHidden, "not during the update")
        #expect(!new.isSourceHidden)
        clock.advance(by: 0)
        #expect(!old.isSourceHidden)
        #expect(new.isSourceHidden)
    }

    /// A link whose anchor was already taken by another link keeps its own anchor's name only if
    /// the anchor still stands for it.
    @Test func movingAnAnchorAwayKeepsTheOldLinksNewerAnchor() {
        let old = LinkModel()
        let anchor = AnchorModel(frame: .zero, ledger: ledger)
        let newer = AnchorModel(frame: .zero, ledger: ledger)
        let scheduler = NextTurnModel(clock: clock)
        RouteZoomAnchor.attach(anchor, to: old, scheduler: scheduler)
        RouteZoomAnchor.attach(newer, to: old, scheduler: scheduler)
        RouteZoomAnchor.attach(anchor, to: LinkModel(), scheduler: scheduler)
        #expect(old.anchor === newer)
    }

    /// A flag scheduled for a link the anchor left before the next turn is not published.
    @Test func aScheduledFlagIsDroppedWhenTheAnchorMovedOn() {
        let first = LinkModel()
        let second = LinkModel()
        let anchor = AnchorModel(frame: .zero, ledger: ledger)
        anchor.view.isHidden = true
        let scheduler = NextTurnModel(clock: clock)
        RouteZoomAnchor.attach(anchor, to: first, scheduler: scheduler)
        RouteZoomAnchor.attach(anchor, to: second, scheduler: scheduler)
        clock.advance(by: 0)
        #expect(!first.isSourceHidden)
        #expect(second.isSourceHidden)
    }

    @Test func anAnchorIsUsableOnlyInAScreenAndForItsLink() {
        let link = LinkModel()
        #expect(RouteZoomAnchor.usableAnchor(of: link) == nil)
        let screen = ViewModel("screen", frame: CGRect(x: 0, y: 0, width: 390, height: 844), ledger: ledger)
        let row = ViewModel("row", frame: CGRect(x: 0, y: 100, width: 390, height: 60), ledger: ledger)
        screen.addSubview(row)
        let anchor = AnchorModel(frame: CGRect(x: 10, y: 5, width: 50, height: 50), ledger: ledger)
        row.addSubview(anchor.view)
        RouteZoomAnchor.attach(anchor, to: link, scheduler: NextTurnModel(clock: clock))
        #expect(RouteZoomAnchor.usableAnchor(of: link) == nil, "not in a screen's hierarchy")
        anchor.screenRoots = [screen]
        #expect(RouteZoomAnchor.usableAnchor(of: link) === anchor)
        #expect(RouteZoomAnchor.screenView(of: anchor) === screen)
        anchor.link = nil
        #expect(RouteZoomAnchor.usableAnchor(of: link) == nil, "stands for another link")
    }

    @Test func aSnapshotCoversTheAnchorsRegionOfItsScreen() throws {
        let screen = ViewModel("screen", frame: CGRect(x: 0, y: 0, width: 390, height: 844), ledger: ledger)
        let row = ViewModel("row", frame: CGRect(x: 0, y: 100, width: 390, height: 60), ledger: ledger)
        screen.addSubview(row)
        let anchor = AnchorModel(frame: CGRect(x: 10, y: 5, width: 50, height: 50), ledger: ledger)
        row.addSubview(anchor.view)
        #expect(RouteZoomAnchor.snapshotRegion(of: anchor) == nil)
        anchor.screenRoots = [screen]
        let region = try #require(RouteZoomAnchor.snapshotRegion(of: anchor))
        #expect(region.screen === screen)
        #expect(region.rect == CGRect(x: 10, y: 105, width: 50, height: 50))
    }
}
