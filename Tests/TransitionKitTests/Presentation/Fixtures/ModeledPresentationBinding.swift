import Foundation
import TransitionKitCore
import UIKitModels

@testable import TransitionKit

/// What the SwiftUI modifier (`transitionSheet(item:)`) is to its ``PresentationBindingCoordinator``,
/// over the presentation contract model: a binding holding a poster's number, screens made per
/// item whose appearance callbacks are forwarded as the hosting controller's overrides forward
/// them, presentations through the scene's presentations host from the grid. Nothing here decides.
///
/// Like SwiftUI, a change of the binding reaches the coordinator on the next turn (the modifier's
/// `onChange`), whoever made it.
@MainActor
final class ModeledPresentationBinding: PresentationBindingHost {
    let scene: PresentationScene
    let coordinator: PresentationBindingCoordinator<ModeledPresentationBinding>
    /// The controller the modifier's view is in.
    var presenter: ViewControllerModel
    /// The binding: a poster's number, or `nil`.
    private(set) var binding: Int?
    /// How many times the coordinator reset the binding.
    private(set) var resets = 0
    /// The screens made, in order.
    private(set) var made: [ViewControllerModel] = []
    /// The screens refreshed, by name, in order.
    private(set) var refreshed: [String] = []
    /// The style each screen is made with, as the modifier's box sets it: `.overFullScreen`, the
    /// cover's (a transition sheet is SwiftUI's own `.sheet`, outside this coordinator).
    var style = PresentationStyle.overFullScreen

    init(scene: PresentationScene) {
        self.scene = scene
        presenter = scene.grid
        coordinator = PresentationBindingCoordinator(nextTurn: NextTurnModel(clock: scene.clock))
        coordinator.host = self
    }

    /// The transition chosen for a poster: the zoom from the view marked `poster-N`.
    static func transition(for poster: Int) -> PresentedTransition {
        PresentedTransition(.zoom(identifier: "poster-\(poster)"))
    }

    /// The app sets the binding.
    func set(_ poster: Int?) {
        binding = poster
        forwardOnNextTurn()
    }

    /// The screen shown now, if any.
    var shown: ViewControllerModel? { coordinator.screen }

    private func forwardOnNextTurn() {
        scene.clock.schedule(after: 0) { [weak self] in
            guard let self else { return }
            coordinator.update(
                to: binding.map { .init(identity: $0, transition: Self.transition(for: $0)) })
        }
    }

    // MARK: PresentationBindingHost

    func makeScreen() -> ViewControllerModel {
        let screen = ViewControllerModel("poster \(binding.map(String.init) ?? "none")", ledger: scene.ledger)
        screen.modalPresentationStyle = style
        screen.onAppearance = { [weak self, weak screen] callback, _ in
            guard let self, let screen else { return }
            switch callback {
            case .willAppear: break
            case .didAppear: coordinator.screenDidAppear()
            case .willDisappear: coordinator.screenWillDisappear(dismissing: screen.isBeingDismissed)
            case .didDisappear: coordinator.screenDidDisappear(dismissed: screen.isBeingDismissed)
            }
        }
        made.append(screen)
        return screen
    }

    func isPresenterInWindow() -> Bool { presenter.viewIfLoaded?.isInWindow == true }

    func present(_ screen: ViewControllerModel, transition: PresentedTransition) -> Bool {
        scene.host.present(screen, from: presenter, transition: transition)
        return screen.presentingViewController != nil
    }

    func presenter(of screen: ViewControllerModel) -> ViewControllerModel? { screen.presentingViewController }

    func dismiss(from presenter: ViewControllerModel, completion: @escaping @MainActor () -> Void) {
        scene.model.dismiss(presenter) {
            self.scene.host.coordinator.presentationsMayHaveEnded()
            completion()
        }
    }

    func whenTransitionEnds(above screen: ViewControllerModel, _ action: @escaping @MainActor () -> Void)
        -> Bool
    {
        let top = ResponderChain.first(from: screen, next: \.presentedViewController) {
            $0.presentedViewController == nil ? $0 : nil
        }
        guard let coordinator = top?.activeTransitionCoordinator else { return false }
        return coordinator.animate(alongsideTransition: nil) { _ in action() }
    }

    func refresh(_ screen: ViewControllerModel) { refreshed.append(screen.name) }

    func resetBinding() {
        resets += 1
        set(nil)
    }
}
