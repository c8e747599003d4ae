import Foundation
import Testing
import TransitionKitCore
import UIKitModels

@testable import TransitionKit

/// A presented zoom keeps what its registration adds to the zoom's views: the app's flying image
/// (`flyingImage(_:)`) is asked at the presentation and again at the dismissal, as for a push.
@MainActor
@Suite struct PresentationCoordinatorFlyingImageTests {
    let scene = PresentationScene()

    @Test func aPresentedZoomFliesTheAppsImage() {
        var transition = scene.zoom()
        var asked = 0
        let ledger = scene.ledger
        transition.zoom?.flyingCopy = {
            asked += 1
            return ViewModel("poster", frame: CGRect(x: 0, y: 0, width: 10, height: 10), ledger: ledger)
        }
        scene.host.present(scene.detail, from: scene.grid, transition: transition)
        scene.settle()
        #expect(asked == 1, "asked at the presentation")
        scene.model.dismiss(scene.detail)
        scene.settle()
        #expect(asked == 2, "and again at the dismissal")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
