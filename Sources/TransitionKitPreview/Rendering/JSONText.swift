import Foundation

/// A tiny writer for JSON text with a fixed key order (the order the caller writes keys in).
enum JSONText {
    /// Also escapes `<`, `>`, `&`, DEL, C1 controls, U+2028/U+2029 and noncharacters as `\uXXXX`, so the text
    /// can sit inside an HTML `<script>`; it reads back as exactly `value`.
    static func string(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "<", ">", "&", "\u{7F}"..."\u{9F}", "\u{2028}", "\u{2029}":
                appendEscape(scalar.value, to: &result)
            default:
                if scalar.value < 0x20 || MarkupText.standIn(for: scalar) != nil {
                    appendEscape(scalar.value, to: &result)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Appends `\uXXXX` for a scalar, as a surrogate pair above U+FFFF.
    private static func appendEscape(_ value: UInt32, to result: inout String) {
        guard value > 0xFFFF else {
            result += "\\u"
            for shift in stride(from: 12, through: 0, by: -4) {
                result.append(hexDigits[Int((value >> UInt32(shift)) & 0xF)])
            }
            return
        }
        let offset = value - 0x1_0000
        appendEscape(0xD800 + (offset >> 10), to: &result)
        appendEscape(0xDC00 + (offset & 0x3FF), to: &result)
    }

    private static let hexDigits = Array("0123456789abcdef")

    /// A JSON array of numbers on one line.
    static func numbers(_ values: [Double], decimals: Int = 4) -> String {
        "[" + values.map { PreviewNumber.format($0, decimals: decimals) }.joined(separator: ", ") + "]"
    }

    /// O(n) in the total length, written into one text (a member may be 100 MB of samples).
    static func object(_ members: [(String, String)], indent: Int) -> String {
        guard !members.isEmpty else { return "{}" }
        let pad = String(repeating: " ", count: indent + 2)
        var text = "{\n"
        text.reserveCapacity(
            members.reduce(indent + 4) { $0 + pad.utf8.count + $1.0.utf8.count + $1.1.utf8.count + 6 })
        for (index, member) in members.enumerated() {
            if index > 0 { text += ",\n" }
            text += pad
            text += string(member.0)
            text += ": "
            text += member.1
        }
        text += "\n"
        text += String(repeating: " ", count: indent)
        text += "}"
        return text
    }

    /// Writes an object whose members write their own values, one per line at indent 0: the same
    /// text as ``object(_:indent:)``, for values too long to hold twice.
    static func writeObject(_ members: [(String, (inout [UInt8]) -> Void)], into bytes: inout [UInt8]) {
        guard !members.isEmpty else {
            bytes += "{}".utf8
            return
        }
        bytes += "{\n".utf8
        for (index, member) in members.enumerated() {
            if index > 0 { bytes += ",\n".utf8 }
            bytes += "  ".utf8
            bytes += string(member.0).utf8
            bytes += ": ".utf8
            member.1(&bytes)
        }
        bytes += "\n}".utf8
    }

    /// An object from already-encoded members on one line.
    static func inlineObject(_ members: [(String, String)]) -> String {
        "{" + members.map { string($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
    }

    /// O(n) in the total length, written into one text.
    static func array(_ items: [String], indent: Int) -> String {
        guard !items.isEmpty else { return "[]" }
        let pad = String(repeating: " ", count: indent + 2)
        var text = "[\n"
        text.reserveCapacity(items.reduce(indent + 4) { $0 + pad.utf8.count + $1.utf8.count + 2 })
        for (index, item) in items.enumerated() {
            if index > 0 { text += ",\n" }
            text += pad
            text += item
        }
        text += "\n"
        text += String(repeating: " ", count: indent)
        text += "]"
        return text
    }
}
