/// The navigation delegate's core as the pan coordinator asks it, at each touch, so registrations and a
/// screen's `preferredTransition` count from the next touch on. None (an app's own driver): every pop.
@MainActor
package protocol PopDeciding: AnyObject {
    /// `false` leaves the pop of `navigation`'s top screen to UIKit's own interactive pop gesture.
    func popPlaysCustomTransition(in navigation: AnyObject) -> Bool

    /// A touch landed on the pop pan, before it is judged: the core checks it is still the delegate.
    func touchWillLand(on navigation: AnyObject)
}
