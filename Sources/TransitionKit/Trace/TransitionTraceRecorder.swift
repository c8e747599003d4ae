/// Writes a ``TransitionTrace`` from what a device sees: a debug build's UIKit side forwards each
/// call a transition receives here (a push or pop asked for, the swipe's begin, progress and end,
/// the app leaving the foreground, a size change, each screen VoiceOver was told of) with the
/// time it came, and ``text`` is a trace that ``TransitionTrace/parse(_:)`` reads back and a
/// replay plays again.
///
/// ```swift
/// var recorder = TransitionTraceRecorder()
/// recorder.push("detail", animated: true, at: 0)
/// recorder.swipeBegan(at: 0.8)
/// recorder.swipeChanged(progress: 0.4, at: 0.9)
/// recorder.backgrounded(at: 1)
/// recorder.text(stack: ["root", "detail"])
/// // transitionkit-trace 1 / push detail / wait 0.8 / swipe begin / wait 0.1 / swipe progress 0.4
/// // wait 0.1 / background / settle / expect stack root detail / expect focus … / end
/// ```
///
/// ## Bad input
/// Each call becomes a line the parser accepts or nothing: a name is written with its spaces and
/// `#` as `_`, an empty one as `_`; a time that is not finite or goes back adds no wait; a progress
/// that is not finite is left out, and one outside 0…1 is clamped; a swipe progress or end without
/// a swipe begun, and a second begin, are left out (the trace's swipe order holds); a size that is
/// not finite is left out, a negative one written as 0.
package struct TransitionTraceRecorder: Sendable {
    /// The events so far.
    package private(set) var events: [TransitionTrace.Event] = []
    /// Every screen VoiceOver was told of, in order.
    package private(set) var focus: [String] = []
    /// The notes so far, each with the number of events recorded before it.
    private var notes: [(after: Int, text: String)] = []
    private var lastTime: Double?
    private var swiping = false

    /// Creates an empty recorder.
    package init() {}

    /// A push was asked for.
    package mutating func push(_ name: String, animated: Bool, at time: Double) {
        record(.push(Self.word(name), animated: animated), at: time)
    }

    /// A pop was asked for.
    package mutating func pop(animated: Bool, at time: Double) {
        record(.pop(animated: animated), at: time)
    }

    /// An interactive pop began.
    mutating func swipeBegan(at time: Double) {
        guard !swiping else { return }
        swiping = true
        record(.swipeBegin, at: time)
    }

    /// The interactive pop's progress changed.
    mutating func swipeChanged(progress: Double, at time: Double) {
        guard swiping, progress.isFinite else { return }
        record(.swipeProgress(min(max(progress, 0), 1)), at: time)
    }

    /// The interactive pop was let go.
    mutating func swipeEnded(finish: Bool, at time: Double) {
        guard swiping else { return }
        swiping = false
        record(.swipeEnd(finish: finish), at: time)
    }

    /// The app left the foreground (a held swipe is over with it).
    mutating func backgrounded(at time: Double) {
        swiping = false
        record(.background, at: time)
    }

    /// The container's size changed.
    mutating func resized(width: Double, height: Double, at time: Double) {
        guard width.isFinite, height.isFinite else { return }
        record(.size(width: max(width, 0), height: max(height, 0)), at: time)
    }

    /// VoiceOver was told the screen changed, focusing `name`.
    package mutating func screenChanged(focusing name: String) {
        focus.append(Self.word(name))
    }

    /// A value UIKit reported that the trace does not replay (a delegate or context call, an
    /// animator's state, a gesture sample), kept for the reader as a comment line, `# ` then the
    /// time (seconds, three decimals) and `text`, among the events in the order recorded. Line
    /// breaks and other control characters in `text` become spaces; a time that is not finite is
    /// left out. Notes add no wait.
    ///
    /// - Parameters:
    ///   - text: What was seen, e.g. `willShow DetailViewController animated`.
    ///   - time: When.
    package mutating func note(_ text: String, at time: Double) {
        let clean = String(
            text.map { $0.isNewline || ($0.asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false) ? " " : $0 })
        let stamp = time.isFinite ? String(format: "%.3f ", time) : ""
        notes.append((events.count, "# " + stamp + clean))
    }

    /// The trace so far: the events (with the notes among them), a `settle`, then the stack seen at
    /// the end and the focus recorded as its `expect` lines.
    ///
    /// - Parameter stack: The screens on the stack now, bottom first (no line when empty).
    /// - Returns: The trace's text.
    package func text(stack: [String]) -> String {
        var lines: [String] = []
        var pending = notes[...]
        for (index, event) in events.enumerated() {
            while let note = pending.first, note.after <= index {
                lines.append(note.text)
                pending = pending.dropFirst()
            }
            lines.append(TransitionTrace.line(event))
        }
        lines += pending.map(\.text)
        var closing: [TransitionTrace.Event] = [.settle]
        if !stack.isEmpty { closing.append(.expectStack(stack.map(Self.word))) }
        closing.append(.expectFocus(focus))
        return TransitionTrace.text(of: lines + closing.map(TransitionTrace.line))
    }

    private mutating func record(_ event: TransitionTrace.Event, at time: Double) {
        if time.isFinite {
            if let lastTime, time > lastTime { events.append(.wait(time - lastTime)) }
            if lastTime.map({ time > $0 }) ?? true { lastTime = time }
        }
        events.append(event)
    }

    /// `name` as one word of a trace line.
    private static func word(_ name: String) -> String {
        let word = String(name.map { $0.isWhitespace || $0 == "#" ? "_" : $0 })
        return word.isEmpty ? "_" : word
    }
}

extension TransitionTrace {
    /// The trace as text, as ``parse(_:)`` reads it: the version line, one line per event, `end`.
    package var text: String {
        Self.text(of: events.map(Self.line))
    }

    /// The version line, `lines`, then `end`, one per line.
    static func text(of lines: [String]) -> String {
        (["transitionkit-trace \(version)"] + lines + ["end"]).joined(separator: "\n") + "\n"
    }

    /// `event`'s line.
    static func line(_ event: Event) -> String {
        switch event {
        case .push(let name, let animated): return "push \(name)" + (animated ? "" : " unanimated")
        case .pop(let animated): return animated ? "pop" : "pop unanimated"
        case .swipeBegin: return "swipe begin"
        case .swipeProgress(let progress): return "swipe progress \(progress)"
        case .swipeEnd(let finish): return "swipe end " + (finish ? "finish" : "cancel")
        case .wait(let seconds): return "wait \(seconds)"
        case .settle: return "settle"
        case .background: return "background"
        case .size(let width, let height): return "size \(width) \(height)"
        case .expectStack(let names): return (["expect", "stack"] + names).joined(separator: " ")
        case .expectFocus(let names): return (["expect", "focus"] + names).joined(separator: " ")
        }
    }
}
