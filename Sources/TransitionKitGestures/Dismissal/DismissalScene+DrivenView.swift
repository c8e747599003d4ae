import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension DismissalScene {
    /// The center the driven view takes for a state: its frame's center moved by its translation
    /// (the position spring moves it; the size, scale and radius are set around it).
    ///
    /// ```swift
    /// DismissalScene.drivenCenter(of: VisualState(frame: CGRect(x: 0, y: 0, width: 390, height: 844),
    ///                                              transform: Transform2D(translationX: 10, translationY: 120)))
    /// // (205, 542)
    /// ```
    ///
    /// - Parameter state: The screen's state.
    /// - Returns: The view's center.
    static func drivenCenter(of state: VisualState) -> CGPoint {
        CGPoint(
            x: state.frame.midX + CGFloat(state.transform.translationX),
            y: state.frame.midY + CGFloat(state.transform.translationY))
    }

    /// The state of the driven view as a stopped spring left it, the inverse of
    /// ``drivenCenter(of:)``: a frame of the view's size centered where the screen rests
    /// (``screenFrame``'s center), translated from there to the view's center.
    ///
    /// - Parameters:
    ///   - size: The view's bounds size.
    ///   - center: The view's center.
    ///   - scaleX: Its transform's horizontal scale.
    ///   - scaleY: Its transform's vertical scale.
    ///   - alpha: Its alpha.
    ///   - cornerRadius: Its corner radius.
    /// - Returns: The state.
    func drivenState(
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
