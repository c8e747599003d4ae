import Foundation
import TransitionKitGestures
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

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
    /// The image each image view shows (by default 300 × 300, aspect fill).
    var displayedImages: [ObjectIdentifier: DisplayedImage] = [:]
    /// Every request for a zoom view, in order: the screen asked, the operation, the other
    /// screen (by name).
    private(set) var zoomViewContexts: [(screen: String, operation: NavigationOperation, other: String)] = []
    /// The flying images (image copies, the app's) asked to fill their frames, by name.
    private(set) var filledCopies: [String] = []
    /// The gradients of the shadow views made.
    private(set) var shadowGradients: [EdgeShadowGradient] = []

    init(ledger: ContractLedger) {
        self.ledger = ledger
    }

    func transitionToolbar(of screen: ViewControllerModel) -> ViewModel? {
        toolbars[ObjectIdentifier(screen)]
    }

    /// Each screen's navigation controller's bars, in reading order.
    var systemBars: [ObjectIdentifier: [ViewModel]] = [:]

    func systemBars(of screen: ViewControllerModel) -> [ViewModel] {
        systemBars[ObjectIdentifier(screen)] ?? []
    }

    /// The screens that settle their safe-area insets (SwiftUI screens on device).
    var settlingScreens: Set<ObjectIdentifier> = []

    func settlesSafeAreaInsets(of screen: ViewControllerModel) -> Bool {
        settlingScreens.contains(ObjectIdentifier(screen))
    }

    func transitionZoomView(
        of screen: ViewControllerModel, operation: NavigationOperation, otherScreen: ViewControllerModel
    ) -> ViewModel? {
        zoomViewContexts.append((screen.name, operation, otherScreen.name))
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

    /// The styles of the blur views made, in order.
    var blurStyles: [BlurStyle] = []

    func makeBlurView(_ style: BlurStyle) -> ViewModel {
        blurStyles.append(style)
        let blur = ViewModel("blur", ledger: ledger)
        blur.isUserInteractionEnabled = false
        return blur
    }

    func makeEdgeShadowView(_ gradient: EdgeShadowGradient) -> ViewModel {
        shadowGradients.append(gradient)
        let shadow = ViewModel("shadow", ledger: ledger)
        shadow.isUserInteractionEnabled = false
        return shadow
    }

    func displayedImage(of view: ViewModel) -> DisplayedImage? {
        guard imageViews.contains(ObjectIdentifier(view)) else { return nil }
        return displayedImages[ObjectIdentifier(view)]
            ?? DisplayedImage(size: CGSize(width: 300, height: 300), contentMode: .aspectFill)
    }

    func fillWithImage(_ copy: ViewModel) {
        filledCopies.append(copy.name)
    }

    func makeImageCopy(of view: ViewModel) -> ViewModel? {
        guard imageViews.contains(ObjectIdentifier(view)) else { return nil }
        return ViewModel("image copy of \(view.name)", frame: view.bounds, ledger: ledger)
    }
}
