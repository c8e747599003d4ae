import Foundation

/// What a debug build's device trace makes of the UIKit callbacks a transition receives: the UIKit
/// side (`UIKitTransitionTraceSession`) forwards each callback's raw readings here, with the time,
/// and this decides which trace events they are (``TransitionTraceRecorder``) — a push, a pop, a
/// swipe begun, moved and let go, a size change, the app leaving — and writes everything else
/// (delegate calls, the transition coordinator's context, the vended animators, gesture samples)
/// as notes.
///
/// ```swift
/// var session = TransitionTraceSession()
/// session.willShow("Detail", leaving: "Grid", stack: ["Grid", "Detail"], animated: true, interactive: false, at: 1)
/// session.text()   // transitionkit-trace 1 / # 1.000 willShow Detail … / push Detail / … / end
/// ```
package struct TransitionTraceSession: Sendable {
    /// The launch argument (`-TransitionKitTrace YES`, read as the user default of that name) that
    /// turns the trace on in debug builds.
    static let launchArgument = "TransitionKitTrace"

    /// The recorder the events and notes go to.
    package private(set) var recorder = TransitionTraceRecorder()
    /// The stack at the last `didShow`, bottom first (a cancelled pop leaves it as it was).
    package private(set) var stack: [String] = []
    private var size: (width: Double, height: Double)?
    /// An animated pop seen in `willShow` whose interactivity the transition coordinator's first
    /// reading tells (UIKit asks for the interaction controller after `willShow`).
    private var pendingPop: (animated: Bool, time: Double)?

    /// Creates an empty session.
    package init() {}

    /// Makes the UIKit side when the trace is on, else nothing: the one switch.
    ///
    /// - Parameters:
    ///   - isOn: Whether the trace is on (a debug build launched with the argument).
    ///   - make: Makes the UIKit side.
    /// - Returns: It, or `nil`.
    package static func start<Session>(isOn: Bool, _ make: () -> Session) -> Session? {
        isOn ? make() : nil
    }

    /// `navigationController(_:willShow:animated:)`: a push when the leaving screen stays on the
    /// stack, else a pop — a swipe begun when the transition starts interactive, which for an
    /// animated pop the transition coordinator's first reading tells (UIKit asks for the
    /// interaction controller after `willShow`); a pop that gets no reading before the next
    /// `willShow` or `didShow` is a plain pop, at the time it was seen.
    ///
    /// - Parameters:
    ///   - shown: The screen about to be shown.
    ///   - leaving: The screen being left (the transition coordinator's `.from`); `nil` without a
    ///     coordinator (not animated): the top at the last `didShow`.
    ///   - stack: The stack now, bottom first.
    ///   - animated: Whether it animates.
    ///   - interactive: Whether the transition starts interactive.
    ///   - time: When.
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

    /// `navigationController(_:didShow:animated:)`.
    ///
    /// - Parameters:
    ///   - shown: The screen shown.
    ///   - stack: The stack now, bottom first.
    ///   - animated: Whether it animated.
    ///   - time: When.
    package mutating func didShow(_ shown: String, stack: [String], animated: Bool, at time: Double) {
        settlePendingPop(interactive: false)
        recorder.note("didShow \(shown) animated=\(animated)", at: time)
        self.stack = stack
    }

    /// What the delegate vended for a transition (`animationControllerFor`, `interactionControllerFor`).
    ///
    /// - Parameters:
    ///   - call: The delegate method, e.g. `animationControllerFor push`.
    ///   - answer: The vended object's type, or `nil` for none.
    ///   - time: When.
    package mutating func vended(_ call: String, answer: String?, at time: Double) {
        recorder.note("\(call) -> \(answer ?? "nil")", at: time)
    }

    /// Anything else seen (an animator's announcement), as a note.
    ///
    /// - Parameters:
    ///   - text: What was seen.
    ///   - time: When.
    package mutating func note(_ text: String, at time: Double) {
        recorder.note(text, at: time)
    }

    /// A call the library made to a transition's context or animator, as a note
    /// (`TransitionCall.note`): `# 0.400 animator startAnimation state=active running=true …`.
    ///
    /// - Parameters:
    ///   - call: The call.
    ///   - time: When.
    package mutating func called(_ call: TransitionCall, at time: Double) {
        recorder.note(call.note, at: time)
    }

    /// A reading of the transition coordinator's context (`animate(alongsideTransition:completion:)`,
    /// `notifyWhenInteractionChanges(_:)`): the interaction ending (it was interactive and is not
    /// now) lets the swipe go — finished unless `isCancelled`.
    ///
    /// - Parameters:
    ///   - moment: Which block, e.g. `alongside`, `interactionChanged`, `completion`.
    ///   - context: The reading.
    ///   - time: When.
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

    /// A sample of a pan gesture on the navigation controller's view (its target-action), with
    /// the running transition's progress when there is one: a progress moves a held swipe.
    ///
    /// - Parameters:
    ///   - gesture: The recognizer's type, e.g. `UIScreenEdgePanGestureRecognizer`.
    ///   - state: Its `state.rawValue` (`UIGestureRecognizer.h`: possible 0, began 1, changed 2,
    ///     ended 3, cancelled 4, failed 5).
    ///   - translation: `translation(in: view)`.
    ///   - velocity: `velocity(in: view)`.
    ///   - progress: The transition coordinator's `percentComplete`, `nil` without a transition.
    ///   - time: When.
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

    /// The navigation controller's view size, read at each callback: a change is a size event.
    ///
    /// - Parameters:
    ///   - width: The width.
    ///   - height: The height.
    ///   - time: When.
    package mutating func size(width: Double, height: Double, at time: Double) {
        defer { size = (width, height) }
        guard let size, size != (width, height) else { return }
        recorder.resized(width: width, height: height, at: time)
    }

    /// The app left the foreground (`UIApplication.didEnterBackgroundNotification`).
    ///
    /// - Parameter time: When.
    mutating func backgrounded(at time: Double) {
        recorder.backgrounded(at: time)
    }

    /// VoiceOver was told the screen changed, focusing `screen`.
    ///
    /// - Parameter screen: The screen's name.
    package mutating func screenChanged(focusing screen: String) {
        recorder.screenChanged(focusing: screen)
    }

    /// The trace so far, its `expect stack` line from the last stack seen.
    package func text() -> String {
        recorder.text(stack: stack)
    }
}
