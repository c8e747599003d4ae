import Foundation

/// A JSON value with a text form that is the same on every machine: the golden plans' format.
///
/// The text is written by ``text`` and never by `Codable` synthesis, so renaming a Swift type
/// cannot change a golden file:
/// - object keys are sorted (by Unicode scalars, so the order does not depend on a locale);
/// - numbers are rounded to ``decimals`` decimals and printed without exponent or trailing
///   zeros (`390`, `0.5`, `-117.104167`); `-0` prints as `0`; NaN and infinities print as the
///   strings `"NaN"`, `"Infinity"`, `"-Infinity"` so a bad value shows instead of vanishing;
/// - a container holding only scalars sits on one line (`{"height": 844, "width": 390, …}`),
///   any other one is indented by two spaces per level; the text ends with a newline.
///
/// Reading goes through `JSONSerialization` into this type (see ``parse(_:)``).
enum GoldenJSON: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([GoldenJSON])
    case object([String: GoldenJSON])

    /// Digits kept after the decimal point.
    static let decimals = 6

    /// The value's text, ending with a newline.
    var text: String {
        var result = ""
        write(to: &result, indent: 0)
        return result + "\n"
    }

    /// The value's text on one line (for messages).
    var inlineText: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value): return Self.format(value)
        case .string(let value): return Self.quoted(value)
        case .array(let items): return "[" + items.map(\.inlineText).joined(separator: ", ") + "]"
        case .object(let members):
            let body = Self.sorted(members).map { Self.quoted($0.key) + ": " + $0.value.inlineText }
            return "{" + body.joined(separator: ", ") + "}"
        }
    }

    /// Whether this is a container holding at least one container.
    private var nestsContainers: Bool {
        switch self {
        case .array(let items): return items.contains(where: \.isContainer)
        case .object(let members): return members.values.contains(where: \.isContainer)
        case .null, .bool, .number, .string: return false
        }
    }

    private var isContainer: Bool {
        switch self {
        case .array, .object: return true
        case .null, .bool, .number, .string: return false
        }
    }

    private func write(to result: inout String, indent: Int) {
        guard nestsContainers else {
            result += inlineText
            return
        }
        let pad = String(repeating: " ", count: indent + 2)
        let lines: [(key: String?, value: GoldenJSON)]
        let brackets: (open: String, close: String)
        switch self {
        case .array(let items):
            lines = items.map { (nil, $0) }
            brackets = ("[", "]")
        case .object(let members):
            lines = Self.sorted(members).map { ($0.key, $0.value) }
            brackets = ("{", "}")
        case .null, .bool, .number, .string:
            return
        }
        result += brackets.open + "\n"
        for (index, line) in lines.enumerated() {
            result += pad
            if let key = line.key { result += Self.quoted(key) + ": " }
            line.value.write(to: &result, indent: indent + 2)
            result += index == lines.count - 1 ? "\n" : ",\n"
        }
        result += String(repeating: " ", count: indent) + brackets.close
    }

    /// An object's members by key, in a locale-independent order.
    static func sorted(_ members: [String: GoldenJSON]) -> [(key: String, value: GoldenJSON)] {
        members.sorted { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) }
    }

    /// A number rounded to ``decimals`` decimals, as the shortest text for the rounded value.
    ///
    /// - Parameter value: The number.
    static func format(_ value: Double) -> String {
        guard value.isFinite else {
            return quoted(value.isNaN ? "NaN" : value < 0 ? "-Infinity" : "Infinity")
        }
        var text = String(format: "%.\(decimals)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// A JSON string literal.
    static func quoted(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default:
                if scalar.value < 0x20 {
                    result += String(format: "\\u%04x", scalar.value)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}

extension GoldenJSON {
    /// Why a text is not a golden file's JSON.
    struct ParseError: Error, CustomStringConvertible {
        /// The parser's words, e.g. "Unexpected end of file during JSON parse."
        var description: String
    }

    /// Parses JSON text (with `JSONSerialization`, which is fast in debug builds too).
    ///
    /// - Parameter data: The text, UTF-8.
    /// - Throws: ``ParseError`` when the text is not JSON.
    static func parse(_ data: Data) throws -> GoldenJSON {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            let error = error as NSError
            throw ParseError(
                description: error.userInfo[NSDebugDescriptionErrorKey] as? String
                    ?? error.localizedDescription)
        }
        return try converting(object)
    }

    private static func converting(_ object: Any) throws -> GoldenJSON {
        switch object {
        case is NSNull:
            return .null
        case let string as String:
            return .string(string)
        case let number as NSNumber:
            // JSON booleans come back as NSNumber of Objective-C type `c` on Darwin and Linux alike.
            if String(cString: number.objCType) == "c" { return .bool(number.boolValue) }
            return .number(number.doubleValue)
        case let array as [Any]:
            return .array(try array.map(converting))
        case let members as [String: Any]:
            return .object(try members.mapValues(converting))
        default:
            throw ParseError(description: "unexpected value \(type(of: object))")
        }
    }
}
