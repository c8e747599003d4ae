import Foundation
import TransitionKitCore
import UIKitModels

/// A ``TransitionInteraction`` over the percent-driven model, for the scripted driver: finishes at
/// or past half way, cancels before.
@MainActor
final class PercentDrivenHandle: TransitionInteraction {
    private let interaction: PercentDrivenTransitionModel
    private(set) var isActive = true

    init(_ interaction: PercentDrivenTransitionModel) {
        self.interaction = interaction
    }

    func update(progress: Double) {
        guard isActive else { return }
        interaction.update(CGFloat(progress))
    }

    func end(velocity: Double) {
        guard isActive else { return }
        isActive = false
        if interaction.percentComplete >= 0.5 { interaction.finish() } else { interaction.cancel() }
    }

    /// The scripted driver feeds progress only; a 2-D drag is ignored.
    func update(translation: CGPoint, scale: Double) {}

    /// The scripted driver feeds progress only; a 2-D release is ignored.
    func end(translationVelocity: CGPoint, scaleVelocity: Double) {}

    func cancel() {
        guard isActive else { return }
        isActive = false
        interaction.cancel()
    }
}
