import Foundation

/// A type-erased list of route values for a ``TransitionStack`` whose routes have several types,
/// as SwiftUI's `NavigationPath` is for a `NavigationStack`.
///
/// ```swift
/// @State private var path = TransitionPath()
///
/// TransitionStack(path: $path) {
///     HomeScreen()
///         .transitionDestination(for: Int.self) { PhotoScreen(id: $0) }
///         .transitionDestination(for: String.self) { TagScreen(tag: $0) }
/// }
///
/// path.append(42)        // pushes PhotoScreen(id: 42)
/// path.append("summer")  // pushes TagScreen(tag: "summer")
/// path.removeLast()      // pops it
/// ```
///
/// The path is `Codable` when every value in it is: it encodes, bottom first, each value's type
/// name and the value's JSON, so a path saved at one launch restores the stack at the next.
///
/// | input | outcome |
/// | --- | --- |
/// | encoding a path holding a value that is not `Codable`, or of a `private`, `fileprivate` or local type (the runtime cannot look its name up again) | `encode(to:)` throws `EncodingError.invalidValue`; nothing is written |
/// | decoding damaged data (not a list of type-name and JSON pairs, an odd count, a name of no type in the app, a type that is not `Decodable` and `Hashable`, JSON that does not decode) | `init(from:)` throws a `DecodingError` (`.dataCorrupted`, or `.typeMismatch` for an entry that is not a string); no partial path |
/// | ``removeLast(_:)`` of more values than the path holds | the path is emptied and the excess reported (a debug diagnostic) |
/// | ``removeLast(_:)`` of a negative count | nothing changes; reported |
///
/// Restore with a fallback, so a damaged save shows the root:
///
/// ```swift
/// path = (try? JSONDecoder().decode(TransitionPath.self, from: saved)) ?? TransitionPath()
/// ```
///
/// Type names are the Swift runtime's mangled names, so a type renamed or moved between releases
/// no longer decodes (the whole path then fails, as above).
public struct TransitionPath: Equatable {
    /// The values, bottom first.
    package private(set) var elements: [AnyHashable]

    /// Creates an empty path.
    public init() {
        elements = []
    }

    /// Creates a path of values of one type, bottom first.
    ///
    /// - Parameter elements: The values.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// Creates a path of type-erased values, bottom first.
    ///
    /// - Parameter erased: The values.
    package init(erased: [AnyHashable]) {
        elements = erased
    }

    /// The number of values.
    public var count: Int { elements.count }

    /// Whether the path holds no value (the stack shows its root).
    public var isEmpty: Bool { elements.isEmpty }

    /// Appends a value on top.
    ///
    /// - Parameter value: The value; a screen declares how its type becomes a screen with
    ///   `transitionDestination(for:destination:)`.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Removes values from the top.
    ///
    /// - Parameter k: How many; more than ``count`` empties the path and a negative count removes
    ///   nothing (both reported as debug diagnostics, never a trap).
    public mutating func removeLast(_ k: Int = 1) {
        guard k >= 0, k <= elements.count else {
            Diagnostics.report(
                "routing",
                "TransitionPath.removeLast(\(k)) on a path of \(elements.count) values: "
                    + (k < 0 ? "nothing is removed" : "the path is emptied"), level: .debug)
            if k > 0 { elements.removeAll() }
            return
        }
        elements.removeLast(k)
    }
}

extension TransitionPath: Codable {
    /// The longest type name decoding accepts.
    static var maximumTypeNameLength: Int { 1_000 }

    /// Decodes a path encoded by ``encode(to:)``.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: A `DecodingError` for damaged data (see ``TransitionPath``).
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var elements: [AnyHashable] = []
        while !container.isAtEnd {
            let name = try container.decode(String.self)
            guard !container.isAtEnd else {
                throw Self.damaged(container, "the type name \(name) has no value after it")
            }
            let json = try container.decode(String.self)
            guard let type = Self.type(named: name) else {
                throw Self.damaged(container, "no Decodable and Hashable type is named \(name)")
            }
            do {
                elements.append(try Self.decode(type, from: Data(json.utf8)))
            } catch {
                throw Self.damaged(container, "the value of type \(name) does not decode: \(error)")
            }
        }
        self.elements = elements
    }

    /// Encodes the path, bottom first, as pairs of a type name and the value's JSON.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: `EncodingError.invalidValue` when a value is not `Codable`, or its type's name
    ///   cannot be looked up again (a `private`, `fileprivate` or local type).
    public func encode(to encoder: any Encoder) throws {
        var pairs: [String] = []
        for element in elements {
            let type = Swift.type(of: element.base)
            guard let value = element.base as? any Encodable, let name = _mangledTypeName(type),
                Self.type(named: name) != nil
            else {
                throw EncodingError.invalidValue(
                    element.base,
                    EncodingError.Context(
                        codingPath: encoder.codingPath,
                        debugDescription: "\(type) in a TransitionPath is not Codable, or private"))
            }
            pairs.append(name)
            pairs.append(String(decoding: try JSONEncoder().encode(value), as: UTF8.self))
        }
        var container = encoder.unkeyedContainer()
        try container.encode(contentsOf: pairs)
    }

    /// The type a name written by ``encode(to:)`` stands for, if it is `Decodable` and `Hashable`.
    ///
    /// Only names of printable ASCII (as the runtime writes them) of a bounded length reach the
    /// runtime's lookup: other bytes could be read by it as references into memory.
    static func type(named name: String) -> (any (Decodable & Hashable).Type)? {
        guard !name.isEmpty, name.utf8.count <= maximumTypeNameLength,
            name.utf8.allSatisfy({ (0x21...0x7E).contains($0) })
        else { return nil }
        return _typeByName(name) as? any (Decodable & Hashable).Type
    }

    private static func decode<T: Decodable & Hashable>(_ type: T.Type, from data: Data) throws -> AnyHashable
    {
        AnyHashable(try JSONDecoder().decode(T.self, from: data))
    }

    private static func damaged(_ container: UnkeyedDecodingContainer, _ reason: String) -> DecodingError {
        .dataCorrupted(
            DecodingError.Context(
                codingPath: container.codingPath, debugDescription: "Damaged TransitionPath: \(reason)"))
    }
}
