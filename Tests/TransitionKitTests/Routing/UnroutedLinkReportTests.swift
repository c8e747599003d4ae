import Testing

@testable import TransitionKit
@testable import TransitionKitCore

/// A `RouteLink` outside a stack is inert and reported once, not a trap.
@MainActor
struct UnroutedLinkReportTests {
    @Test func theFirstTapIsReportedAndTheNextOnesAreNot() {
        let report = UnroutedLinkReport()
        let first = Diagnostics.record { report.linkTapped() }
        let later = Diagnostics.record {
            report.linkTapped()
            report.linkTapped()
        }
        #expect(first.map(\.category) == ["routing"])
        #expect(first.first?.message.contains("outside a TransitionStack") == true)
        #expect(later.isEmpty)
        #expect(report.isReported)
    }

    @Test func eachLinkReportsItsOwnFirstTap() {
        let reports = Diagnostics.record {
            UnroutedLinkReport().linkTapped()
            UnroutedLinkReport().linkTapped()
        }
        #expect(reports.count == 2)
    }
}
