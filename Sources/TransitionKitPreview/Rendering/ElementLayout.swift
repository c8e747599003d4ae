import Foundation
import TransitionKit

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The HTML page's script repeats these formulas (`layout` in `HTMLRenderer`): keep them in step. Every
/// number passes `PreviewNumber.drawable(_:)`, so no SVG attribute holds `null`, `nan` or `inf`.
struct ElementLayout {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
    var radius: Double
    /// Per-corner radii fitted to the rect, when the state has them (drawn as a path).
    var radii: CornerRadii?
    var opacity: Double
    var transform: String?

    init(state: VisualState) {
        let frame = state.frame.standardized
        let d = PreviewNumber.drawable
        x = d(Double(frame.origin.x))
        y = d(Double(frame.origin.y))
        width = d(Double(frame.size.width))
        height = d(Double(frame.size.height))
        radius = min(max(d(state.cornerRadius), 0), min(width, height) / 2)
        let size = CGSize(width: width, height: height)
        radii = state.cornerRadii.map { $0.fitted(to: size) }
        opacity = min(max(PreviewNumber.finite(state.alpha), 0), 1)
        let centerX = x + width / 2
        let centerY = y + height / 2
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
                "translate(\(f(centerX + translationX)) \(f(centerY + translationY))) "
                + "rotate(\(f(rotation * 180 / Double.pi))) scale(\(f(scaleX)) \(f(scaleY))) "
                + "translate(\(f(-centerX)) \(f(-centerY)))"
        }
    }

    /// SVG path data, clockwise from the top-left corner's end, one elliptical arc per rounded corner.
    func outline(_ radii: CornerRadii) -> String {
        let f = { (value: Double) in PreviewNumber.format(value, decimals: 2) }
        let (right, bottom) = (x + width, y + height)
        /// An arc of `r` ending at (`endX`, `endY`).
        func arc(_ r: Double, _ endX: Double, _ endY: Double) -> String {
            "A\(f(r)) \(f(r)) 0 0 1 \(f(endX)) \(f(endY))"
        }
        return "M\(f(x + radii.topLeft)) \(f(y))H\(f(right - radii.topRight))"
            + arc(radii.topRight, right, y + radii.topRight) + "V\(f(bottom - radii.bottomRight))"
            + arc(radii.bottomRight, right - radii.bottomRight, bottom) + "H\(f(x + radii.bottomLeft))"
            + arc(radii.bottomLeft, x, bottom - radii.bottomLeft) + "V\(f(y + radii.topLeft))"
            + arc(radii.topLeft, x + radii.topLeft, y) + "Z"
    }
}
