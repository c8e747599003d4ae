import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A strict check that a text is a well-formed XML document that HTML can hold too.
///
/// Foundation's parser (libxml2 on Linux) checks the structure but lets some controls through in
/// attribute values, so the text is also scanned: no scalar but newline below U+0020, no DEL, C1
/// control or noncharacter, and every `&` starts an entity or a character reference.
enum SVGDocument {
    /// Whether the text passes; throws a description of the first fault if it does not.
    static func parses(_ text: String) throws -> Bool {
        if let bad = text.unicodeScalars.first(where: isForbidden) {
            throw Fault(description: "forbidden scalar U+\(String(bad.value, radix: 16, uppercase: true))")
        }
        if let ampersand = text.firstRange(of: /&(?!(amp|lt|gt|quot|#[0-9]+);)/) {
            throw Fault(description: "bare & at \(text[ampersand.lowerBound...].prefix(20))")
        }
        let parser = XMLParser(data: Data(text.utf8))
        guard parser.parse() else {
            throw parser.parserError ?? Fault(description: "XMLParser failed")
        }
        return true
    }

    struct Fault: Error, CustomStringConvertible {
        var description: String
    }

    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A: return false
        case 0x00...0x1F, 0x7F...0x9F, 0xFDD0...0xFDEF: return true
        default: return scalar.value & 0xFFFE == 0xFFFE
        }
    }
}
