/// A navigation controller that starts a gesture's pop now or not at all (the bar-less controller queues
/// navigation): a queued pop would run later without the finger.
@MainActor
package protocol InteractivePopGating: AnyObject {
    /// Whether a gesture may begin an interactive pop now: nothing is in flight or waiting and
    /// the stack holds more than one screen. Read when the pan recognizer is about to begin.
    var canBeginInteractivePop: Bool { get }

    /// Never defers the pop: the driver checks synchronously whether UIKit started an interactive transition,
    /// and otherwise treats the pop as refused.
    func beginInteractivePop()
}
