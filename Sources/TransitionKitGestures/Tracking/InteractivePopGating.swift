/// A navigation controller that decides itself when a gesture may start an interactive pop,
/// and starts that pop now or not at all.
///
/// The pan driver asks every navigation controller it is installed on whether it adopts this
/// protocol. A controller that serializes navigation (the bar-less navigation controller queues
/// requests that arrive while a transition runs) adopts it so a swipe never turns into a pop
/// that is queued, refused as far as the driver can tell, and then runs later without the
/// finger:
///
/// ```swift
/// extension MyNavigationController: InteractivePopGating {
///     var canBeginInteractivePop: Bool { !isBusy && viewControllers.count > 1 }
///     func beginInteractivePop() {
///         guard canBeginInteractivePop else { return }   // dropped, never queued
///         _ = popViewController(animated: true)
///     }
/// }
/// ```
///
/// Controllers that do not adopt it are popped with `popViewController(animated: true)`, and the
/// gesture may begin whenever the driver's own rules (``PanBeginPolicy``) allow it.
@MainActor
package protocol InteractivePopGating: AnyObject {
    /// Whether a gesture may begin an interactive pop now: nothing is in flight or waiting and
    /// the stack holds more than one screen. Read when the pan recognizer is about to begin.
    var canBeginInteractivePop: Bool { get }

    /// Starts the pop a gesture asked for, now, or drops it when ``canBeginInteractivePop`` is
    /// `false`. Must never defer the pop: the driver checks synchronously whether UIKit started
    /// an interactive transition and otherwise treats the pop as refused.
    func beginInteractivePop()
}
