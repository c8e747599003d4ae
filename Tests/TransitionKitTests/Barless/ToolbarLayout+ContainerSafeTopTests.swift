import Foundation
import Testing

@testable import TransitionKit
@testable import TransitionKitCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

struct ToolbarLayoutContainerSafeTopTests {
    @Test func removesTheContainersOwnToolbarInset() {
        #expect(ToolbarLayout.containerSafeTop(reported: 91, ownAdditional: 44) == 47)
        #expect(ToolbarLayout.containerSafeTop(reported: 47, ownAdditional: 0) == 47)
        #expect(ToolbarLayout.containerSafeTop(reported: 44, ownAdditional: 44) == 0)
    }

    /// The reported inset lags a new toolbar height for one layout pass: never below 0.
    @Test func neverNegative() {
        #expect(ToolbarLayout.containerSafeTop(reported: 20, ownAdditional: 56) == 0)
        #expect(ToolbarLayout.containerSafeTop(reported: -10, ownAdditional: 0) == 0)
    }

    @Test func negativeOrNonFiniteOwnInsetCountsAsZero() {
        #expect(ToolbarLayout.containerSafeTop(reported: 47, ownAdditional: -44) == 47)
        #expect(ToolbarLayout.containerSafeTop(reported: 47, ownAdditional: .nan) == 47)
        #expect(ToolbarLayout.containerSafeTop(reported: 47, ownAdditional: .infinity) == 47)
    }

    @Test func nonFiniteReportedInsetGivesZero() {
        #expect(ToolbarLayout.containerSafeTop(reported: .nan, ownAdditional: 44) == 0)
        #expect(ToolbarLayout.containerSafeTop(reported: .infinity, ownAdditional: 44) == 0)
        #expect(ToolbarLayout.containerSafeTop(reported: -.infinity, ownAdditional: 0) == 0)
    }
}
