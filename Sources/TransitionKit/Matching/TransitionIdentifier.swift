/// The one string a SwiftUI identifier (any `Hashable & Sendable` value given to
/// `.transitionID(_:)` or ``TransitionStyle/zoom(id:)``) becomes, so that SwiftUI-marked views are
/// matched by the same rules as UIKit's `transitionID`.
///
/// A `String` stays itself, so `.transitionID("photo-7")` in SwiftUI and
/// `view.transitionID = "photo-7"` in UIKit name the same view. Any other value becomes its type's
/// full name and its debug description, so `7` and `"7"` or two enums' `.photo(7)` stay apart.
///
/// ## Bad input
/// Two different values of one type with the same debug description (a type whose
/// `debugDescription` drops what tells them apart) become one identifier: in one screen they are
/// the duplicate identifiers of ``MatchedViews`` (the first in depth-first order is matched).
package enum TransitionIdentifier {
    /// The string of `identifier`.
    ///
    /// - Parameter identifier: The app's identifier.
    /// - Returns: The string itself for a `String`, else `Type(debug description)`.
    package static func key<ID: Hashable & Sendable>(_ identifier: ID) -> String {
        if let string = identifier as? String { return string }
        return "\(String(reflecting: ID.self))(\(String(reflecting: identifier)))"
    }
}
