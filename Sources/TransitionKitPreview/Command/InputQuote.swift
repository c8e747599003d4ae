/// Quotes outside text in messages so it stays short and cannot drive a terminal or reorder the line:
/// controls, U+2028/U+2029 and bidirectional formatting characters become `\u{…}`.
enum InputQuote {
    /// The most characters (Unicode scalars) of one input a message shows.
    static let limit = 80

    /// Single-quoted and escaped; past `limit` characters, the first 40 and last 39 around `…`, then the
    /// length: `'0,0 0,1 … 9,9' (68890 characters)`.
    static func quoted(_ text: String) -> String {
        let scalars = text.unicodeScalars
        let count = scalars.count
        guard count > limit else { return "'" + escaped(text) + "'" }
        let head = String(String.UnicodeScalarView(scalars.prefix(limit / 2)))
        let tail = String(String.UnicodeScalarView(scalars.suffix(limit / 2 - 1)))
        return "'" + escaped(head) + "…" + escaped(tail) + "' (\(count) characters)"
    }

    /// Escapes the whole text, without shortening it; a backslash stays as it is.
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Controls, line and paragraph separators, and bidirectional formatting characters.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
