import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension DismissalScene {
    /// Where a released screen comes to rest: untransformed to restore; to dismiss, laid onto its
    /// source — or, without one, flown off along the finger's velocity just out of the container
    /// and faded out when the transition asks for it (``fliesOffWithoutSource``, ``ZoomFlyOff``:
    /// straight down after a release without speed), else one bounds height away along the
    /// release, at the size it has — with the mapping's corner radius. The zoom dismissal settles here, and the preview tool
    /// draws the same state.
    ///
    /// ```swift
    /// scene.settledState(.dismiss, decision: decision, mapping: .default)   // onto the source
    /// ```
    ///
    /// - Parameters:
    ///   - outcome: The release's outcome (the policy's, or a commit while dragging).
    ///   - decision: The policy's decision at the release.
    ///   - mapping: The mapping the drag played.
    /// - Returns: The screen's state at rest.
    package func settledState(
        _ outcome: DismissalOutcome, decision: DismissalDecision, mapping: DismissalMapping
    ) -> VisualState {
        switch outcome {
        case .restore:
            return VisualState(frame: screenFrame)
        case .dismiss:
            if let (translation, scale) = sourceTarget {
                return VisualState(
                    frame: screenFrame, cornerRadius: mapping.cornerRadius,
                    transform: Transform2D(
                        scaleX: scale, scaleY: scale, translationX: Double(translation.x),
                        translationY: Double(translation.y)))
            }
            let scale = mapping.scale(translation: decision.translation, pinchScale: decision.scale)
            if fliesOffWithoutSource {
                return flownOff(from: decision, scale: scale, cornerRadius: mapping.cornerRadius)
            }
            let height = Double(bounds.height)
            let away = Double(decision.projectedTranslation.y) < 0 ? -height : height
            return VisualState(
                frame: screenFrame, cornerRadius: mapping.cornerRadius,
                transform: Transform2D(
                    scaleX: scale, scaleY: scale, translationX: Double(decision.translation.x),
                    translationY: Double(decision.translation.y) + (away.isFinite ? away : 0)))
        }
    }

    /// The released screen (at `scale`, moved by the decision's translation) moved on along the
    /// finger's velocity just out of the container, at alpha 0.
    private func flownOff(from decision: DismissalDecision, scale: Double, cornerRadius: Double)
        -> VisualState
    {
        let frame = screenFrame
        let size = CGSize(width: frame.width * scale, height: frame.height * scale)
        let released = CGRect(
            x: frame.midX + decision.translation.x - size.width / 2,
            y: frame.midY + decision.translation.y - size.height / 2, width: size.width, height: size.height)
        let away = ZoomFlyOff(velocity: decision.velocity)
            .translation(moving: released, outOf: CGRect(origin: .zero, size: bounds))
        return VisualState(
            frame: frame, alpha: 0, cornerRadius: cornerRadius,
            transform: Transform2D(
                scaleX: scale, scaleY: scale,
                translationX: Double(decision.translation.x) + away.translationX,
                translationY: Double(decision.translation.y) + away.translationY))
    }
}
