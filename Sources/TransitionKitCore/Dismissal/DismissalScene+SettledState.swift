import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension DismissalScene {
    /// Where a released screen rests (the driver and the preview tool alike): untransformed, on its source,
    /// or without one flown off or one bounds height away. Each case: `GesturesInternals`.
    package func settledState(
        _ outcome: DismissalOutcome, decision: DismissalDecision, mapping: DismissalMapping
    ) -> VisualState {
        switch outcome {
        case .restore:
            return VisualState(frame: screenFrame)
        case .dismiss:
            if isCard, let card = cardOnSource(mapping: mapping) { return card }
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

    /// Relative to what each spring moves (REFERENCE §2.3): the position from the offset the drag left, at
    /// the finger's velocity on the followed axes and 0 on the others (a card's center was at rest).
    package func handOff(to target: VisualState, decision: DismissalDecision, mapping: DismissalMapping)
        -> DismissalHandOff
    {
        let released = mapping.screenState(
            frame: screenFrame, translation: decision.translation, pinchScale: decision.scale,
            source: sourceFrame)
        return decision.handOff(
            from: CGPoint(x: released.transform.translationX, y: released.transform.translationY),
            velocity: mapping.followedAxes.followed(decision.velocity),
            toward: CGPoint(x: target.transform.translationX, y: target.transform.translationY),
            scaleTarget: target.transform.scaleX)
    }

    /// A card laid onto its source (see ``settledState(_:decision:mapping:)``), `nil` without a
    /// usable source.
    private func cardOnSource(mapping: DismissalMapping) -> VisualState? {
        guard let sourceFrame else { return nil }
        let size = sourceFrame.size
        return VisualState(
            frame: CGRect(
                x: screenFrame.midX - size.width / 2, y: screenFrame.midY - size.height / 2,
                width: size.width, height: size.height),
            cornerRadius: cardCornerRadius ?? mapping.cornerRadius,
            transform: Transform2D(
                translationX: Double(sourceFrame.midX - screenFrame.midX),
                translationY: Double(sourceFrame.midY - screenFrame.midY)))
    }
}
