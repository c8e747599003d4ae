import Foundation
import TestSupport
import Testing

@testable import TransitionKit

/// The type-erased path (issue #22): editing, counting, `Codable` round trips, and every kind of
/// damaged data decoding to a thrown error, never a trap or a partial path.
struct TransitionPathTests {
    /// Internal: a private type's name cannot be looked up again (see `aPrivateTypeThrowsOnEncoding`).
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

    @Test func aPrivateTypeThrowsOnEncodingRatherThanFailingToRestore() {
        var path = TransitionPath([1])
        path.append(Hidden())
        #expect(throws: EncodingError.self) { try encoded(path) }
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
