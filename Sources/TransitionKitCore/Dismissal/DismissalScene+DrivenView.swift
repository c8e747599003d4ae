import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension DismissalScene {
    /// The frame's center moved by the translation: the position spring moves the center, while size, scale
    /// and radius are set around it.
    package static func drivenCenter(of state: VisualState) -> CGPoint {
        CGPoint(
            x: state.frame.midX + CGFloat(state.transform.translationX),
            y: state.frame.midY + CGFloat(state.transform.translationY))
    }

    /// The inverse of ``drivenCenter(of:)`` for a stopped spring: a frame of the view's size centered where
    /// the screen rests, translated from there to the view's center.
    package func drivenState(
        size: CGSize, center: CGPoint, scaleX: Double, scaleY: Double, alpha: Double, cornerRadius: Double
    ) -> VisualState {
        let rest = CGPoint(x: screenFrame.midX, y: screenFrame.midY)
        return VisualState(
            frame: CGRect(
                x: rest.x - size.width / 2, y: rest.y - size.height / 2, width: size.width,
                height: size.height),
            alpha: alpha, cornerRadius: cornerRadius,
            transform: Transform2D(
                scaleX: scaleX, scaleY: scaleY, translationX: Double(center.x - rest.x),
                translationY: Double(center.y - rest.y)))
    }
}
