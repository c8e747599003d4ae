import Foundation

extension PreviewOptions {
    /// Parses command-line arguments (without the program name).
    ///
    /// `--gallery` takes none of the options that pick one transition, operation, direction,
    /// progress or format, and needs `--output DIR`.
    ///
    /// Options take their value as the next argument or after `=` (`--progress=0.3`). A repeated
    /// option keeps its last value. `--help` (or `-h`) anywhere wins over everything else, then
    /// `--list`. Values are checked here: progress must be a finite number in 0…1, frames a whole
    /// number in 1…``SVGRenderer/maximumFrames``, the output path non-empty.
    ///
    /// - Parameter arguments: The arguments.
    /// - Returns: The options.
    /// - Throws: ``PreviewCommandError`` for unknown options, missing or invalid values, stray
    ///   arguments and conflicting options.
    public static func parse(_ arguments: [String]) throws -> PreviewOptions {
        var options = PreviewOptions()
        if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
            options.action = .help
            return options
        }
        var index = 0
        var operationGiven = false
        func value(for option: String, inline: String?) throws -> String {
            if let inline { return inline }
            index += 1
            guard index < arguments.count else { throw PreviewCommandError.missingValue(option: option) }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            var name = argument
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            switch name {
            case "--list":
                try noValue(name, inline)
                if options.action == .gallery {
                    throw PreviewCommandError.conflictingOptions("--list", "--gallery")
                }
                options.action = .list
            case "--gallery":
                try noValue(name, inline)
                if options.action == .list {
                    throw PreviewCommandError.conflictingOptions("--gallery", "--list")
                }
                options.action = .gallery
            case "--rtl":
                try noValue(name, inline)
                options.layoutDirection = .rightToLeft
            case "--operation":
                operationGiven = true
                let text = try value(for: name, inline: inline)
                switch text {
                case "push": (options.operation, options.gestureDriven) = (.push, false)
                case "pop": (options.operation, options.gestureDriven) = (.pop, false)
                case "gesturePop": (options.operation, options.gestureDriven) = (.pop, true)
                default:
                    throw PreviewCommandError.invalidValue(
                        option: name, value: text, expected: "push, pop or gesturePop")
                }
            case "--progress":
                options.progress = try progress(try value(for: name, inline: inline))
            case "--format":
                let text = try value(for: name, inline: inline)
                guard let format = Format(rawValue: text) else {
                    throw PreviewCommandError.invalidValue(
                        option: name, value: text, expected: "svg, json or html")
                }
                options.format = format
            case "--frames":
                options.frames = try frames(try value(for: name, inline: inline))
            case "--back-at":
                options.backTapProgress = try backTap(try value(for: name, inline: inline))
            case "--dismissal":
                options.dismissalPath = try dismissalPath(try value(for: name, inline: inline))
            case "--velocity":
                options.releaseVelocity = try velocity(try value(for: name, inline: inline))
            case "--shadow":
                options.dismissalShadow = try shadow(try value(for: name, inline: inline))
            case "--output", "-o":
                let text = try value(for: name, inline: inline)
                guard !text.isEmpty else {
                    throw PreviewCommandError.invalidValue(option: name, value: text, expected: "a file path")
                }
                options.outputPath = text
            default:
                if argument.hasPrefix("-") && argument != "-" {
                    throw PreviewCommandError.unknownOption(name)
                }
                guard options.transition == nil else {
                    throw PreviewCommandError.unexpectedArgument(argument)
                }
                options.transition = argument
            }
            index += 1
        }
        if options.action == .gallery { try options.checkGallery(operationGiven: operationGiven) }
        try options.checkDismissal(operationGiven: operationGiven)
        try options.checkCombinations()
        return options
    }

    /// The gallery shows every transition, operation and direction, so it takes none of the
    /// options that pick one, and it needs the directory to write into.
    private func checkGallery(operationGiven: Bool) throws {
        let picked: [(String, Bool)] = [
            ("a transition name", transition != nil), ("--operation", operationGiven),
            ("--rtl", layoutDirection == .rightToLeft),
            ("--progress", progress != nil), ("--format", format != nil), ("--frames", frames != nil),
            ("--dismissal", dismissalPath != nil), ("--velocity", releaseVelocity != nil),
            ("--shadow", dismissalShadow != nil), ("--back-at", backTapProgress != nil),
        ]
        if let (option, _) = picked.first(where: \.1) {
            throw PreviewCommandError.conflictingOptions(
                "--gallery", "\(option) (the gallery shows them all)")
        }
        guard outputPath != nil else { throw PreviewCommandError.missingOutput(option: "--gallery") }
    }

    /// A drag is dragged, not played: it takes no operation, direction or progress, and a velocity
    /// needs a drag.
    private func checkDismissal(operationGiven: Bool) throws {
        guard action == .render else { return }
        guard dismissalPath != nil else {
            if releaseVelocity != nil {
                throw PreviewCommandError.conflictingOptions("--velocity", "no --dismissal")
            }
            if dismissalShadow != nil {
                throw PreviewCommandError.conflictingOptions("--shadow", "no --dismissal")
            }
            return
        }
        let picked: [(String, Bool)] = [
            ("--operation", operationGiven), ("--rtl", layoutDirection == .rightToLeft),
            ("--progress", progress != nil), ("--back-at", backTapProgress != nil),
        ]
        if let (option, _) = picked.first(where: \.1) {
            throw PreviewCommandError.conflictingOptions("--dismissal", "\(option) (a drag dismisses)")
        }
    }

    /// `x,y` points separated by spaces or `;`, finite, at most ``maximumDismissalPoints``; the
    /// message says which was wrong: no point, how many there are, or which point is bad.
    private static func dismissalPath(_ text: String) throws -> [Point] {
        let fields = text.split(whereSeparator: { $0 == " " || $0 == ";" || $0 == "\t" })
        let invalid = { (reason: String) in
            PreviewCommandError.invalidValue(option: "--dismissal", value: text, expected: reason)
        }
        guard !fields.isEmpty else {
            throw invalid("1 to \(maximumDismissalPoints) points 'x,y' in points, separated by spaces or ';'")
        }
        guard fields.count <= maximumDismissalPoints else {
            throw invalid(
                "at most \(maximumDismissalPoints) points (10 s at 60 per second), not \(fields.count) points"
            )
        }
        return try fields.enumerated().map { index, field in
            guard let point = point(String(field)) else {
                throw invalid(
                    "points 'x,y' of two finite numbers within ±\(PreviewNumber.format(PreviewNumber.drawableLimit)) "
                        + "pt; point \(index + 1), \(InputQuote.quoted(String(field))), is not")
            }
            return point
        }
    }

    private static func velocity(_ text: String) throws -> Point {
        guard let velocity = point(text) else {
            throw PreviewCommandError.invalidValue(
                option: "--velocity", value: text, expected: "'vx,vy' in points per second, finite")
        }
        return velocity
    }

    /// The shadow's opacity and radius (`DismissalShadow` normalizes them, reported).
    private static func shadow(_ text: String) throws -> Point {
        guard let shadow = point(text) else {
            throw PreviewCommandError.invalidValue(
                option: "--shadow", value: text, expected: "'opacity,radius' (radius in points), finite")
        }
        return shadow
    }

    /// `x,y` with two finite numbers, else `nil`.
    private static func point(_ text: String) -> Point? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite,
            abs(x) <= PreviewNumber.drawableLimit, abs(y) <= PreviewNumber.drawableLimit
        else { return nil }
        return Point(x: x, y: y)
    }

    /// The most points a `--dismissal` path takes: 10 s at 60 per second.
    public static let maximumDismissalPoints = 600

    private static func noValue(_ option: String, _ inline: String?) throws {
        if let inline {
            throw PreviewCommandError.invalidValue(option: option, value: inline, expected: "no value")
        }
    }

    private static func progress(_ text: String) throws -> Double {
        guard let number = Double(text), number.isFinite, number >= 0, number <= 1 else {
            throw PreviewCommandError.invalidValue(
                option: "--progress", value: text, expected: "a number from 0 to 1")
        }
        return number
    }

    /// Strictly between 0 and 1: the push must have started and not yet ended.
    private static func backTap(_ text: String) throws -> Double {
        guard let number = Double(text), number.isFinite, number > 0, number < 1 else {
            throw PreviewCommandError.invalidValue(
                option: "--back-at", value: text, expected: "a number between 0 and 1 (not 0 or 1)")
        }
        return number
    }

    private static func frames(_ text: String) throws -> Int {
        guard let count = Int(text), count >= 1, count <= SVGRenderer.maximumFrames else {
            throw PreviewCommandError.invalidValue(
                option: "--frames", value: text,
                expected: "a whole number from 1 to \(SVGRenderer.maximumFrames)")
        }
        return count
    }

    private func checkCombinations() throws {
        if action == .render, backTapProgress != nil {
            if operation == .pop {
                throw PreviewCommandError.conflictingOptions(
                    "--back-at", "--operation pop (a Back tap turns a push)")
            }
            if resolvedFormat != .html {
                throw PreviewCommandError.conflictingOptions(
                    "--back-at", "--format \(resolvedFormat.rawValue) (the reversal is an HTML page)")
            }
        }
        guard action == .render, frames != nil else { return }
        if progress != nil {
            throw PreviewCommandError.conflictingOptions("--frames", "--progress (a filmstrip spans 0…1)")
        }
        if resolvedFormat != .svg {
            throw PreviewCommandError.conflictingOptions(
                "--frames", "--format \(resolvedFormat.rawValue) (filmstrips are SVG)")
        }
    }
}
