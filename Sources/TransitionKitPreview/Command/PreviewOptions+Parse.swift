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
                case "push": options.operation = .push
                case "pop": options.operation = .pop
                default:
                    throw PreviewCommandError.invalidValue(option: name, value: text, expected: "push or pop")
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
        ]
        if let (option, _) = picked.first(where: \.1) {
            throw PreviewCommandError.conflictingOptions(
                "--gallery", "\(option) (the gallery shows them all)")
        }
        guard outputPath != nil else { throw PreviewCommandError.missingOutput(option: "--gallery") }
    }

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

    private static func frames(_ text: String) throws -> Int {
        guard let count = Int(text), count >= 1, count <= SVGRenderer.maximumFrames else {
            throw PreviewCommandError.invalidValue(
                option: "--frames", value: text,
                expected: "a whole number from 1 to \(SVGRenderer.maximumFrames)")
        }
        return count
    }

    private func checkCombinations() throws {
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
