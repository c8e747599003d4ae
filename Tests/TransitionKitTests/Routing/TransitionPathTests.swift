import Foundation
import TestSupport
import Testing

@testable import TransitionKit
@testable import TransitionKitCore

/// The type-erased path: editing, counting, `Codable` round trips, and every kind of
/// damaged data decoding to a thrown error, never a trap or a partial path.
struct TransitionPathTests {
    enum Route: Hashable, Codable {
        case photo(Int)
        case settings
    }
    struct Opaque: Hashable {}
    private struct Hidden: Hashable, Codable {}

    private func encoded(_ path: TransitionPath) throws -> Data {
        try JSONEncoder().encode(path)
    }

    private func decoded(_ json: String) throws -> TransitionPath {
        try JSONDecoder().decode(TransitionPath.self, from: Data(json.utf8))
    }

    @Test func appendRemoveLastAndCount() {
        var path = TransitionPath()
        #expect(path.isEmpty)
        path.append(Route.photo(1))
        path.append(7)
        path.append("tag")
        #expect(path.count == 3)
        #expect(path.elements == [AnyHashable(Route.photo(1)), AnyHashable(7), AnyHashable("tag")])
        path.removeLast()
        #expect(path.elements == [AnyHashable(Route.photo(1)), AnyHashable(7)])
        path.removeLast(2)
        #expect(path.isEmpty)
        #expect(TransitionPath([1, 2]) == TransitionPath(erased: [1, 2]))
    }

    @Test func removingMoreThanThePathHoldsEmptiesItAndReports() {
        var path = TransitionPath([1, 2])
        let diagnostics = Diagnostics.record { path.removeLast(5) }
        #expect(path.isEmpty)
        #expect(diagnostics.count == 1)
        path = TransitionPath([1, 2])
        let negative = Diagnostics.record { path.removeLast(-1) }
        #expect(path == TransitionPath([1, 2]))
        #expect(negative.count == 1)
        let extreme = Diagnostics.record {
            for k in HostileValues.extremeInts { path.removeLast(k) }
        }
        #expect(path.isEmpty)
        #expect(!extreme.isEmpty)
    }

    @Test func aPathOfSeveralCodableTypesRoundTrips() throws {
        var path = TransitionPath()
        path.append(Route.photo(3))
        path.append(Route.settings)
        path.append(42)
        path.append("summer")
        let restored = try JSONDecoder().decode(TransitionPath.self, from: encoded(path))
        #expect(restored == path)
        #expect(restored.elements[0].base as? Route == .photo(3))
        #expect(try JSONDecoder().decode(TransitionPath.self, from: encoded(TransitionPath())).isEmpty)
    }

    @Test func aValueThatIsNotEncodableThrowsOnEncoding() {
        var path = TransitionPath([1])
        path.append(Opaque())
        #expect(throws: EncodingError.self) { try encoded(path) }
    }

    /// Decoding reads names from the app's declared types, not the runtime's lookup, so a private
    /// type the app appended round-trips too.
    @Test func aPrivateTypeRoundTrips() throws {
        var path = TransitionPath([1])
        path.append(Hidden())
        #expect(try JSONDecoder().decode(TransitionPath.self, from: encoded(path)) == path)
    }

    /// An error message quotes at most 80 characters of a stored name, with control and bidi
    /// characters escaped.
    @Test func errorsQuoteAShortEscapedPrefixOfTheName() throws {
        let hostile = "\u{202E}evil\u{1}" + String(repeating: "x", count: 10_000)
        do {
            _ = try JSONDecoder().decode(TransitionPath.self, from: JSONEncoder().encode([hostile, "1"]))
            Issue.record("decoded")
        } catch DecodingError.dataCorrupted(let context) {
            let message = context.debugDescription
            #expect(message.count < 300, "\(message.count) characters")
            #expect(message.contains("\\u{202E}evil\\u{1}x"))
            #expect(!message.unicodeScalars.contains { $0.properties.generalCategory == .format })
            #expect(!message.unicodeScalars.contains { $0.properties.generalCategory == .control })
        }
    }

    @Test func damagedDataThrowsADecodingError() throws {
        let valid = String(decoding: try encoded(TransitionPath([5])), as: UTF8.self)
        let intName = try #require(_mangledTypeName(Int.self))
        let damaged = [
            "{}", "42", "[1, 2]", "[\"\(intName)\"]", "[\"NoSuchType\", \"1\"]", "[\"\", \"1\"]",
            "[\"\(intName)\", \"not json\"]", "[\"\(intName)\", \"\\\"text\\\"\"]",
            "[\"\\u0001\\u0002\\u0003\\u0004\", \"1\"]",
            "[\"\(String(repeating: "S", count: 5_000))\", \"1\"]",
            // A type that exists but is not Decodable and Hashable.
            "[\"\(try #require(_mangledTypeName(Opaque.self)))\", \"{}\"]",
            String(valid.dropLast()),
        ]
        for json in damaged {
            #expect(throws: DecodingError.self, "\(json.prefix(60))") { try decoded(json) }
        }
        #expect(try decoded(valid) == TransitionPath([5]))
    }

    /// A stored name of `$` and digits once reached the runtime's type lookup, which read it as a
    /// reference into memory and crashed; no name from a payload reaches that lookup now.
    @Test func aDollarAndDigitsTypeNameThrowsInsteadOfCrashing() {
        for json in ["[\"$0\",\"1\"]", "[\"$1\",\"1\"]", "[\"$9999\",\"{}\"]", "[\"$s$0\",\"1\"]"] {
            #expect(throws: DecodingError.self, "\(json)") { try decoded(json) }
        }
    }

    /// Only names the app declared decode: a real type's name the app never used throws, and
    /// declaring it (``TransitionPath/register(_:)``) makes the same payload decode.
    @Test func onlyDeclaredTypesDecode() throws {
        struct Undeclared: Hashable, Codable { var id: Int }
        let name = try #require(_mangledTypeName(Undeclared.self))
        let json = "[\"\(name)\", \"{\\\"id\\\":4}\"]"
        #expect(throws: DecodingError.self) { try decoded(json) }
        TransitionPath.register(Undeclared.self)
        #expect(try decoded(json) == TransitionPath([Undeclared(id: 4)]))
    }

    /// Seeded fuzz over mangled-looking names (`$s`, `$0`, symbolic-reference bytes, known
    /// manglings with damage) and random bytes: each payload decodes to a declared type or throws
    /// a `DecodingError`; never a trap.
    @Test func seededMangledLookingNamesDecodeOrThrow() throws {
        var random = SplitMix64(seed: 0x39_0A)
        let known = try [Int.self, String.self, Route.self].map { try #require(_mangledTypeName($0)) }
        let pieces = [
            "$", "$s", "$S", "$0", "$1", "Si", "SS", "Sa", "y", "G", "_", "4main", "5Route",
            "O", "V", "C", "Mp", "\u{1}", "\u{2}", "\u{9}", "\u{17}", "\u{18}", "\u{1F}", "\u{FF}", "0", "9",
        ]
        var names: [String] = []
        for _ in 0..<600 {
            var name = Bool.random(using: &random) ? known.randomElement(using: &random)! : ""
            for _ in 0..<Int.random(in: 0..<8, using: &random) {
                let piece = pieces.randomElement(using: &random)!
                let at = name.index(name.startIndex, offsetBy: Int.random(in: 0...name.count, using: &random))
                name.insert(contentsOf: piece, at: at)
            }
            names.append(name)
        }
        for _ in 0..<300 {
            let bytes = (0..<Int.random(in: 1..<24, using: &random)).map { _ in
                UInt8.random(in: 0...255, using: &random)
            }
            names.append(String(decoding: bytes, as: UTF8.self))
        }
        var decodedCount = 0
        for name in names {
            let payload = try JSONEncoder().encode([name, "1"])
            do {
                let path = try JSONDecoder().decode(TransitionPath.self, from: payload)
                #expect(known.contains(name), "\(name.debugDescription) decoded")
                #expect(path.count == 1)
                decodedCount += 1
            } catch is DecodingError {
            } catch {
                Issue.record("\(name.debugDescription) threw \(error), not a DecodingError")
            }
        }
        #expect(decodedCount < names.count)
    }

    /// Garbage never traps, and whatever does decode is a whole path: it encodes and decodes back
    /// to itself (no half-read value survives).
    @Test func seededGarbageNeverTrapsAndWhatDecodesRoundTrips() throws {
        var random = SplitMix64(seed: 0x22_7A7)
        let alphabet = Array("[]\",\\:{}0123456789SiSSabc$_ \u{1}")
        var decodedPaths = 0
        let garbage = (0..<500).map { _ in
            let length = Int.random(in: 0..<40, using: &random)
            return String((0..<length).map { _ in alphabet.randomElement(using: &random)! })
        }
        for json in ["[]"] + garbage {
            guard let path = try? decoded(json) else { continue }
            decodedPaths += 1
            let again = try JSONDecoder().decode(TransitionPath.self, from: encoded(path))
            #expect(again == path, "\(json)")
        }
        #expect(decodedPaths >= 1, "the empty path, at least, decodes")
    }
}
