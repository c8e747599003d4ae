/// Writes a `TransitionTrace` from what a device sees, with times; every call becomes a line the parser
/// accepts, or nothing (see TraceInternals, Recording).
package struct TransitionTraceRecorder: Sendable {
    /// The events so far.
    package private(set) var events: [TransitionTrace.Event] = []
    /// Every screen VoiceOver was told of, in order.
    package private(set) var focus: [String] = []
    /// The notes so far, each with the number of events recorded before it.
    private var notes: [(after: Int, text: String)] = []
    private var lastTime: Double?
    private var swiping = false

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

    /// A comment line `# <seconds, three decimals> text` among the events; control characters become spaces,
    /// a non-finite time is left out, and notes add no wait.
    package mutating func note(_ text: String, at time: Double) {
        let clean = String(
            text.map { $0.isNewline || ($0.asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false) ? " " : $0 })
        let stamp = time.isFinite ? String(format: "%.3f ", time) : ""
        notes.append((events.count, "# " + stamp + clean))
    }

    /// The events, a `settle`, then `expect` lines for `stack` (bottom first; none when empty) and the focus.
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
