import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// Scenario tests of wrapping: what the stack holds for each kind of screen, how often a screen is
/// asked for its container, and which conflicts are reported (as faults, never a trap).
@MainActor
struct ScreenWrapperTests {
    let port = ScreenWrappingModel()

    /// Wraps `screen`, returning the entry and the reports made meanwhile.
    func wrap(_ screen: ScreenModel) -> (entry: ScreenModel, reports: [Diagnostic]) {
        var entry = screen
        let reports = Diagnostics.record { entry = ScreenWrapper.wrap(screen, using: port) }
        return (entry, reports)
    }

    @Test func plainScreenGetsOneStandardContainerAndWrappingIsIdempotent() {
        let screen = ScreenModel("detail")
        let (entry, reports) = wrap(screen)
        #expect(entry.containedScreen === screen)
        #expect(wrap(entry).entry === entry)
        #expect(port.standardContainers.count == 1)
        #expect(reports.isEmpty)
    }

    @Test func aStandardContainerCarriesTheScreensPreferredTransition() {
        let zoomed = ScreenModel("zoomed")
        zoomed.preferredTransition = .zoom
        #expect(wrap(zoomed).entry.preferredTransition == .zoom, "UIKit reads the container it pushes")
        #expect(wrap(ScreenModel("plain")).entry.preferredTransition == nil)
    }

    @Test func optedOutScreenEntersAsItIs() {
        let photo = ScreenModel("photo", traits: ScreenWrapTraits(optsOut: true))
        #expect(wrap(photo).entry === photo)
        #expect(port.standardContainers.isEmpty)
    }

    @Test func ownContainerIsAskedForOnceAndUsed() {
        let player = ScreenModel("player", traits: ScreenWrapTraits(suppliesOwnContainer: true))
        player.makesContainer = { [unowned player] in
            ScreenModel.container("playerContainer", holding: player)
        }
        let (entry, reports) = wrap(player)
        #expect(entry.name == "playerContainer")
        #expect(reports.isEmpty)
        #expect(player.containersMade == 1)
        #expect(port.standardContainers.isEmpty)
    }

    /// A supplied container holding another screen, or none, is refused for the standard one; the
    /// conflict is reported once, before the standard container is made.
    @Test(arguments: [true, false])
    func foreignOrMissingOwnContainerIsRefused(_ holdsAnother: Bool) {
        let player = ScreenModel("player", traits: ScreenWrapTraits(suppliesOwnContainer: true))
        let other = ScreenModel("other")
        player.makesContainer = { ScreenModel.container("foreign", holding: holdsAnother ? other : nil) }
        let (entry, reports) = wrap(player)
        #expect(entry.containedScreen === player)
        #expect(entry.name == "standard(player)")
        #expect(reports.map(\.level) == [.fault])
        #expect(reports.first?.message.contains("(providedContainerHoldsAnotherScreen)") == true)
        #expect(reports.first?.message.hasSuffix("resolved as wrapInStandardContainer") == true)
    }

    @Test func providerWithoutAContainerGetsTheStandardOne() {
        let screen = ScreenModel("odd", traits: ScreenWrapTraits(suppliesOwnContainer: true))
        let (entry, reports) = wrap(screen)
        #expect(entry.name == "standard(odd)")
        #expect(reports.count == 1)
    }

    @Test func contradictoryConformancesAreReportedAndResolved() {
        let ownAndOut = ScreenModel(
            "ownAndOut", traits: ScreenWrapTraits(optsOut: true, suppliesOwnContainer: true))
        ownAndOut.makesContainer = { [unowned ownAndOut] in ScreenModel.container("own", holding: ownAndOut) }
        let second = wrap(ownAndOut)
        #expect(second.entry.name == "own")
        #expect(
            second.reports.map(\.message) == [
                "ScreenModel: bar-less wrap conflict (ownContainerAndOptOut); resolved as useOwnContainer"
            ])
    }

    @Test func aScreenThatIsNotAProviderIsNeverAsked() {
        let screen = ScreenModel("plain")
        screen.makesContainer = { ScreenModel.container("never", holding: nil) }
        _ = wrap(screen)
        #expect(screen.containersMade == 0)
    }
}
