import Foundation
import TransitionKit

/// The preview command's parsed arguments.
///
/// ```swift
/// let options = try PreviewOptions.parse(["zoom", "--operation", "pop", "--format", "json"])
/// ```
public struct PreviewOptions: Sendable, Hashable {
    /// What the command does.
    public enum Action: Sendable, Hashable {
        /// Render a transition.
        case render
        /// Print the transitions' names.
        case list
        /// Print the usage text.
        case help
        /// Write the gallery page, `index.html`, into the `--output` directory.
        case gallery
    }

    /// The output format.
    public enum Format: String, Sendable, Hashable, CaseIterable {
        /// An SVG image: one frame, or a filmstrip with `--frames`.
        case svg
        /// The evaluated states as JSON (see ``JSONRenderer``).
        case json
        /// A self-contained HTML page with a slider and a Play button (see ``HTMLRenderer``).
        case html
    }

    /// What the command does; defaults to rendering.
    public var action: Action = .render
    /// The transition's name.
    public var transition: String?
    /// Push or pop; defaults to push.
    public var operation: NavigationOperation = .push
    /// Whether a gesture drives the pop (`--operation gesturePop`): the transition's own
    /// gesture-driven pop plays where it has one (``PreviewCatalog/Entry/makeGesturePopScene``).
    public var gestureDriven = false
    /// The progress to draw, 0…1; `nil` means the default, 0.5.
    public var progress: Double?
    /// The format; `nil` means inferred from the output's extension (`.json`, `.html`), else SVG.
    public var format: Format?
    /// The number of filmstrip frames (SVG only), or `nil` for a single frame.
    public var frames: Int?
    /// The reading direction to build the plan for; `--rtl` picks right-to-left.
    public var layoutDirection: TransitionLayoutDirection = .leftToRight
    /// With `--back-at`: the push's on-screen progress, strictly between 0 and 1, at which Back is
    /// tapped; the page plays the push turning around there (HTML only).
    public var backTapProgress: Double?
    /// Where to write, or `nil` for standard output.
    public var outputPath: String?
    /// With `--dismissal`: the finger's drag path, translations in points one every 1/60 s from
    /// where it landed; the transition (`zoom` or `card`) is dragged away instead of played.
    public var dismissalPath: [Point]?
    /// With `--velocity`: the finger's velocity when it lifts, points per second; `nil` is zero.
    public var releaseVelocity: Point?
    /// With `--shadow`: the dragged screen's shadow fading in with the drag
    /// (`DismissalShadow.fadingIn(opacity:radius:)`), `x` its opacity and `y` its radius in points;
    /// `nil` is the driver's default, none.
    public var dismissalShadow: Point?

    /// A point or a velocity given on the command line (`x,y`), in points (per second).
    public struct Point: Sendable, Hashable {
        /// The horizontal component.
        public var x: Double
        /// The vertical component.
        public var y: Double

        /// Creates a point.
        ///
        /// - Parameters:
        ///   - x: The horizontal component.
        ///   - y: The vertical component.
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }

        /// The point as Core Graphics' type.
        var cgPoint: CGPoint { CGPoint(x: x, y: y) }
    }

    /// Creates options with every default.
    public init() {}

    /// The format actually used: the explicit one, else the output path's extension, else SVG.
    public var resolvedFormat: Format {
        if let format { return format }
        if let outputPath,
            let inferred = Format(rawValue: URL(fileURLWithPath: outputPath).pathExtension.lowercased())
        {
            return inferred
        }
        return .svg
    }

    /// The progress actually used: the explicit one, else 0.5.
    public var resolvedProgress: Double { progress ?? 0.5 }
}
