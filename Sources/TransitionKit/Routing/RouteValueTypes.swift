import Foundation

/// The route value types an app has declared, by the name ``TransitionPath`` writes for them:
/// decoding looks a stored name up here and nowhere else.
///
/// A name read from a payload never reaches the Swift runtime's type lookup, which can read a
/// damaged name as a reference into memory (`$` and digits crash it). Types arrive from the app
/// only: a destination declared for a `Decodable` type, a `Decodable` value appended to or encoded
/// from a path, or ``TransitionPath/register(_:)``.
final class RouteValueTypes: @unchecked Sendable {
    /// The app's one table (types are process-wide, as the runtime's own names are).
    static let shared = RouteValueTypes()

    private let lock = NSLock()
    private var types: [String: any (Decodable & Hashable).Type] = [:]

    /// Records a type if it is `Decodable` and `Hashable` and has a runtime name; else nothing.
    ///
    /// - Parameter type: Any type; others are ignored.
    func declare(_ type: Any.Type) {
        guard let decodable = type as? any (Decodable & Hashable).Type, let name = _mangledTypeName(type)
        else { return }
        lock.lock()
        defer { lock.unlock() }
        if types[name] == nil { types[name] = decodable }
    }

    /// The declared type of a name, or `nil` for a name the app never declared.
    ///
    /// - Parameter name: A name read from a payload (untrusted).
    /// - Returns: The type.
    func type(named name: String) -> (any (Decodable & Hashable).Type)? {
        lock.lock()
        defer { lock.unlock() }
        return types[name]
    }
}
