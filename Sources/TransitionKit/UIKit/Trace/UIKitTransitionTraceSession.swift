#if canImport(UIKit)
    import UIKit

    /// The device trace's UIKit side (debug builds, `-TransitionKitTrace YES`): adds gesture samples and
    /// backgrounding to what `tap` reads through the ports. Lifetime: TraceInternals, Gesture samples.
    @MainActor
    final class UIKitTransitionTraceSession: NSObject {
        /// Reads the delegate calls, the navigation controller and its transition coordinator.
        let tap: TransitionTraceTap<UINavigationController>
        private var background: NotificationObservation?
        private lazy var sampler = GestureSampler(session: self)
        private typealias Sampling = GestureSamplingTable<UINavigationController, UIGestureRecognizer>
        private var sampling = Sampling()

        /// The session of a debug build launched with `-TransitionKitTrace YES`, else `nil`.
        static func launched() -> UIKitTransitionTraceSession? {
            #if DEBUG
                TransitionTraceSession.start(
                    isOn: UserDefaults.standard.bool(forKey: TransitionTraceSession.launchArgument)
                ) { UIKitTransitionTraceSession() }
            #else
                nil
            #endif
        }

        override init() {
            let start = CACurrentMediaTime()
            tap = TransitionTraceTap(
                file: TransitionTraceTap<UINavigationController>.file(
                    in: FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first,
                    launchedAt: Date(), id: String(UUID().uuidString.prefix(8))),
                clock: { CACurrentMediaTime() - start },
                name: { String(describing: type(of: $0.transitionScreen)) })
            super.init()
            background = NotificationObservation(
                of: UIApplication.didEnterBackgroundNotification, queue: .main
            ) {
                [weak self] _ in
                runOnMainActor { self?.tap.backgrounded() }
            }
        }

        /// Samples the gestures on `navigationController`'s view from now on (the edge swipe, an
        /// attached driver's, a zoom dismissal's), each once: at `attach(to:)` and each `willShow`.
        func observe(_ navigationController: UINavigationController) {
            apply(
                sampling.sample(navigationController.view.gestureRecognizers ?? [], of: navigationController))
        }

        /// `navigationController(_:willShow:animated:)`: the tap hears it, and gestures installed
        /// since the last look are sampled from now on.
        func willShow(
            _ shown: UIViewController, in navigationController: UINavigationController, animated: Bool
        ) {
            tap.willShow(shown, in: navigationController, animated: animated)
            observe(navigationController)
        }

        /// Stops sampling `navigationController`'s gestures (`detach(from:)`).
        func stopObserving(_ navigationController: UINavigationController) {
            apply(sampling.stopSampling(navigationController))
        }

        private func apply(_ change: Sampling.Change) {
            change.added.forEach(sampler.add(to:))
            change.removed.forEach(sampler.remove(from:))
        }
    }

    /// Holds the session weakly and is kept alive by each recognizer it targets (an associated object keyed
    /// by its own address): UIKit does not say it retains targets (`UIControl.h:102`: "not retained").
    @MainActor
    private final class GestureSampler: NSObject {
        private weak var session: UIKitTransitionTraceSession?

        init(session: UIKitTransitionTraceSession) {
            self.session = session
        }

        /// This sampler's association key: its own address (one per sampler, so two delegates'
        /// samplers on one recognizer do not replace each other).
        private var key: UnsafeRawPointer { associationKey(for: self) }

        /// Becomes a target of `recognizer`, which keeps it.
        func add(to recognizer: UIGestureRecognizer) {
            objc_setAssociatedObject(recognizer, key, self, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            recognizer.addTarget(self, action: #selector(sample(_:)))
        }

        /// Stops being a target of `recognizer`, which lets it go.
        func remove(from recognizer: UIGestureRecognizer) {
            recognizer.removeTarget(self, action: #selector(sample(_:)))
            objc_setAssociatedObject(recognizer, key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }

        /// A gesture of a sampled recognizer, to the session's tap.
        @objc private func sample(_ recognizer: UIGestureRecognizer) {
            let pan = recognizer as? UIPanGestureRecognizer
            session?.tap.gesture(
                String(describing: type(of: recognizer)), state: recognizer.state.rawValue,
                translation: pan?.translation(in: recognizer.view) ?? .zero,
                velocity: pan?.velocity(in: recognizer.view) ?? .zero,
                on: recognizer.view?.next as? UINavigationController)
        }
    }
#endif
