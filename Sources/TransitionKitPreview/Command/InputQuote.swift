/// How the tool's messages show text that came from outside (arguments, paths, values): short,
/// and unable to drive a terminal or reorder the line around it.
///
/// ```swift
/// InputQuote.quoted("a\u{202E}b")                 // "'a\\u{202E}b'"
/// InputQuote.quoted(String(repeating: "x", count: 1000))
/// // "'xxxx…xxxx' (1000 characters)": the first 40 and the last 39, then the length
/// ```
///
/// Escaped as `\u{…}` (a backslash stays as it is): every control character (C0, DEL, C1), the
/// line and paragraph separators (U+2028, U+2029), and every bidirectional formatting character
/// (U+061C, U+200E, U+200F, U+202A…U+202E, U+2066…U+2069), which would otherwise reorder what a
/// terminal shows around them.
enum InputQuote {
    /// The most characters (Unicode scalars) of one input a message shows.
    static let limit = 80

    /// `text` in single quotes, escaped; longer than ``limit`` characters, its first 40 and last 39
    /// around `…`, followed by its length: `'0,0 0,1 … 9,9' (68890 characters)`.
    ///
    /// - Parameter text: Text from outside the tool.
    /// - Complexity: O(n) to count the characters; the result is at most ``limit`` characters
    ///   before escaping.
    static func quoted(_ text: String) -> String {
        let scalars = text.unicodeScalars
        let count = scalars.count
        guard count > limit else { return "'" + escaped(text) + "'" }
        let head = String(String.UnicodeScalarView(scalars.prefix(limit / 2)))
        let tail = String(String.UnicodeScalarView(scalars.suffix(limit / 2 - 1)))
        return "'" + escaped(head) + "…" + escaped(tail) + "' (\(count) characters)"
    }

    /// `text` with every character ``quoted(_:)`` escapes written as `\u{…}`, whole.
    ///
    /// - Parameter text: Text from outside the tool.
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
