import Foundation
import Testing
import TransitionKit

@testable import TransitionKitPreview

/// The documentation's example `lift`: drawn by name, never listed with the built-ins.
@Suite struct PreviewCatalogExamplesTests {
    @Test func liftDrawsAFilmstripButIsNotListed() throws {
        let strip = PreviewCommand.run(arguments: ["lift", "--frames", "5"])
        #expect(strip.exitCode == 0)
        #expect(strip.standardOutput.contains("<svg"))
        let list = PreviewCommand.run(arguments: ["--list"])
        #expect(!list.standardOutput.contains("lift"))
    }

    @Test func liftRisesFromBelowTheScreenAndItsPopIsThePushReversed() throws {
        let push = try #require(PreviewCatalog.examples.entry(named: "lift")?.scene(.push, .leftToRight))
        #expect(push.plan.state(of: .toView, at: 0)?.frame.minY == 844)
        #expect(push.plan.state(of: .toView, at: 1)?.frame.minY == 0)
        let pop = try #require(PreviewCatalog.examples.entry(named: "lift")?.scene(.pop, .leftToRight))
        #expect(pop.plan == push.plan.reversed())
    }
}
