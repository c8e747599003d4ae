/// Begins and ends each transition's signposted animation interval and, while an app observes
/// them, its frame report: the decision of when, behind two ports (``TransitionSignposting``,
/// ``FrameClock``) that the UIKit side fills with `OSSignposter` and `CADisplayLink`.
///
/// ```swift
/// let recorder = TransitionIntervalRecorder()
/// recorder.signposts = OSSignpostTransitions()
/// let interval = recorder.begin(name)   // at `.willBegin`
/// interval?.end(.finished)              // at `.didEnd`; a second end does nothing
/// ```
///
/// Each begun interval ends exactly once: at the transition's end, or — when its handle
/// (``TransitionInterval``) is released without one, the transition abandoned — as
/// ``TransitionOutcome/abandoned`` on the main actor's next turn. With no signposts and no
/// report observer, ``begin(_:)`` returns `nil` and costs nothing more.
@MainActor
package final class TransitionIntervalRecorder {
    /// Where intervals are signposted; `nil` signposts nothing.
    package var signposts: (any TransitionSignposting)?
    /// The display's frames; read only while ``onFrameReport`` or ``showReport`` is set.
    package var frameClock: (any FrameClock)?
    /// Receives each transition's frame report when it ends; `nil` (the default) starts no
    /// frame clock.
    package var onFrameReport: (@MainActor (TransitionFrameReport) -> Void)?
    /// Shows each transition's frame report, as its readout, when it ends (the debug overlay);
    /// `nil` (the default) starts no frame clock.
    var showReport: (@MainActor (FrameReportReadout) -> Void)?

    /// An interval begun, with the ports it began on (a port replaced meanwhile still ends it).
    private struct Open {
        let name: TransitionIntervalName
        let signposts: (any TransitionSignposting)?
        let frames: (any FrameClock)?
        var timeline = FrameTimeline()
    }

    private var open: [UInt64: Open] = [:]
    private var nextID: UInt64 = 0

    /// Creates a recorder that records nothing until a port or observer is set.
    package init() {}

    /// The intervals begun and not yet ended.
    var openCount: Int { open.count }

    /// Begins a transition's interval: signposts it and, with a report observer, starts its frames.
    ///
    /// - Parameter name: The screen pair and style.
    /// - Returns: The handle that ends it; `nil` when nothing records.
    package func begin(_ name: TransitionIntervalName) -> TransitionInterval? {
        let frames = onFrameReport == nil && showReport == nil ? nil : frameClock
        guard signposts != nil || frames != nil else { return nil }
        nextID += 1
        let id = nextID
        open[id] = Open(name: name, signposts: signposts, frames: frames)
        signposts?.beginInterval(id, name)
        frames?.startFrames(id) { [weak self] tick in self?.open[id]?.timeline.add(tick) }
        return TransitionInterval(id: id, recorder: self)
    }

    /// Ends interval `id` unless it ended: the signpost's end, the frames stopped, the report.
    ///
    /// - Parameters:
    ///   - id: The interval.
    ///   - outcome: How the transition ended.
    func end(_ id: UInt64, _ outcome: TransitionOutcome) {
        guard let ended = open.removeValue(forKey: id) else { return }
        ended.signposts?.endInterval(id, outcome)
        guard let frames = ended.frames else { return }
        frames.stopFrames(id)
        let report = TransitionFrameReport(ended.name, outcome: outcome, timeline: ended.timeline)
        onFrameReport?(report)
        showReport?(FrameReportReadout(report))
    }
}

/// One transition's interval, ended once: by ``end(_:)``, or as abandoned when released without it.
@MainActor
package final class TransitionInterval {
    private let id: UInt64
    private let recorder: TransitionIntervalRecorder
    private var ended = false

    init(id: UInt64, recorder: TransitionIntervalRecorder) {
        self.id = id
        self.recorder = recorder
    }

    /// Ends the interval; later calls do nothing.
    ///
    /// - Parameter outcome: How the transition ended.
    package func end(_ outcome: TransitionOutcome) {
        guard !ended else { return }
        ended = true
        recorder.end(id, outcome)
    }

    deinit {
        // Not isolated: only Sendable values are read; the main actor ends the interval next turn.
        guard !ended else { return }
        Task { @MainActor [recorder, id] in recorder.end(id, .abandoned) }
    }
}
