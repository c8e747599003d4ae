import Foundation
import TransitionKit

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Draws a scene as SVG: one frame, or a filmstrip of frames side by side.
///
/// A filmstrip draws the screens as the gallery does (``filmstrip(_:frames:evaluation:)``). A
/// single frame is a phone (a dark bezel around the scene's canvas, clipped to rounded screen
/// corners) with every element of the plan drawn back to front as a rectangle with its frame,
/// transform, alpha, corner radius and colour, labelled with its role and a line such as
/// `α 0.50 · r 12`. Captions name the transition, operation and progress. The output is plain SVG
/// 1.1 (no scripts, no external resources), so `rsvg-convert` turns it into a PNG.
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

    /// One frame as a complete SVG document.
    ///
    /// - Parameters:
    ///   - scene: The scene.
    ///   - progress: 0…1; outside values are clamped and NaN counts as 0.
    ///   - evaluation: Scrubbing (linear, the default) or running (the plan's timing applied).
    package func render(
        _ scene: PreviewScene, progress: Double, evaluation: TransitionPlan.Evaluation = .scrubbing
    ) -> String {
        let phone = Self.phoneSize(scene)
        let width = phone.width + 2 * Self.margin
        let height = phone.height + 2 * Self.margin + Self.captionHeight
        let caption = "\(Self.title(scene)) · p = \(PreviewNumber.format(Self.clamp(progress), decimals: 2))"
        return Self.document(width: width, height: height) {
            Self.phone(
                scene, progress: progress, evaluation: evaluation, id: "f0", x: Self.margin,
                y: Self.margin, caption: caption)
        }
    }

    /// A filmstrip: `frames` frames side by side at evenly spaced progress from 0 to 1, under a
    /// title naming the transition and its timing. Its screens are drawn as the gallery draws
    /// them — the photo grid, the detail, toolbars with their items, the status bar — each
    /// clipped, moved and faded as its plan says; roles and numbers are in the JSON and HTML.
    ///
    /// - Parameters:
    ///   - scene: The scene.
    ///   - frames: How many frames; clamped to 1…``maximumFrames``. One frame shows progress 0.
    ///   - evaluation: Scrubbing (evenly spaced progress, the default) or running (evenly spaced
    ///     time, the plan's timing applied).
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
        "\(scene.transition) · \(scene.operationName)\(scene.layoutDirection == .rightToLeft ? " · RTL" : "")"
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

    /// The opening of a phone drawing: its dark frame, the screen's rounded clip and white page, and
    /// the group that places the scene's canvas on the screen (`sceneID` names it). The caller draws
    /// the scene and closes the two groups it opened (`</g>\n</g>\n`) and the phone's own.
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

    /// A phone with the scene at a progress, its top-left corner at (x, y), caption below.
    static func phone(
        _ scene: PreviewScene, progress: Double, evaluation: TransitionPlan.Evaluation, id: String, x: Double,
        y: Double, caption: String
    ) -> String {
        let f = { (value: Double) in PreviewNumber.format(value, decimals: 2) }
        let size = phoneSize(scene)
        var svg = phoneOpening(scene, id: id, x: x, y: y, sceneID: "\(id)-scene")
        let states = scene.plan.states(at: clamp(progress), evaluation: evaluation)
        // Each element's children (toolbars inside their screens), found in one pass.
        var children = [[Int]](repeating: [], count: states.count)
        var roots: [Int] = []
        for (index, parent) in parentIndices(states.map(\.role)).enumerated() {
            if let parent { children[parent].append(index) } else { roots.append(index) }
        }
        func draw(_ index: Int, into svg: inout String) {
            var inner = ""
            if !children[index].isEmpty {
                let origin = ElementLayout(role: states[index].role, state: states[index].state)
                for child in children[index] {
                    inner +=
                        "<g id=\"\(id)-e\(child)-in\" transform=\"translate(\(f(origin.x)) \(f(origin.y)))\">\n"
                    draw(child, into: &inner)
                    inner += "</g>\n"
                }
            }
            svg += element(
                role: states[index].role, state: states[index].state, id: "\(id)-e\(index)", children: inner)
        }
        for index in roots {
            draw(index, into: &svg)
        }
        svg += "</g>\n</g>\n"
        guard !caption.isEmpty else { return svg + "</g>\n" }
        svg += text(
            caption, x: x + size.width / 2, y: y + size.height + captionHeight * 0.7, size: 20, weight: "600",
            anchor: "middle")
        return svg + "</g>\n"
    }

    /// For each role, the index of the element it is drawn inside, or `nil` for the container.
    ///
    /// A toolbar lives in its screen (its frame is in the screen's coordinates, and it moves and
    /// fades with it), so `fromToolbar` is drawn inside `fromView` and `toToolbar` inside `toView`
    /// when the plan has that screen.
    ///
    /// - Complexity: O(n): the screens are looked up once, not once per toolbar.
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

    /// One element: a group (transform, opacity) holding its rectangle, two labels and the
    /// elements drawn inside it.
    static func element(role: Role, state: VisualState, id: String, children: String = "") -> String {
        let layout = ElementLayout(role: role, state: state)
        let f = { (value: Double) in PreviewNumber.format(value, decimals: 2) }
        let fill = state.backgroundColor ?? PreviewPalette.fill(for: role)
        let fillOpacity = min(max(PreviewNumber.finite(fill.alpha), 0), 1)
        let kind = PreviewPalette.kind(of: role)
        let textColor = "#1c1c1e"
        var svg =
            "<g id=\"\(id)\" class=\"tk-\(kind.rawValue)\" data-role=\"\(MarkupText.escaped(role.description))\""
        if let transform = layout.transform { svg += " transform=\"\(transform)\"" }
        svg += " opacity=\"\(PreviewNumber.format(layout.opacity, decimals: 3))\">\n"
        if let radii = layout.radii {
            svg += "<path d=\"\(layout.outline(radii))\" fill=\"\(PreviewPalette.hex(fill))\" "
        } else {
            svg += "<rect x=\"\(f(layout.x))\" y=\"\(f(layout.y))\" width=\"\(f(layout.width))\" "
            svg +=
                "height=\"\(f(layout.height))\" rx=\"\(f(layout.radius))\" fill=\"\(PreviewPalette.hex(fill))\" "
        }
        svg += "fill-opacity=\"\(PreviewNumber.format(fillOpacity, decimals: 3))\" "
        svg += "stroke=\"#1c1c1e\" stroke-opacity=\"0.35\" stroke-width=\"1\"/>\n"
        if kind == .snapshot {
            svg += "<path d=\"M\(f(layout.x)) \(f(layout.y))L\(f(layout.x + layout.width)) "
            svg +=
                "\(f(layout.y + layout.height))M\(f(layout.x + layout.width)) \(f(layout.y))L\(f(layout.x)) "
            svg += "\(f(layout.y + layout.height))\" stroke=\"#1c1c1e\" stroke-opacity=\"0.2\"/>\n"
        }
        svg += text(
            role.description, x: layout.labelX, y: layout.labelY, size: layout.fontSize, weight: "700",
            anchor: "middle", color: textColor, hidden: layout.hidesLabels)
        svg += text(
            layout.stats, x: layout.labelX, y: layout.statsY, size: layout.fontSize * 0.75, weight: "400",
            anchor: "middle", color: textColor, hidden: layout.hidesLabels)
        return svg + children + "</g>\n"
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
