import Foundation

/// A type-erased list of route values for a `TransitionStack` whose routes have several types,
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
/// | encoding a path holding a value that is not `Codable` | `encode(to:)` throws `EncodingError.invalidValue`; nothing is written |
/// | decoding damaged or hostile data (not a list of type-name and JSON pairs, an odd count, a name of no type the app declared, JSON that does not decode) | `init(from:)` throws a `DecodingError` (`.dataCorrupted`, or `.typeMismatch` for an entry that is not a string); no partial path; the message quotes at most 80 characters of a name, control and bidi characters escaped |
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
/// no longer decodes (the whole path then fails, as above). Decoding looks a name up only among
/// the types the app declared — destinations (`transitionDestination(for:)`), values appended to
/// or encoded from a path, and ``register(_:)`` — never in the runtime, so no payload can make it
/// read memory: register the route types at launch when a path is restored before its screens
/// appear.
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
        RouteValueTypes.shared.declare(S.Element.self)
        self.elements = elements.map { AnyHashable($0) }
    }

    /// Bottom first.
    package init(erased: [AnyHashable]) {
        elements = erased
    }

    /// Declares a route value type, so a saved path holding its values decodes.
    ///
    /// Decoding finds a stored type name among the types the app declared and nowhere else: a
    /// destination declared for a `Decodable` type (`transitionDestination(for:)`) and a
    /// `Decodable` value appended to a path declare theirs. Register a type yourself when a path
    /// is restored before the screens declaring it appear (at launch, from a URL).
    ///
    /// ```swift
    /// TransitionPath.register(Route.self)
    /// path = (try? JSONDecoder().decode(TransitionPath.self, from: saved)) ?? TransitionPath()
    /// ```
    ///
    /// - Parameter type: The value type.
    public static func register<V: Decodable & Hashable>(_ type: V.Type) {
        RouteValueTypes.shared.declare(type)
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
        RouteValueTypes.shared.declare(V.self)
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
    /// The most Unicode scalars of a stored name an error message quotes.
    static var quotedNameLength: Int { 80 }

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
                throw Self.damaged(container, "the type name \(Self.quoted(name)) has no value after it")
            }
            let json = try container.decode(String.self)
            guard let type = RouteValueTypes.shared.type(named: name) else {
                throw Self.damaged(
                    container,
                    "no route type the app declared is named \(Self.quoted(name)) "
                        + "(declare it with TransitionPath.register(_:) or transitionDestination(for:))")
            }
            do {
                elements.append(try Self.decode(type, from: Data(json.utf8)))
            } catch {
                throw Self.damaged(
                    container, "the value of type \(Self.quoted(name)) does not decode: \(error)")
            }
        }
        self.elements = elements
    }

    /// Encodes the path, bottom first, as pairs of a type name and the value's JSON.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: `EncodingError.invalidValue` when a value is not `Codable` (its type is declared
    ///   otherwise, so the path decodes again in this process).
    public func encode(to encoder: any Encoder) throws {
        var pairs: [String] = []
        for element in elements {
            let type = Swift.type(of: element.base)
            RouteValueTypes.shared.declare(type)
            guard let value = element.base as? any Encodable, let name = _mangledTypeName(type),
                RouteValueTypes.shared.type(named: name) != nil
            else {
                throw EncodingError.invalidValue(
                    element.base,
                    EncodingError.Context(
                        codingPath: encoder.codingPath,
                        debugDescription: "\(type) in a TransitionPath is not Codable"))
            }
            pairs.append(name)
            pairs.append(String(decoding: try JSONEncoder().encode(value), as: UTF8.self))
        }
        var container = encoder.unkeyedContainer()
        try container.encode(contentsOf: pairs)
    }

    /// A stored name as an error message quotes it: its first ``quotedNameLength`` scalars,
    /// control and format characters (bidi overrides among them) escaped as `\u{…}`.
    static func quoted(_ name: String) -> String {
        var quoted = "\""
        for scalar in name.unicodeScalars.prefix(quotedNameLength) {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned:
                quoted += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default:
                quoted.unicodeScalars.append(scalar)
            }
        }
        let cut = name.unicodeScalars.count > quotedNameLength
        return quoted + (cut ? "\"… (\(name.utf8.count) bytes)" : "\"")
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
