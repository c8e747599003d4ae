import Foundation

/// Decides which trace events the UIKit callbacks are (push, pop, swipe, size, background); everything
/// else (delegate calls, contexts, animators, gesture samples) becomes a note.
package struct TransitionTraceSession: Sendable {
    /// The launch argument (`-TransitionKitTrace YES`, read as the user default of that name) that
    /// turns the trace on in debug builds.
    package static let launchArgument = "TransitionKitTrace"

    /// The recorder the events and notes go to.
    package private(set) var recorder = TransitionTraceRecorder()
    /// The stack at the last `didShow`, bottom first (a cancelled pop leaves it as it was).
    package private(set) var stack: [String] = []
    private var size: (width: Double, height: Double)?
    /// An animated pop seen in `willShow` whose interactivity the transition coordinator's first
    /// reading tells (UIKit asks for the interaction controller after `willShow`).
    private var pendingPop: (animated: Bool, time: Double)?

    package init() {}

    /// The one switch: makes the UIKit side only when the trace is on (a debug build launched with it).
    package static func start<Session>(isOn: Bool, _ make: () -> Session) -> Session? {
        isOn ? make() : nil
    }

    /// A push when `leaving` stays on the stack, else a pop; an animated pop's first coordinator reading says
    /// if a swipe began (UIKit asks for the interaction controller after `willShow`).
    package mutating func willShow(
        _ shown: String, leaving: String?, stack: [String], animated: Bool, interactive: Bool, at time: Double
    ) {
        recorder.note(
            "willShow \(shown) animated=\(animated) interactive=\(interactive) stack=\(stack.joined(separator: ","))",
            at: time)
        settlePendingPop(interactive: false)
        let leaving = leaving ?? self.stack.last
        switch NavigationOperation.inferred(fromScreenRemainsOnStack: leaving.map(stack.contains) ?? true) {
        case .push: recorder.push(shown, animated: animated, at: time)
        case .pop where interactive: recorder.swipeBegan(at: time)
        case .pop where animated: pendingPop = (animated, time)
        case .pop: recorder.pop(animated: animated, at: time)
        }
    }

    /// Records the pending pop, as a swipe begun when `interactive`.
    private mutating func settlePendingPop(interactive: Bool) {
        guard let pop = pendingPop else { return }
        pendingPop = nil
        if interactive {
            recorder.swipeBegan(at: pop.time)
        } else {
            recorder.pop(animated: pop.animated, at: pop.time)
        }
    }

    /// `stack` is bottom first.
    package mutating func didShow(_ shown: String, stack: [String], animated: Bool, at time: Double) {
        settlePendingPop(interactive: false)
        recorder.note("didShow \(shown) animated=\(animated)", at: time)
        self.stack = stack
    }

    /// `call` names the delegate method (`animationControllerFor push`); `answer` is the vended type, `nil`
    /// for none.
    package mutating func vended(_ call: String, answer: String?, at time: Double) {
        recorder.note("\(call) -> \(answer ?? "nil")", at: time)
    }

    package mutating func note(_ text: String, at time: Double) {
        recorder.note(text, at: time)
    }

    /// A note such as `# 0.400 animator startAnimation state=active running=true …`.
    package mutating func called(_ call: TransitionCall, at time: Double) {
        recorder.note(call.note, at: time)
    }

    /// The interaction ending (interactive before, not now) lets the swipe go: finished unless `isCancelled`.
    /// `moment` names the block (`alongside`, `interactionChanged`, `completion`).
    package mutating func coordinator(
        _ moment: String, _ context: TransitionCoordinatorContext, at time: Double
    ) {
        settlePendingPop(interactive: context.initiallyInteractive || context.isInteractive)
        recorder.note(
            "\(moment) interactive=\(context.isInteractive) initiallyInteractive=\(context.initiallyInteractive) "
                + "interruptible=\(context.isInterruptible) cancelled=\(context.isCancelled) "
                + "percent=\(context.percentComplete) duration=\(context.transitionDuration)",
            at: time)
        if moment == "interactionChanged", !context.isInteractive {
            recorder.swipeEnded(finish: !context.isCancelled, at: time)
        }
    }

    /// `state` is `state.rawValue` (`UIGestureRecognizer.h`: possible 0, began 1, changed 2, ended 3,
    /// cancelled 4, failed 5); `progress` (`percentComplete`, `nil` without a transition) moves a held swipe.
    package mutating func gesture(
        _ gesture: String, state: Int, translation: CGPoint, velocity: CGPoint, progress: Double?,
        at time: Double
    ) {
        recorder.note(
            "gesture \(gesture) state=\(state) translation=\(translation.x),\(translation.y) "
                + "velocity=\(velocity.x),\(velocity.y)",
            at: time)
        if let progress { recorder.swipeChanged(progress: progress, at: time) }
    }

    /// Read at each callback; a change is a size event.
    package mutating func size(width: Double, height: Double, at time: Double) {
        defer { size = (width, height) }
        guard let size, size != (width, height) else { return }
        recorder.resized(width: width, height: height, at: time)
    }

    /// `UIApplication.didEnterBackgroundNotification`.
    mutating func backgrounded(at time: Double) {
        recorder.backgrounded(at: time)
    }

    package mutating func screenChanged(focusing screen: String) {
        recorder.screenChanged(focusing: screen)
    }

    /// The trace so far, its `expect stack` line from the last stack seen.
    package func text() -> String {
        recorder.text(stack: stack)
    }
}
