import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension DismissalScene {
    /// Where a released screen comes to rest: untransformed to restore; to dismiss, laid onto its
    /// source (or, without one, one bounds height away along the release, at the size it has),
    /// with the mapping's corner radius. The zoom dismissal settles here, and the preview tool
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
            let height = Double(bounds.height)
            let away = Double(decision.projectedTranslation.y) < 0 ? -height : height
            let scale = mapping.scale(translation: decision.translation, pinchScale: decision.scale)
            return VisualState(
                frame: screenFrame, cornerRadius: mapping.cornerRadius,
                transform: Transform2D(
                    scaleX: scale, scaleY: scale, translationX: Double(decision.translation.x),
                    translationY: Double(decision.translation.y) + (away.isFinite ? away : 0)))
        }
    }
}
