#if canImport(UIKit)
    import UIKit

    /// The UIKit side of the device trace, in debug builds launched with `-TransitionKitTrace YES`:
    /// a ``NavigationDelegate`` forwards its delegate calls to ``tap`` (`TransitionTraceTap`, which
    /// reads the navigation controller and the transition coordinator through their ports) and
    /// hands it its transitions' context and animator calls (`NavigationDelegateCoordinator.trace(into:)`);
    /// this object adds what the ports do not carry — samples of the gestures on each attached
    /// navigation controller's view (as their target, once each: `GestureSamplingTable`) and the
    /// app leaving the foreground. The trace goes to
    /// `Documents/TransitionKitTraces/trace-<seconds since 1970>-<id>.txt`.
    @MainActor
    final class UIKitTransitionTraceSession: NSObject {
        /// Reads the delegate calls, the navigation controller and its transition coordinator.
        let tap: TransitionTraceTap<UINavigationController>
        private var background: (any NSObjectProtocol)?
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
            background = NotificationCenter.default.addObserver(
                forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main
            ) { [weak self] _ in
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
            change.added.forEach(addSampling)
            change.removed.forEach(removeSampling)
        }

        private func addSampling(_ recognizer: UIGestureRecognizer) {
            recognizer.addTarget(self, action: #selector(sample(_:)))
        }

        private func removeSampling(_ recognizer: UIGestureRecognizer) {
            recognizer.removeTarget(self, action: #selector(sample(_:)))
        }

        @objc private func sample(_ recognizer: UIGestureRecognizer) {
            let pan = recognizer as? UIPanGestureRecognizer
            tap.gesture(
                String(describing: type(of: recognizer)), state: recognizer.state.rawValue,
                translation: pan?.translation(in: recognizer.view) ?? .zero,
                velocity: pan?.velocity(in: recognizer.view) ?? .zero,
                on: recognizer.view?.next as? UINavigationController)
        }
    }
#endif
