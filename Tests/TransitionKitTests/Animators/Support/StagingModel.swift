import Foundation
import TransitionKitCore
import UIKitModels

@testable import TransitionKit

/// The ``TransitionStaging`` port in tests: toolbars and zoom views per screen (zoom views asked
/// through closures, so a test can make them exist only after layout), image views by name, and
/// temporary views as `ViewModel`s.
@MainActor
final class StagingModel: TransitionStaging {
    typealias PortView = ViewModel
    typealias PortViewController = ViewControllerModel

    let ledger: ContractLedger
    /// Each screen's bar-less toolbar.
    var toolbars: [ObjectIdentifier: ViewModel] = [:]
    /// Each screen's `transitionZoomView`, asked when the transition runs.
    var zoomViews: [ObjectIdentifier: @MainActor () -> ViewModel?] = [:]
    /// The views that are image views showing an image.
    var imageViews: Set<ObjectIdentifier> = []
    /// Every screen whose zoom view was asked for, in order (by name).
    private(set) var zoomViewRequests: [String] = []
    /// The gradients of the shadow views made.
    private(set) var shadowGradients: [EdgeShadowGradient] = []

    init(ledger: ContractLedger) {
        self.ledger = ledger
    }

    func transitionToolbar(of screen: ViewControllerModel) -> ViewModel? {
        toolbars[ObjectIdentifier(screen)]
    }

    /// The screens that settle their safe-area insets (SwiftUI screens on device).
    var settlingScreens: Set<ObjectIdentifier> = []

    func settlesSafeAreaInsets(of screen: ViewControllerModel) -> Bool {
        settlingScreens.contains(ObjectIdentifier(screen))
    }

    func transitionZoomView(of screen: ViewControllerModel) -> ViewModel? {
        zoomViewRequests.append(screen.name)
        return zoomViews[ObjectIdentifier(screen)]?()
    }

    /// The views' `transitionID`s, by view.
    var transitionIDs: [ObjectIdentifier: String] = [:]

    func transitionID(of view: ViewModel) -> String? {
        transitionIDs[ObjectIdentifier(view)]
    }

    func makeDimmingView() -> ViewModel {
        let dimming = ViewModel("dimming", ledger: ledger)
        dimming.isUserInteractionEnabled = false
        return dimming
    }

    func makeEdgeShadowView(_ gradient: EdgeShadowGradient) -> ViewModel {
        shadowGradients.append(gradient)
        let shadow = ViewModel("shadow", ledger: ledger)
        shadow.isUserInteractionEnabled = false
        return shadow
    }

    func makeImageCopy(of view: ViewModel) -> ViewModel? {
        guard imageViews.contains(ObjectIdentifier(view)) else { return nil }
        let copy = ViewModel("image copy of \(view.name)", frame: view.bounds, ledger: ledger)
        copy.clipsToBounds = true
        return copy
    }
}
