import Foundation

/// Reads a controller through its port for the trace and rewrites the file after each callback that ends
/// something (`didShow`, a completion, backgrounding); gestures and backgrounding come from the UIKit side.
@MainActor
package final class TransitionTraceTap<Stack: NavigationStackPort>
where Stack.PortCoordinator.PortViewController == Stack.PortViewController {
    package typealias Screen = Stack.PortViewController

    /// What the trace holds so far.
    private(set) var session = TransitionTraceSession()
    /// The file the trace is written to; `nil` writes nothing.
    let file: URL?
    private let clock: () -> Double
    private let name: (Screen) -> String

    /// `clock` gives seconds since the trace began; reports the file to the diagnostics (debug).
    package init(file: URL?, clock: @escaping () -> Double, name: @escaping (Screen) -> String) {
        self.file = file
        self.clock = clock
        self.name = name
        Diagnostics.report(
            "trace", "writing the transition trace to \(file?.path ?? "nowhere")", level: .debug)
    }

    /// `TransitionKitTraces/trace-<whole seconds since 1970>-<id>.txt` in `directory`; each delegate's
    /// session has its own `id`. `nil` without a directory.
    package static func file(in directory: URL?, launchedAt date: Date, id: String) -> URL? {
        directory?.appendingPathComponent("TransitionKitTraces", isDirectory: true)
            .appendingPathComponent("trace-\(Int(date.timeIntervalSince1970))-\(id).txt")
    }

    /// `navigationController(_:willShow:animated:)`: the session hears it, and the transition
    /// coordinator's alongside, completion and interaction-change blocks.
    package func willShow(_ shown: Screen, in stack: Stack, animated: Bool) {
        let coordinator = stack.activeTransitionCoordinator
        session.willShow(
            name(shown), leaving: coordinator?.viewController(forKey: .from).map(name),
            stack: stack.viewControllers.map(name), animated: animated,
            interactive: coordinator?.initiallyInteractive ?? false, at: clock())
        measure(stack)
        coordinator?.animate(
            alongsideTransition: { [weak self] in self?.read("alongside", $0, writing: false) },
            completion: { [weak self] in self?.read("completion", $0, writing: true) })
        coordinator?.notifyWhenInteractionChanges { [weak self] in
            self?.read("interactionChanged", $0, writing: false)
        }
    }

    /// `navigationController(_:didShow:animated:)`.
    package func didShow(_ shown: Screen, in stack: Stack, animated: Bool) {
        measure(stack)
        session.didShow(name(shown), stack: stack.viewControllers.map(name), animated: animated, at: clock())
        write()
    }

    /// What the delegate vended for `call` (its type, or nothing).
    package func vended(_ call: String, _ answer: AnyObject?) {
        session.vended(call, answer: answer.map { String(describing: type(of: $0)) }, at: clock())
    }

    /// What the delegate's observers hear of a transition's animator: `willBegin` once it is
    /// staged (the style it plays, its duration), `didEnd` or `didCancel` when it finishes.
    func announced(_ announcement: TransitionAnnouncement<Screen>) {
        session.note(
            "\(announcement.phase) \(announcement.operation) \(name(announcement.from))→\(name(announcement.to))"
                + " style=\(announcement.style.map { "\($0.kind)" } ?? "system") duration=\(announcement.duration)"
                + " interactive=\(announcement.isInteractive) presentation=\(announcement.isPresentation)",
            at: clock())
    }

    /// A call the library made to a transition's context or animator (its delegate's
    /// ``NavigationDelegateCore/callObserver``).
    func called(_ call: TransitionCall) {
        session.called(call, at: clock())
    }

    /// VoiceOver was told the screen changed, focusing `screen`.
    package func screenChanged(focusing screen: Screen) {
        session.screenChanged(focusing: name(screen))
    }

    /// A pan gesture sample on `stack`'s view, with the running transition's `percentComplete`.
    package func gesture(
        _ gesture: String, state: Int, translation: CGPoint, velocity: CGPoint, on stack: Stack?
    ) {
        stack.map(measure)
        session.gesture(
            gesture, state: state, translation: translation, velocity: velocity,
            progress: stack?.activeTransitionCoordinator.map { Double($0.percentComplete) }, at: clock())
    }

    /// The app left the foreground.
    package func backgrounded() {
        session.backgrounded(at: clock())
        write()
    }

    private func read(_ moment: String, _ context: TransitionCoordinatorContext, writing: Bool) {
        session.coordinator(moment, context, at: clock())
        if writing { write() }
    }

    private func measure(_ stack: Stack) {
        let size = stack.viewIfLoaded?.bounds.size ?? .zero
        session.size(width: Double(size.width), height: Double(size.height), at: clock())
    }

    /// Rewrites the trace file (failures are ignored: the trace is a debugging aid).
    func write() {
        guard let file else { return }
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? session.text().write(to: file, atomically: true, encoding: .utf8)
    }
}
