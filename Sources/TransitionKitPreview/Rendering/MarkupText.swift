/// Entities for the five markup characters; controls and noncharacters, which XML 1.0 and HTML cannot
/// carry, get a visible stand-in (`␉`, `␡`, `�`). JSON keeps them exactly (`JSONText.string(_:)`).
enum MarkupText {
    /// O(n) in the text's length.
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: needsAttention) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default:
                result.unicodeScalars.append(standIn(for: scalar) ?? scalar)
            }
        }
        return result
    }

    /// The visible stand-in for a scalar that markup cannot carry, or `nil` if it can.
    static func standIn(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0x00...0x1F: return Unicode.Scalar(0x2400 + scalar.value)
        case 0x7F: return "\u{2421}"
        case 0x80...0x9F, 0xFDD0...0xFDEF: return "\u{FFFD}"
        case let value where value & 0xFFFE == 0xFFFE: return "\u{FFFD}"
        default: return nil
        }
    }

    /// Whether a UTF-8 byte may start something to escape: an ASCII markup character or
    /// control, or a byte of a multi-byte sequence (checked scalar by scalar).
    private static func needsAttention(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"):
            return true
        case 0x00...0x1F, 0x7F...0xFF: return true
        default: return false
        }
    }
}
