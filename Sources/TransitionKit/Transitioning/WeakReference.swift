/// A reference that does not keep its object alive: how a screen points back at whatever owns it.
///
/// The SwiftUI router owns every route's screen (its ``RouteStack`` payloads) and each screen's
/// view refers back to the router; holding that back-reference in a `WeakReference` keeps the
/// ownership one-way, so a router the app drops is released with its screens.
///
/// ```swift
/// let back = WeakReference(router)
/// back.object   // the router while something else keeps it, then nil
/// ```
///
/// Two references are equal when they point at the same object (or both at none).
package struct WeakReference<Object: AnyObject>: Equatable {
    /// The object; `nil` once it is released.
    package private(set) weak var object: Object?

    /// Creates a reference to `object` that does not retain it.
    ///
    /// - Parameter object: The object to refer to.
    package init(_ object: Object?) {
        self.object = object
    }

    /// Whether both references point at the same object, or both at none.
    ///
    /// - Parameters:
    ///   - lhs: A reference.
    ///   - rhs: Another reference.
    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.object === rhs.object
    }
}
