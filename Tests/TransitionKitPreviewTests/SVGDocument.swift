import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A strict check that a text is a well-formed XML document that HTML can hold too.
///
/// Foundation's parser (libxml2 on Linux) checks the structure but lets some controls through in
/// attribute values, so the text is also scanned (``checkMarkup(_:)``).
enum SVGDocument {
    /// Whether the text passes; throws a description of the first fault if it does not.
    static func parses(_ text: String) throws -> Bool {
        try checkMarkup(text)
        let parser = XMLParser(data: Data(text.utf8))
        guard parser.parse() else {
            throw parser.parserError ?? Fault(description: "XMLParser failed")
        }
        return true
    }

    /// Throws unless the text holds no scalar but newline below U+0020, no DEL, C1 control or
    /// noncharacter, and every `&` starts `&amp;`, `&lt;`, `&gt;`, `&quot;` or `&#digits;`.
    ///
    /// One pass over the UTF-8 bytes, so it stays fast in debug builds.
    static func checkMarkup(_ text: String) throws {
        var text = text
        let fault: String? = text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let lead = bytes[index]
                let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                var value = UInt32(
                    length == 1 ? lead : length == 2 ? lead & 0x1F : length == 3 ? lead & 0x0F : lead & 0x07)
                for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
                if isForbidden(value) {
                    return "forbidden scalar U+\(String(value, radix: 16, uppercase: true))"
                }
                if lead == UInt8(ascii: "&") && !startsReference(bytes, at: index + 1) {
                    return "bare & at byte \(index)"
                }
                index += length
            }
            return nil
        }
        if let fault { throw Fault(description: fault) }
    }

    struct Fault: Error, CustomStringConvertible {
        var description: String
    }

    private static func isForbidden(_ value: UInt32) -> Bool {
        switch value {
        case 0x0A: return false
        case 0x00...0x1F, 0x7F...0x9F, 0xFDD0...0xFDEF: return true
        default: return value & 0xFFFE == 0xFFFE
        }
    }

    /// Whether an entity (`amp;`, `lt;`, `gt;`, `quot;`) or `#digits;` starts at `index`.
    private static func startsReference(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        for name in entityNames where index + name.count <= bytes.count {
            if (0..<name.count).allSatisfy({ bytes[index + $0] == name[$0] }) { return true }
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "#") else { return false }
        var cursor = index + 1
        while cursor < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[cursor]) {
            cursor += 1
        }
        return cursor > index + 1 && cursor < bytes.count && bytes[cursor] == UInt8(ascii: ";")
    }

    private static let entityNames = ["amp;", "lt;", "gt;", "quot;"].map { Array($0.utf8) }
}
