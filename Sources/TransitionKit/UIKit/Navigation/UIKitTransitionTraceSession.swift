#if canImport(UIKit)
    import UIKit

    /// The UIKit side of the device trace, in debug builds launched with `-TransitionKitTrace YES`:
    /// a ``NavigationDelegate`` forwards its delegate calls to ``tap`` (`TransitionTraceTap`, which
    /// reads the navigation controller and the transition coordinator through their ports) and
    /// hands it its transitions' context and animator calls (`NavigationDelegateCoordinator.trace(into:)`);
    /// this object adds what the ports do not carry — samples of the pan gestures on each attached
    /// navigation controller's view (as their target) and the app leaving the foreground. The
    /// trace goes to
    /// `Documents/TransitionKitTraces/trace-<seconds since 1970>-<id>.txt`.
    @MainActor
    final class UIKitTransitionTraceSession: NSObject {
        /// Reads the delegate calls, the navigation controller and its transition coordinator.
        let tap: TransitionTraceTap<UINavigationController>
        private var background: (any NSObjectProtocol)?

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

        /// Samples the pan gestures on `navigationController`'s view from now on (the edge swipe,
        /// an attached driver's).
        func observe(_ navigationController: UINavigationController) {
            navigationController.view.gestureRecognizers?.forEach(addSampling)
        }

        private func addSampling(_ recognizer: UIGestureRecognizer) {
            recognizer.addTarget(self, action: #selector(sample(_:)))
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
