import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// The corners a view rounds (`layer.maskedCorners`) come back as the app set them when a
/// transition that drew per-corner radii on it restores it.
@MainActor
@Suite struct CapturedCornerMaskTests {
    let ledger = ContractLedger()

    @Test(arguments: [0.0, 12.0])
    func theAppsCornerMaskIsRestored(radius: Double) {
        let view = ViewModel("card", frame: CGRect(x: 0, y: 0, width: 200, height: 100), ledger: ledger)
        view.roundedCorners = [.topLeft, .topRight]
        view.cornerRadius = CGFloat(radius)
        let captured = CapturedProperties<ViewModel, ViewControllerModel>(view: view, screen: nil)
        view.cornerRadii = CornerRadii(topLeft: 18, topRight: 18, bottomLeft: 6, bottomRight: 6)
        view.cornerRadius = 0
        captured.restore([.cornerRadii, .cornerRadius], view: view, screen: nil)
        #expect(view.roundedCorners == [.topLeft, .topRight])
        #expect(view.cornerRadius == CGFloat(radius))
    }
}
