/// Which recognizers the device trace samples per served controller: each once, however often its
/// controller attaches or shows; held weakly. Rules: TraceInternals, Gesture samples.
package struct GestureSamplingTable<Controller: AnyObject, Recognizer: AnyObject> {
    /// What to do to the recognizers: add the trace as target of ``added``, remove it from ``removed``.
    package struct Change {
        /// The recognizers to sample from now on, in the order given.
        package var added: [Recognizer] = []
        /// The recognizers to stop sampling.
        package var removed: [Recognizer] = []
    }

    private struct Entry {
        weak var recognizer: Recognizer?
        weak var controller: Controller?
    }

    private var entries: [Entry] = []

    package init() {}

    /// In the order they were added.
    func sampled(of controller: Controller) -> [Recognizer] {
        entries.filter { $0.controller === controller }.compactMap(\.recognizer)
    }

    /// At each `attach(to:)` and `willShow`: adds those not sampled yet, removes the controller's that left
    /// its view; one sampled for another controller moves to this one.
    package mutating func sample(_ recognizers: [Recognizer], of controller: Controller) -> Change {
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

    /// At `detach(from:)`.
    package mutating func stopSampling(_ controller: Controller) -> Change {
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
