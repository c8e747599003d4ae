import TransitionKitCore

extension TimeWindow {
    /// The part of a transition an app asks alongside animations to cover
    /// (`TransitionEvent.animateAlongside(from:to:_:)`): bounds clamped to 0…1 (NaN: 0 for the
    /// start, 1 for the end) and swapped when given in the wrong order, as ``TimeWindow`` makes
    /// any window; input that needed either is reported to the diagnostics.
    ///
    /// ```swift
    /// TimeWindow.alongsidePart(from: 0.25, to: 1)   // 0.25…1
    /// TimeWindow.alongsidePart(from: 0.8, to: 0.2)  // 0.2…0.8, reported
    /// ```
    ///
    /// - Parameters:
    ///   - start: The start, as a fraction of the transition's progress.
    ///   - end: The end.
    /// - Returns: The window played.
    static func alongsidePart(from start: Double, to end: Double) -> TimeWindow {
        let window = TimeWindow(start: start, end: end)
        if window.start != start || window.end != end {
            Diagnostics.report(
                "observers",
                "animateAlongside(from: \(start), to: \(end)): a part is 0 ≤ start ≤ end ≤ 1; "
                    + "playing \(window.start)…\(window.end)")
        }
        return window
    }
}
