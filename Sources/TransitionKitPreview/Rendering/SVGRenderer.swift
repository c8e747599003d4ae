import Foundation
import TransitionKit

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Draws a scene as SVG: one frame, or a filmstrip of frames side by side.
///
/// Each frame is a phone (a dark bezel around the scene's canvas, clipped to rounded screen
/// corners) showing the screens as the gallery draws them — the photo grid with the tapped cell
/// ringed, the detail, toolbars with their items, the status bar — every element of the plan drawn
/// back to front, clipped to its frame and corners, moved by its transform and faded by its alpha.
/// Captions name the transition, operation and progress; roles and numbers are in the JSON and
/// HTML. The output is plain SVG 1.1 (no scripts, no external resources), so `rsvg-convert` turns
/// it into a PNG.
///
/// ```swift
/// let strip = SVGRenderer().filmstrip(scene, frames: 5)   // progress 0, 0.25, 0.5, 0.75, 1
/// ```
public struct SVGRenderer: Sendable {
    /// Creates a renderer.
    public init() {}

    static let bezel = 14.0
    static let margin = 24.0
    static let captionHeight = 44.0
    static let titleHeight = 40.0
    static let screenCorner = 44.0

    /// The most frames a filmstrip draws.
    public static let maximumFrames = 120

    /// `progress` is clamped to 0…1, NaN as 0.
    package func render(
        _ scene: PreviewScene, progress: Double, evaluation: TransitionPlan.Evaluation = .scrubbing
    ) -> String {
        let phone = Self.phoneSize(scene)
        let width = phone.width + 2 * Self.margin
        let height = phone.height + 2 * Self.margin + Self.captionHeight
        let caption = "\(Self.title(scene)) · p = \(PreviewNumber.format(Self.clamp(progress), decimals: 2))"
        return Self.document(width: width, height: height) {
            let screens = Self.screenDefinitions(scene)
            return screens.defs
                + Self.screensPhone(
                    scene, arts: screens.arts, progress: progress, evaluation: evaluation, id: "f0",
                    x: Self.margin, y: Self.margin, caption: caption)
        }
    }

    /// `frames` is clamped to 1…`maximumFrames` (one frame shows progress 0), evenly spaced in progress, or
    /// in time when running.
    package func filmstrip(
        _ scene: PreviewScene, frames: Int, evaluation: TransitionPlan.Evaluation = .scrubbing
    ) -> String {
        let count = min(max(frames, 1), Self.maximumFrames)
        let phone = Self.phoneSize(scene)
        let gap = Self.margin
        let width = 2 * Self.margin + Double(count) * phone.width + Double(count - 1) * gap
        let height = Self.titleHeight + phone.height + 2 * Self.margin + Self.captionHeight
        let timingName = Self.timingName(scene.plan.timing)
        let title =
            "\(Self.title(scene)) — \(PreviewNumber.format(scene.plan.duration, decimals: 3)) s \(timingName)"
        return Self.document(width: width, height: height) {
            let screens = Self.screenDefinitions(scene)
            var body = screens.defs
            body += Self.text(
                title, x: Self.margin, y: Self.margin + 16, size: 22, weight: "700", anchor: "start")
            for index in 0..<count {
                let progress = count == 1 ? 0 : Double(index) / Double(count - 1)
                let caption =
                    evaluation == .running
                    ? "t = \(PreviewNumber.format(progress * scene.plan.duration, decimals: 3)) s"
                    : "p = \(PreviewNumber.format(progress, decimals: 2))"
                body += Self.screensPhone(
                    scene, arts: screens.arts, progress: progress, evaluation: evaluation, id: "f\(index)",
                    x: Self.margin + Double(index) * (phone.width + gap), y: Self.margin + Self.titleHeight,
                    caption: caption)
            }
            return body
        }
    }

    // MARK: - Pieces shared with the HTML page

    static func clamp(_ progress: Double) -> Double { progress > 0 ? min(progress, 1) : 0 }

    static func title(_ scene: PreviewScene) -> String {
        let back =
            scene.reversal.map { " · Back at " + PreviewNumber.format($0.tapProgress, decimals: 3) } ?? ""
        return
            "\(scene.transition) · \(scene.operationName)\(scene.layoutDirection == .rightToLeft ? " · RTL" : "")"
            + back
    }

    static func timingName(_ timing: Timing) -> String {
        switch timing {
        case .curve(let curve):
            switch curve {
            case .linear: return "linear"
            case .easeIn: return "ease-in"
            case .easeOut: return "ease-out"
            case .easeInOut: return "ease-in-out"
            case .systemDefault: return "system curve"
            default: return "Bézier curve"
            }
        case .spring(let spring):
            return "spring (damping ratio \(PreviewNumber.format(spring.dampingRatio, decimals: 2)))"
        }
    }

    static func phoneSize(_ scene: PreviewScene) -> (width: Double, height: Double) {
        (Double(scene.canvas.size.width) + 2 * bezel, Double(scene.canvas.size.height) + 2 * bezel)
    }

    static func document(width: Double, height: Double, body: () -> String) -> String {
        let w = PreviewNumber.format(width, decimals: 2)
        let h = PreviewNumber.format(height, decimals: 2)
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)" \
            font-family="Helvetica, Arial, sans-serif">
            <rect width="\(w)" height="\(h)" fill="#f2f2f7"/>
            \(body())</svg>

            """
    }

    /// The caller draws the scene and closes the two groups opened here (`</g>\n</g>\n`) and the phone's own.
    static func phoneOpening(_ scene: PreviewScene, id: String, x: Double, y: Double, sceneID: String?)
        -> String
    {
        let f = { (value: Double) in PreviewNumber.format(value, decimals: 2) }
        let canvas = scene.canvas
        let size = phoneSize(scene)
        let screenX = x + bezel
        let screenY = y + bezel
        let width = Double(canvas.size.width)
        let height = Double(canvas.size.height)
        var svg = "<g id=\"\(id)\">\n"
        svg += "<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(size.width))\" height=\"\(f(size.height))\" "
        svg += "rx=\"\(f(screenCorner + bezel))\" fill=\"#1c1c1e\"/>\n"
        svg += "<clipPath id=\"\(id)-clip\"><rect x=\"\(f(screenX))\" y=\"\(f(screenY))\" "
        svg += "width=\"\(f(width))\" height=\"\(f(height))\" rx=\"\(f(screenCorner))\"/></clipPath>\n"
        svg += "<g clip-path=\"url(#\(id)-clip)\">\n"
        svg += "<rect x=\"\(f(screenX))\" y=\"\(f(screenY))\" width=\"\(f(width))\" height=\"\(f(height))\" "
        svg += "fill=\"#ffffff\"/>\n"
        let offsetX = screenX - Double(canvas.origin.x)
        let offsetY = screenY - Double(canvas.origin.y)
        let named = sceneID.map { " id=\"\($0)\"" } ?? ""
        svg += "<g\(named) transform=\"translate(\(f(offsetX)) \(f(offsetY)))\">\n"
        return svg
    }

    /// A toolbar is drawn inside its screen (its frame is in the screen's coordinates, and it moves and fades
    /// with it); `nil` for the container. O(n).
    static func parentIndices(_ roles: [Role]) -> [Int?] {
        let fromView = roles.firstIndex(of: .fromView)
        let toView = roles.firstIndex(of: .toView)
        return roles.map { role in
            switch role {
            case .fromToolbar: return fromView
            case .toToolbar: return toView
            default: return nil
            }
        }
    }

    static func text(
        _ content: String, x: Double, y: Double, size: Double, weight: String, anchor: String,
        color: String = "#1c1c1e", hidden: Bool = false
    ) -> String {
        let f = { (value: Double) in PreviewNumber.format(value, decimals: 2) }
        return "<text x=\"\(f(x))\" y=\"\(f(y))\" font-size=\"\(f(size))\" font-weight=\"\(weight)\" "
            + "text-anchor=\"\(anchor)\" fill=\"\(color)\" visibility=\"\(hidden ? "hidden" : "visible")\">"
            + "\(MarkupText.escaped(content))</text>\n"
    }
}
