/// A `String` stays itself, so SwiftUI and UIKit name the same view; any other value becomes
/// `Type(debug description)`, so `7` and `"7"` stay apart (equal descriptions of one type collide).
package enum TransitionIdentifier {
    package static func key<ID: Hashable & Sendable>(_ identifier: ID) -> String {
        if let string = identifier as? String { return string }
        return "\(String(reflecting: ID.self))(\(String(reflecting: identifier)))"
    }
}
