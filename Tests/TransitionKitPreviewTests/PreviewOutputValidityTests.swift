import Foundation
import Testing
import TransitionKit
import TransitionKitPreview

/// Properties of every output for any plan: seeded scenes of hostile values (``HostileScenes``)
/// rendered as JSON, SVG and HTML are valid documents that print finite numbers only.
///
/// 10,000 cases in all — 6,000 JSON documents, 3,000 SVG drawings (one in ten a filmstrip) and
/// 1,000 HTML pages — in ten chunks per format, each chunk its own seed, so they run in parallel
/// and a failure names a chunk and case that replay exactly.
struct PreviewOutputValidityTests {
    private static let seed: UInt64 = 0x7E57_0012
    private static let chunks = 0..<10

    private static func scenes(_ format: UInt64, chunk: Int) -> HostileScenes {
        HostileScenes(seed: seed &+ format &* 1_000 &+ UInt64(chunk))
    }

    @Test(arguments: chunks)
    func jsonParsesAndHoldsOnlyFiniteNumbers(chunk: Int) throws {
        var scenes = Self.scenes(1, chunk: chunk)
        for index in 0..<600 {
            let scene = scenes.scene()
            let evaluation: TransitionPlan.Evaluation = index.isMultiple(of: 2) ? .scrubbing : .running
            let json = JSONRenderer().render(scene, progress: scenes.progress(), evaluation: evaluation)
            _ = try JSONSerialization.jsonObject(with: Data(json.utf8))
            let scan = Validity.JSONScan(json)
            #expect(scan.numbersAreFinite, "chunk \(chunk) case \(index)")
            #expect(scan.words.isEmpty, "chunk \(chunk) case \(index)")
        }
    }

    @Test(arguments: chunks)
    func svgIsWellFormedWithFiniteNumbers(chunk: Int) throws {
        var scenes = Self.scenes(2, chunk: chunk)
        for index in 0..<300 {
            let scene = scenes.scene()
            let svg =
                index.isMultiple(of: 10)
                ? SVGRenderer().filmstrip(scene, frames: 1 + index / 10 % 4)
                : SVGRenderer().render(scene, progress: scenes.progress())
            #expect(try SVGDocument.parses(svg), "chunk \(chunk) case \(index)")
            #expect(Validity.geometryWords(in: svg).isEmpty, "chunk \(chunk) case \(index)")
        }
    }

    @Test(arguments: chunks)
    func htmlIsWellFormedAndItsScriptDataIsFinite(chunk: Int) throws {
        var scenes = Self.scenes(3, chunk: chunk)
        for index in 0..<100 {
            let scene = scenes.scene(maximumElements: 2, hostileDurationOdds: 8)
            let html = HTMLRenderer().render(scene, progress: scenes.progress())
            let parts = try #require(Validity.PageParts(html), "chunk \(chunk) case \(index)")
            // Markup: no raw control or noncharacter, every & an entity, the drawing well-formed.
            #expect(try SVGDocument.parses(parts.drawing), "chunk \(chunk) case \(index)")
            #expect(try Validity.markupIsClean(parts.markup), "chunk \(chunk) case \(index)")
            #expect(Validity.geometryWords(in: parts.drawing).isEmpty, "chunk \(chunk) case \(index)")
            // Data: no `<` at all (so no `</script` or `<!--`), JSON with finite numbers and no
            // bare NaN, Infinity or inf.
            #expect(Validity.find("<", in: Array(parts.data.utf8)) == nil, "chunk \(chunk) case \(index)")
            _ = try JSONSerialization.jsonObject(with: Data(parts.data.utf8))
            let scan = Validity.JSONScan(parts.data)
            #expect(scan.numbersAreFinite, "chunk \(chunk) case \(index)")
            #expect(scan.words.subtracting(["true", "false"]).isEmpty, "chunk \(chunk) case \(index)")
        }
    }
}

/// The checks behind the properties: byte scans, so 10,000 cases take seconds in a debug build.
enum Validity {
    /// The words outside string literals in JSON text but `null`, and whether every number literal is
    /// finite: a literal without exponent (the writers never use one, and an `e` would show as a
    /// word) is finite unless its integer part passes `Double.greatestFiniteMagnitude`'s 309 digits.
    struct JSONScan {
        var words: Set<String> = []
        var numbersAreFinite = true

        init(_ text: String) {
            var text = text
            text.withUTF8 { bytes in
                var index = 0
                while index < bytes.count {
                    let byte = bytes[index]
                    if byte == 0x22 {  // a string: skip to its closing quote
                        index += 1
                        while index < bytes.count && bytes[index] != 0x22 {
                            index += bytes[index] == 0x5C ? 2 : 1
                        }
                        index += 1
                    } else if Validity.isLetter(byte) {
                        let start = index
                        while index < bytes.count && Validity.isLetter(bytes[index]) { index += 1 }
                        let isNull =
                            index - start == 4 && bytes[start] == 0x6E && bytes[start + 1] == 0x75
                            && bytes[start + 2] == 0x6C && bytes[start + 3] == 0x6C
                        if !isNull {
                            let word = UnsafeBufferPointer(rebasing: bytes[start..<index])
                            words.insert(String(decoding: word, as: UTF8.self))
                        }
                    } else if Validity.isDigit(byte) {
                        let start = index
                        while index < bytes.count && Validity.isDigit(bytes[index]) { index += 1 }
                        if !Validity.isFinite(
                            integerDigits: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                        {
                            numbersAreFinite = false
                        }
                        while index < bytes.count && (bytes[index] == 0x2E || Validity.isDigit(bytes[index]))
                        {
                            index += 1
                        }
                    } else {
                        index += 1
                    }
                }
            }
        }
    }

    /// Words in the SVG geometry (numeric attributes, `transform`, `viewBox`, `d`) other than the
    /// transform functions and path commands: a `null`, `nan` or `inf` would show here.
    static func geometryWords(in svg: String) -> Set<String> {
        var words: Set<String> = []
        var svg = svg
        svg.withUTF8 { bytes in
            var index = 0
            // Each `name="value"`: the values never hold a quote.
            while index + 1 < bytes.count {
                guard bytes[index] == 0x3D && bytes[index + 1] == 0x22 else {
                    index += 1
                    continue
                }
                var nameStart = index
                while nameStart > 0 && (isLetter(bytes[nameStart - 1]) || bytes[nameStart - 1] == 0x2D) {
                    nameStart -= 1
                }
                let name = String(
                    decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<index]), as: UTF8.self)
                var end = index + 2
                while end < bytes.count && bytes[end] != 0x22 { end += 1 }
                if geometryAttributes.contains(name) {
                    var cursor = index + 2
                    while cursor < end {
                        guard isLetter(bytes[cursor]) else {
                            cursor += 1
                            continue
                        }
                        let start = cursor
                        while cursor < end && isLetter(bytes[cursor]) { cursor += 1 }
                        let word = String(
                            decoding: UnsafeBufferPointer(rebasing: bytes[start..<cursor]), as: UTF8.self)
                        if !geometryFunctions.contains(word) { words.insert(word) }
                    }
                }
                index = end + 1
            }
        }
        return words
    }

    private static let geometryAttributes: Set<String> = [
        "x", "y", "width", "height", "rx", "opacity", "fill-opacity", "stroke-opacity", "stroke-width",
        "font-size", "transform", "viewBox", "d",
    ]
    private static let geometryFunctions: Set<String> = ["translate", "rotate", "scale", "M", "L"]

    /// `Double.greatestFiniteMagnitude` as `%.0f` prints it.
    private static let largestFinite = Array(String(format: "%.0f", Double.greatestFiniteMagnitude).utf8)

    fileprivate static func isFinite(integerDigits digits: UnsafeBufferPointer<UInt8>) -> Bool {
        if digits.count != largestFinite.count { return digits.count < largestFinite.count }
        return !largestFinite.lexicographicallyPrecedes(digits)
    }

    /// Where `needle` first occurs in `bytes` at or after `start` (`strstr`, not Foundation's
    /// slow `range(of:)`; the outputs hold no NUL, which markup writes as ␀ and JSON as \u0000).
    static func find(_ needle: String, in bytes: [UInt8], from start: Int = 0) -> Range<Int>? {
        let terminated = bytes + [0]
        return terminated.withUnsafeBufferPointer { buffer -> Range<Int>? in
            guard start < bytes.count else { return nil }
            let base = UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self)
            guard let found = strstr(base + start, needle) else { return nil }
            let offset = base.distance(to: UnsafePointer(found))
            return offset..<offset + needle.utf8.count
        }
    }

    fileprivate static func isLetter(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte | 0x20) }
    fileprivate static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    /// The page's markup outside its scripts: no raw control or noncharacter, every `&` an entity
    /// (``SVGDocument/checkMarkup(_:)``, without the XML parse: the page is HTML, not XML).
    static func markupIsClean(_ markup: String) throws -> Bool {
        try SVGDocument.checkMarkup(markup)
        return true
    }

    /// An HTML page cut into its markup (everything outside the scripts), its drawing and its
    /// embedded data.
    struct PageParts {
        var markup: String
        var drawing: String
        var data: String

        init?(_ html: String) {
            let bytes = Array(html.utf8)
            guard
                let dataStart = Validity.find(
                    "<script type=\"application/json\" id=\"tk-data\">\n", in: bytes),
                let dataEnd = Validity.find("\n</script>", in: bytes, from: dataStart.upperBound),
                let drawingStart = Validity.find("<svg id=\"tk-drawing\"", in: bytes),
                let drawingEnd = Validity.find("</svg>", in: bytes, from: drawingStart.upperBound)
            else { return nil }
            let text = { (range: Range<Int>) in String(decoding: bytes[range], as: UTF8.self) }
            markup = text(0..<dataStart.lowerBound)
            drawing = text(drawingStart.lowerBound..<drawingEnd.upperBound)
            data = text(dataStart.upperBound..<dataEnd.lowerBound)
        }
    }
}
