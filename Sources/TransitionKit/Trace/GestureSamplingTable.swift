/// Which gesture recognizers a debug build's device trace samples (as their target), per
/// navigation controller its delegate serves (attached, or only assigned and seen at `willShow`):
/// each recognizer once, however often its controller is attached or shows a screen; none of a
/// detached controller's.
///
/// ```swift
/// var table = GestureSamplingTable<UINavigationController, UIGestureRecognizer>()
/// let change = table.sample(navigationController.view.gestureRecognizers ?? [], of: navigationController)
/// change.added.forEach(sampler.add(to:))         // the target the recognizer keeps
/// change.removed.forEach(sampler.remove(from:))
/// ```
///
/// - ``sample(_:of:)`` — at each `attach(to:)` and `willShow` — takes the recognizers on the
///   controller's view now: those not sampled yet are added (a driver set after the attach, a zoom
///   dismissal's recognizers); those of the controller's that left its view (an uninstalled
///   driver's) are removed; one sampled for another controller stays sampled, now for this one.
/// - ``stopSampling(_:)`` — at `detach(from:)` — removes all of the controller's.
/// - Recognizers and controllers are held weakly: a released recognizer is forgotten; one whose
///   controller was released is removed at the next change.
struct GestureSamplingTable<Controller: AnyObject, Recognizer: AnyObject> {
    /// What to do to the recognizers: add the trace as target of ``added``, remove it from ``removed``.
    struct Change {
        /// The recognizers to sample from now on, in the order given.
        var added: [Recognizer] = []
        /// The recognizers to stop sampling.
        var removed: [Recognizer] = []
    }

    private struct Entry {
        weak var recognizer: Recognizer?
        weak var controller: Controller?
    }

    private var entries: [Entry] = []

    /// Creates an empty table.
    init() {}

    /// The recognizers sampled now for `controller`, in the order they were added.
    ///
    /// - Parameter controller: A navigation controller.
    /// - Returns: Its sampled recognizers.
    func sampled(of controller: Controller) -> [Recognizer] {
        entries.filter { $0.controller === controller }.compactMap(\.recognizer)
    }

    /// Samples the recognizers on `controller`'s view now, and no others of it.
    ///
    /// - Parameters:
    ///   - recognizers: The view's `gestureRecognizers`.
    ///   - controller: The navigation controller.
    /// - Returns: The recognizers to add the target to and to remove it from.
    mutating func sample(_ recognizers: [Recognizer], of controller: Controller) -> Change {
        var change = Change()
        for recognizer in recognizers {
            if let index = entries.firstIndex(where: { $0.recognizer === recognizer }) {
                entries[index].controller = controller
            } else {
                entries.append(Entry(recognizer: recognizer, controller: controller))
                change.added.append(recognizer)
            }
        }
        change.removed = remove { entry in
            entry.controller == nil
                || (entry.controller === controller && !recognizers.contains { $0 === entry.recognizer })
        }
        return change
    }

    /// Stops sampling every recognizer of `controller`.
    ///
    /// - Parameter controller: The navigation controller.
    /// - Returns: The recognizers to remove the target from.
    mutating func stopSampling(_ controller: Controller) -> Change {
        Change(removed: remove { $0.controller == nil || $0.controller === controller })
    }

    /// Removes the entries `isRemoved` picks and the released recognizers'; returns the picked
    /// recognizers still alive.
    private mutating func remove(where isRemoved: (Entry) -> Bool) -> [Recognizer] {
        let removed = entries.filter(isRemoved).compactMap(\.recognizer)
        entries.removeAll { $0.recognizer == nil || isRemoved($0) }
        return removed
    }
}
