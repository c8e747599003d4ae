import Foundation
import TransitionKit

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Where one element's rectangle and labels go in a drawing. The HTML page's script repeats these
/// few formulas (`layout` in ``HTMLRenderer``); keep the two in step.
///
/// Every number a drawing prints comes from here through ``PreviewNumber/drawable(_:)``: NaN and
/// the infinities count as 0 and finite values are clamped to ±1e9, so no sum or product below
/// overflows and an SVG attribute never holds `null`, `nan` or `inf`.
struct ElementLayout {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
    var radius: Double
    var opacity: Double
    var transform: String?
    var labelX: Double
    var labelY: Double
    var statsY: Double
    var fontSize: Double
    /// Labels are hidden on elements too thin to hold them (e.g. a 16 pt shadow strip).
    var hidesLabels: Bool
    var stats: String

    init(role: Role, state: VisualState) {
        let frame = state.frame.standardized
        let d = PreviewNumber.drawable
        x = d(Double(frame.origin.x))
        y = d(Double(frame.origin.y))
        width = d(Double(frame.size.width))
        height = d(Double(frame.size.height))
        radius = min(max(d(state.cornerRadius), 0), min(width, height) / 2)
        opacity = min(max(PreviewNumber.finite(state.alpha), 0), 1)
        let centreX = x + width / 2
        let centreY = y + height / 2
        let scaleX = d(state.transform.scaleX)
        let scaleY = d(state.transform.scaleY)
        let rotation = d(state.transform.rotation)
        let translationX = d(state.transform.translationX)
        let translationY = d(state.transform.translationY)
        if scaleX == 1 && scaleY == 1 && rotation == 0 && translationX == 0 && translationY == 0 {
            transform = nil
        } else {
            let f = { (value: Double) in PreviewNumber.format(value, decimals: 3) }
            transform =
                "translate(\(f(centreX + translationX)) \(f(centreY + translationY))) "
                + "rotate(\(f(rotation * 180 / Double.pi))) scale(\(f(scaleX)) \(f(scaleY))) "
                + "translate(\(f(-centreX)) \(f(-centreY)))"
        }
        fontSize = min(max(min(width, height) * 0.3, 13), 22)
        hidesLabels = min(width, height) < 24
        labelX = centreX
        labelY = centreY - 0.15 * fontSize
        if PreviewPalette.kind(of: role) == .overlay {
            labelY += height * 0.3
        }
        statsY = labelY + fontSize * 0.9
        var parts = [
            "α " + PreviewNumber.format(opacity, decimals: 2),
            "r " + PreviewNumber.format(radius, decimals: 1),
        ]
        if scaleX != 1 || scaleY != 1 {
            parts.append("×" + PreviewNumber.format(scaleX, decimals: 2))
        }
        if let insets = state.additionalSafeAreaInsets, d(insets.top) != 0 {
            parts.append("inset " + PreviewNumber.format(d(insets.top), decimals: 1))
        }
        stats = parts.joined(separator: " · ")
    }
}
