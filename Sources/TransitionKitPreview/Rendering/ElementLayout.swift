import Foundation
import TransitionKit

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Where one element's rectangle and labels go in a drawing. The HTML page's script repeats these
/// few formulas (`layout` in ``HTMLRenderer``); keep the two in step.
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
        x = PreviewNumber.finite(Double(frame.origin.x))
        y = PreviewNumber.finite(Double(frame.origin.y))
        width = PreviewNumber.finite(Double(frame.size.width))
        height = PreviewNumber.finite(Double(frame.size.height))
        radius = min(max(PreviewNumber.finite(state.cornerRadius), 0), min(width, height) / 2)
        opacity = min(max(PreviewNumber.finite(state.alpha), 0), 1)
        let centreX = x + width / 2
        let centreY = y + height / 2
        let t = state.transform
        if t == .identity {
            transform = nil
        } else {
            let f = { (value: Double) in PreviewNumber.format(value, decimals: 3) }
            transform =
                "translate(\(f(centreX + t.translationX)) \(f(centreY + t.translationY))) "
                + "rotate(\(f(t.rotation * 180 / Double.pi))) scale(\(f(t.scaleX)) \(f(t.scaleY))) "
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
        if t.scaleX != 1 || t.scaleY != 1 {
            parts.append("×" + PreviewNumber.format(t.scaleX, decimals: 2))
        }
        if let insets = state.additionalSafeAreaInsets, insets.top != 0 {
            parts.append("inset " + PreviewNumber.format(insets.top, decimals: 1))
        }
        stats = parts.joined(separator: " · ")
    }
}
