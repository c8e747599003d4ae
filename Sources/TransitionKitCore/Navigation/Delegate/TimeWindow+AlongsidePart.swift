extension TimeWindow {
    /// Fractions of progress, clamped to 0…1 (NaN: 0 for the start, 1 for the end) and swapped when out of
    /// order; input that needed either is reported to the diagnostics.
    package static func alongsidePart(from start: Double, to end: Double) -> TimeWindow {
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
