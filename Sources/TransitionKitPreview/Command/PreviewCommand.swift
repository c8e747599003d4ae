import Foundation

/// The `transitionkit-preview` command: parses arguments, renders, and writes the result.
///
/// Everything but the process itself lives here, so tests run the command with an array of
/// arguments and read its exit code and output:
///
/// ```swift
/// let result = PreviewCommand.run(arguments: ["fade", "--format", "json", "--progress", "0.5"])
/// result.exitCode         // 0
/// result.standardOutput   // {"transition": "fade", …}
/// ```
public enum PreviewCommand {
    /// What a run produced.
    public struct Result: Sendable, Hashable {
        /// The process exit code: 0 on success, else ``PreviewCommandError/exitCode`` (70 for any
        /// other error).
        public var exitCode: Int32
        /// Text for standard output (the rendering when no `--output` is given, the list, the help).
        public var standardOutput: String
        /// Text for standard error (`error: …` lines, or the path written).
        public var standardError: String

        /// Creates a result.
        ///
        /// - Parameters:
        ///   - exitCode: The exit code.
        ///   - standardOutput: Standard output text.
        ///   - standardError: Standard error text.
        public init(exitCode: Int32, standardOutput: String, standardError: String) {
            self.exitCode = exitCode
            self.standardOutput = standardOutput
            self.standardError = standardError
        }
    }

    /// Runs the command.
    ///
    /// Bad input never produces partial output: the error goes to standard error, standard output
    /// stays empty, and an `--output` file is either written whole or not touched.
    ///
    /// - Parameters:
    ///   - arguments: The arguments, without the program name.
    ///   - catalog: The transitions to choose from (and, with `--gallery`, to show); defaults to
    ///     ``PreviewCatalog/builtIn``.
    /// - Returns: The exit code and the text for standard output and standard error.
    public static func run(arguments: [String], catalog: PreviewCatalog = .builtIn) -> Result {
        do {
            let options = try PreviewOptions.parse(arguments)
            switch options.action {
            case .help:
                return Result(exitCode: 0, standardOutput: usage, standardError: "")
            case .list:
                return Result(exitCode: 0, standardOutput: list(catalog), standardError: "")
            case .gallery:
                // Parsing made sure there is a directory; check it before the slow rendering.
                let directory = options.outputPath ?? ""
                try PreviewGalleryDirectory.check(directory)
                let page = GalleryRenderer().render(PreviewGallery(catalog: catalog))
                let path = try PreviewGalleryDirectory.write(page, into: directory)
                return Result(exitCode: 0, standardOutput: "", standardError: "wrote \(path)\n")
            case .render:
                let text = try render(options, catalog: catalog)
                guard let path = options.outputPath else {
                    return Result(exitCode: 0, standardOutput: text, standardError: "")
                }
                try PreviewOutputFile.write(text, to: path)
                return Result(
                    exitCode: 0, standardOutput: "",
                    standardError: "wrote \(InputQuote.escaped(path))\n")
            }
        } catch let error as PreviewCommandError {
            return Result(exitCode: error.exitCode, standardOutput: "", standardError: "error: \(error)\n")
        } catch {
            return Result(exitCode: 70, standardOutput: "", standardError: "error: \(error)\n")
        }
    }

    /// Renders the transition the options name.
    ///
    /// - Parameters:
    ///   - options: Parsed options (action `.render`).
    ///   - catalog: The transitions to choose from (then the documentation's examples, `lift`).
    /// - Returns: The SVG, JSON or HTML text.
    /// - Throws: ``PreviewCommandError/missingTransition``, ``PreviewCommandError/unknownTransition(_:known:)``
    ///   or ``PreviewCommandError/noPlan(transition:operation:)``.
    public static func render(_ options: PreviewOptions, catalog: PreviewCatalog) throws
        -> String
    {
        guard let name = options.transition else { throw PreviewCommandError.missingTransition }
        if let path = options.dismissalPath { return try renderDismissal(name, path: path, options: options) }
        // The documentation's examples (`lift`) draw too, without being listed.
        guard let entry = catalog.entry(named: name) ?? PreviewCatalog.examples.entry(named: name) else {
            throw PreviewCommandError.unknownTransition(name, known: catalog.names)
        }
        guard
            var scene = entry.scene(
                options.operation, options.layoutDirection, gestureDriven: options.gestureDriven)
        else {
            throw PreviewCommandError.noPlan(
                transition: name, operation: options.operation == .push ? "push" : "pop")
        }
        if let tap = options.backTapProgress {
            scene.reversal = ReversalRun(plan: scene.plan, tapProgress: tap)
        }
        switch options.resolvedFormat {
        case .json:
            return JSONRenderer().render(scene, progress: options.resolvedProgress)
        case .html:
            return HTMLRenderer().render(scene, progress: options.resolvedProgress)
        case .svg:
            if let frames = options.frames { return SVGRenderer().filmstrip(scene, frames: frames) }
            return SVGRenderer().render(scene, progress: options.resolvedProgress)
        }
    }

    /// Renders a drag that dismisses `name` (`zoom` or `card`): the drag, the release and the
    /// settling as the engine computes them.
    private static func renderDismissal(
        _ name: String, path: [PreviewOptions.Point], options: PreviewOptions
    ) throws
        -> String
    {
        guard let kind = DismissalRun.Kind(rawValue: name) else {
            throw PreviewCommandError.invalidValue(
                option: "--dismissal", value: name,
                expected: "the transition zoom or card (only they are dragged away)")
        }
        var mapping = kind.mapping
        if let shadow = options.dismissalShadow {
            mapping.shadow = .fadingIn(opacity: shadow.x, radius: shadow.y)
        }
        let run = DismissalRun(
            kind: kind, path: path.map(\.cgPoint), velocity: options.releaseVelocity?.cgPoint ?? .zero,
            mapping: mapping)
        switch options.resolvedFormat {
        case .json: return DismissalRenderer().json(run)
        case .html: return DismissalRenderer().page(run)
        case .svg: return DismissalRenderer().filmstrip(run, frames: options.frames ?? 8)
        }
    }

    /// The `--list` text: one transition per line, name then summary.
    ///
    /// - Parameter catalog: The catalog to list.
    public static func list(_ catalog: PreviewCatalog) -> String {
        let width = catalog.names.map(\.count).max() ?? 0
        return catalog.entries.map { entry in
            entry.name + String(repeating: " ", count: width - entry.name.count + 2) + entry.summary + "\n"
        }.joined()
    }
}
