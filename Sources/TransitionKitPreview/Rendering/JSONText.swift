import Foundation

/// A tiny writer for JSON text with a fixed key order (the order the caller writes keys in).
enum JSONText {
    /// A JSON string literal; `<`, `>` and `&` are escaped too so the text can sit inside an HTML
    /// `<script>` element.
    static func string(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "<", ">", "&": result += String(format: "\\u%04x", scalar.value)
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

    /// A JSON array of numbers on one line.
    static func numbers(_ values: [Double], decimals: Int = 4) -> String {
        "[" + values.map { PreviewNumber.format($0, decimals: decimals) }.joined(separator: ", ") + "]"
    }

    /// An object from already-encoded members, one per line at an indent.
    static func object(_ members: [(String, String)], indent: Int) -> String {
        guard !members.isEmpty else { return "{}" }
        let pad = String(repeating: " ", count: indent + 2)
        let body = members.map { pad + string($0.0) + ": " + $0.1 }.joined(separator: ",\n")
        return "{\n" + body + "\n" + String(repeating: " ", count: indent) + "}"
    }

    /// An object from already-encoded members on one line.
    static func inlineObject(_ members: [(String, String)]) -> String {
        "{" + members.map { string($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
    }

    /// An array of already-encoded items, one per line at an indent.
    static func array(_ items: [String], indent: Int) -> String {
        guard !items.isEmpty else { return "[]" }
        let pad = String(repeating: " ", count: indent + 2)
        return "[\n" + items.map { pad + $0 }.joined(separator: ",\n") + "\n"
            + String(repeating: " ", count: indent) + "]"
    }
}
