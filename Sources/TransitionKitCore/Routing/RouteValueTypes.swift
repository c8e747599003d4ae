import Foundation

/// The route types the app declared, by their ``TransitionPath`` name. A name read from a payload
/// never reaches the runtime's type lookup, which a damaged name (`$` and digits) can crash.
final class RouteValueTypes: @unchecked Sendable {
    /// The app's one table (types are process-wide, as the runtime's own names are).
    static let shared = RouteValueTypes()

    private let lock = NSLock()
    private var types: [String: any (Decodable & Hashable).Type] = [:]

    /// Ignores a type that is not `Decodable & Hashable` or has no runtime name.
    func declare(_ type: Any.Type) {
        guard let decodable = type as? any (Decodable & Hashable).Type, let name = _mangledTypeName(type)
        else { return }
        lock.lock()
        defer { lock.unlock() }
        if types[name] == nil { types[name] = decodable }
    }

    /// `name` is untrusted (read from a payload); `nil` for a name the app never declared.
    func type(named name: String) -> (any (Decodable & Hashable).Type)? {
        lock.lock()
        defer { lock.unlock() }
        return types[name]
    }
}
