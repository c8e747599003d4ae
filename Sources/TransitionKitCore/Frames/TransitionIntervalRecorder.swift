/// Decides when each transition's signposted interval and frame report begin and end. Each begun
/// interval ends once: at the transition's end, or `abandoned` on the next turn once its handle is released.
@MainActor
package final class TransitionIntervalRecorder {
    /// Where intervals are signposted; `nil` signposts nothing.
    package var signposts: (any SignposterPort)?
    /// The display's frames; read only while ``onFrameReport`` or ``showReport`` is set.
    package var frameClock: (any FrameClockPort)?
    /// Receives each transition's frame report when it ends; `nil` (the default) starts no
    /// frame clock.
    package var onFrameReport: (@MainActor (TransitionFrameReport) -> Void)?
    /// Shows each transition's frame report, as its readout, when it ends (the debug overlay);
    /// `nil` (the default) starts no frame clock.
    package var showReport: (@MainActor (FrameReportReadout) -> Void)?

    /// An interval begun, with the ports it began on (a port replaced meanwhile still ends it).
    private struct Open {
        let name: TransitionIntervalName
        let signposts: (any SignposterPort)?
        let frames: (any FrameClockPort)?
        var timeline = FrameTimeline()
    }

    private var open: [UInt64: Open] = [:]
    private var nextID: UInt64 = 0

    /// Creates a recorder that records nothing until a port or observer is set.
    package init() {}

    /// The intervals begun and not yet ended.
    var openCount: Int { open.count }

    /// Starts frames only with a report observer; `nil`, costing nothing more, when nothing records.
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

    /// Ends the signpost, stops the frames and delivers the report, unless `id` ended already.
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

    /// Later calls do nothing.
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
