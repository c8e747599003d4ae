import Foundation
import Testing
import TransitionKit
import TransitionKitGallery
import TransitionKitPreview

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A hostile sweep of the public API and the preview command (the "Numbers"), with cases
/// of its own: every built-in transition planned on hostile geometries and rendered by the command
/// in every format, and hostile command lines. Passes when nothing traps, every success writes a
/// valid document with finite numbers only, and every failure exits with a documented status and
/// a one-line message free of raw control characters.
struct HostileSweepTests {
    /// Hostile geometries: each breaks a different assumption a choreography could make.
    static let geometries: [(String, TransitionGeometry)] = {
        let phone = CGRect(x: 0, y: 0, width: 390, height: 844)
        func screen(_ frame: CGRect, toolbar: CGRect? = nil, insets: Insets = .zero)
            -> TransitionGeometry.Screen
        {
            TransitionGeometry.Screen(frame: frame, additionalSafeAreaInsets: insets, toolbarFrame: toolbar)
        }
        func geometry(
            _ container: CGRect, _ from: TransitionGeometry.Screen, _ to: TransitionGeometry.Screen,
            zoom: TransitionGeometry.Zoom = .noViews
        ) -> TransitionGeometry {
            TransitionGeometry(containerBounds: container, from: screen(phone), to: to, zoom: zoom)
                .with(from: from)
        }
        let huge = CGRect(x: -1e250, y: 1e250, width: 1e280, height: -1e280)
        let tiny = CGRect(
            x: Double.leastNonzeroMagnitude, y: -Double.leastNonzeroMagnitude,
            width: Double.leastNormalMagnitude / 22, height: Double.leastNormalMagnitude)
        let mixed = CGRect(x: .nan, y: 12, width: 390, height: -.infinity)
        return [
            ("huge container", geometry(huge, screen(phone), screen(phone))),
            ("subnormal everything", geometry(tiny, screen(tiny), screen(tiny, toolbar: tiny))),
            ("mixed non-finite", geometry(mixed, screen(mixed), screen(phone, toolbar: mixed))),
            (
                "toolbars at the limits",
                geometry(
                    phone, screen(phone, toolbar: CGRect(x: 0, y: 0, width: 390, height: 1e308)),
                    screen(phone, toolbar: CGRect(x: 0, y: 0, width: -390, height: -.greatestFiniteMagnitude))
                )
            ),
            (
                "insets beyond the screen",
                geometry(
                    phone, screen(phone, insets: Insets(top: 1e12, left: -1e12, bottom: .nan, right: 3)),
                    screen(phone, insets: Insets(top: -.infinity, left: 0, bottom: 1e300, right: 0)))
            ),
            (
                "zoom from outside the window",
                geometry(
                    phone, screen(phone), screen(phone),
                    zoom: TransitionGeometry.Zoom(
                        sourceFrame: CGRect(x: -1e9, y: 1e9, width: 1e-9, height: 1e-9),
                        sourceCornerRadius: 1e300,
                        destinationFrame: CGRect(x: 0, y: 0, width: 1e300, height: 1e300),
                        destinationCornerRadius: -.infinity))
            ),
            (
                "zoom with NaN radii",
                geometry(
                    phone, screen(phone), screen(phone),
                    zoom: TransitionGeometry.Zoom(
                        sourceFrame: CGRect(x: 20, y: 200, width: 100, height: 100), sourceCornerRadius: .nan,
                        destinationFrame: CGRect(x: 0, y: 100, width: 390, height: 390),
                        destinationCornerRadius: .signalingNaN))
            ),
            ("empty screens", geometry(.zero, screen(.zero), screen(.null))),
            ("infinite rect", geometry(.infinite, screen(.infinite), screen(phone))),
            (
                "negative sizes",
                geometry(
                    CGRect(x: 390, y: 844, width: -390, height: -844),
                    screen(CGRect(x: 390, y: 0, width: -390, height: 844)), screen(phone))
            ),
        ]
    }()

    static let catalog = PreviewCatalog(
        entries: BuiltInTransition.allCases.flatMap { transition in
            geometries.indices.map { index in
                PreviewCatalog.Entry(name: "\(transition.name)-g\(index)", summary: geometries[index].0) {
                    operation, layoutDirection in
                    var geometry = geometries[index].1
                    geometry.operation = operation
                    geometry.layoutDirection = layoutDirection
                    return PreviewScene(
                        transition: "\(transition.name) \u{1B}[31m\(geometries[index].0)\u{0}",
                        operation: operation, layoutDirection: layoutDirection,
                        plan: transition.plan(for: geometry), canvas: geometry.containerBounds)
                }
            }
        })

    /// Command lines that render every hostile entry: each format, both operations, both
    /// directions, hostile but valid progress values, and filmstrips.
    static func renderingLines() -> [[String]] {
        var lines: [[String]] = []
        let progresses = ["0", "1", "-0", "0.5", "1e-320", "0.9999999999999999", "0x1p-3", ".5"]
        for (index, entry) in catalog.entries.enumerated() {
            let progress = progresses[index % progresses.count]
            let rtl = index.isMultiple(of: 2) ? ["--rtl"] : []
            let operation = index.isMultiple(of: 3) ? "pop" : "push"
            lines.append(
                [entry.name, "--format", "json", "--progress", progress, "--operation", operation] + rtl)
            lines.append([entry.name, "--format", "svg", "--progress", progress] + rtl)
            lines.append([entry.name, "--format", "html", "--progress", progress, "--operation", operation])
            lines.append([entry.name, "--frames", String(1 + index % 7)] + rtl)
            lines.append([entry.name, "--operation", "pop", "--format", "json"])
            lines.append([entry.name, "--format", "html", "--rtl", "--operation", "pop", "--progress", "1"])
        }
        return lines
    }

    /// Command lines whose arguments are hostile.
    static let argumentLines: [[String]] = {
        let name = catalog.entries[0].name
        var lines: [[String]] = []
        for progress in [
            "nan", "NaN", "inf", "-inf", "1e309", "-1e-320", "1.0000000000000002", "0.5e", "", " 0.5", "½",
        ] {
            lines.append([name, "--progress", progress])
        }
        for frames in ["0", "-0", "121", "99999999999999999999999", "nan", "1.5", "", "0x10", "+3"] {
            lines.append([name, "--frames", frames])
        }
        for format in ["", "SVG", "pdf", "json\u{0}", "html ", "--help"] {
            lines.append([name, "--format", format])
        }
        for operation in ["", "Push", "replace", "pop\u{7F}"] {
            lines.append([name, "--operation", operation])
        }
        for transition in [
            "", "\u{1B}]0;owned\u{7}", "zoom\u{0}", String(repeating: "z", count: 10_000), "-", "--",
        ] {
            lines.append([transition])
        }
        lines += [
            [name, "--progress"], [name, "--frames"], [name, "--format"], [name, "--operation"],
            [name, "-o"],
            [name, "--output"], [name, name], [name, "--rtl", "--rtl"],
            [name, "--frames", "3", "--progress", "0.5"],
            [name, "--progress", "0.2", "--progress", "0.3"], [name, "--list"], ["--list", "--help"],
            [name, "-x"], [name, "--progress=0.5"], ["--\u{85}"],
            [name, "--frames", "2", "--format", "json"],
        ]
        return lines
    }()

    @Test func everyCommandLineSucceedsWithAValidDocumentOrFailsWithADocumentedStatus() throws {
        let lines = Self.renderingLines() + Self.argumentLines
        var successes = 0
        for arguments in lines {
            let result = PreviewCommand.run(arguments: arguments, catalog: Self.catalog)
            let label = arguments.map { $0.debugDescription.prefix(40) }.joined(separator: " ")
            #expect([0, 64, 65].contains(result.exitCode), "\(label): \(result.exitCode)")
            #expect(
                !Self.hasRawControl(result.standardError),
                "\(label): \(result.standardError.debugDescription)")
            guard result.exitCode == 0 else {
                #expect(result.standardOutput.isEmpty, "\(label)")
                #expect(result.standardError.hasPrefix("error: "), "\(label)")
                continue
            }
            successes += 1
            try Self.checkDocument(result.standardOutput, arguments: arguments, label: label)
        }
        #expect(lines.count >= 440, "the sweep is as broad as the issue's")
        #expect(successes >= Self.renderingLines().count, "every rendering line renders")
    }

    /// Red before the fix: messages echoed the command line raw, so a name could clear the
    /// screen or retitle the terminal.
    @Test func messagesShowControlCharactersAsEscapes() {
        let result = PreviewCommand.run(arguments: ["zoom\u{1B}[2J\u{85}"], catalog: .builtIn)
        #expect(result.exitCode == 64)
        #expect(result.standardError.hasPrefix("error: unknown transition 'zoom\\u{1B}[2J\\u{85}'; known"))
    }

    /// The public API directly: every built-in planned on every hostile geometry, both operations
    /// and directions, rendered by every renderer.
    @Test func everyBuiltInOnEveryHostileGeometryRendersValidDocuments() throws {
        for transition in BuiltInTransition.allCases {
            for (name, base) in Self.geometries {
                for operation in NavigationOperation.allCases {
                    var geometry = base
                    geometry.operation = operation
                    let plan = transition.plan(
                        for: geometry, preferences: MotionPreferences(reduceMotion: operation == .pop))
                    let scene = PreviewScene(
                        transition: transition.name, operation: operation, plan: plan,
                        canvas: geometry.containerBounds)
                    let label = "\(transition) \(name) \(operation)"
                    try Self.checkDocument(
                        JSONRenderer().render(scene, progress: 0.5), format: "json", label: label)
                    try Self.checkDocument(
                        SVGRenderer().render(scene, progress: 0.3), format: "svg", label: label)
                    try Self.checkDocument(
                        SVGRenderer().filmstrip(scene, frames: 3), format: "svg", label: label)
                }
            }
        }
    }

    // MARK: - Checks

    static func format(of arguments: [String]) -> String {
        if let index = arguments.firstIndex(of: "--format"), index + 1 < arguments.count {
            return arguments[index + 1]
        }
        if arguments.contains("--list") || arguments.contains("--help") { return "text" }
        return "svg"
    }

    static func checkDocument(_ text: String, arguments: [String], label: String) throws {
        try checkDocument(text, format: format(of: arguments), label: label)
    }

    static func checkDocument(_ text: String, format: String, label: String) throws {
        switch format {
        case "json":
            _ = try JSONSerialization.jsonObject(with: Data(text.utf8))
            let scan = Validity.JSONScan(text)
            #expect(scan.numbersAreFinite && scan.words.isEmpty, "\(label)")
        case "html":
            let parts = try #require(Validity.PageParts(text), "\(label)")
            #expect(try SVGDocument.parses(parts.drawing), "\(label)")
            #expect(try Validity.markupIsClean(parts.markup), "\(label)")
            #expect(Validity.geometryWords(in: parts.drawing).isEmpty, "\(label)")
            _ = try JSONSerialization.jsonObject(with: Data(parts.data.utf8))
            let scan = Validity.JSONScan(parts.data)
            // The page's settings hold booleans (a variant's Reduce Motion).
            #expect(scan.numbersAreFinite && scan.words.subtracting(["true", "false"]).isEmpty, "\(label)")
        case "svg":
            #expect(try SVGDocument.parses(text), "\(label)")
            #expect(Validity.geometryWords(in: text).isEmpty, "\(label)")
        default:
            #expect(!hasRawControl(text), "\(label)")
        }
    }

    /// Whether text holds a C0 or C1 control character other than a newline or tab (which a
    /// terminal would interpret).
    static func hasRawControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
        }
    }
}

extension TransitionGeometry {
    fileprivate func with(from screen: Screen) -> TransitionGeometry {
        var copy = self
        copy.from = screen
        return copy
    }
}
