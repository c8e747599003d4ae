#if canImport(UIKit)
    import UIKit

    extension NavigationDelegate {
        /// Lets the app's own gesture start a pop of `navigationController` and drive it.
        ///
        /// ```swift
        /// @objc func pullDown(_ pan: UIPanGestureRecognizer) {
        ///     switch pan.state {
        ///     case .began: interaction = transitions.beginInteractivePop(of: navigationController)
        ///     case .changed: interaction?.update(progress: pan.translation(in: view).y / view.bounds.height)
        ///     case .ended: interaction?.end(velocity: pan.velocity(in: view).y / view.bounds.height)
        ///     default: interaction?.cancel()   // .cancelled, .failed
        ///     }
        /// }
        /// ```
        ///
        /// The pop is the one the attached driver's own pan would start: it plays the registered
        /// transition (the cross-fade under Reduce Motion, see ``MotionPreferences``), the driver's
        /// release policy turns ``TransitionInteraction/end(velocity:)`` into finish or cancel, the
        /// hand-off spring (`releaseSpring`) continues at the gesture's speed, and while it settles
        /// it can be caught — by a touch, or by calling this method again, which returns a new
        /// handle driving it from where it is on screen. Observers see `isInteractive == true`.
        ///
        /// ## Outcomes
        /// - A second call while a gesture drives a transition returns `nil`; the first handle keeps
        ///   driving.
        /// - A handle drives one stretch: after its `end(velocity:)` or `cancel()`, after a catch
        ///   gave a new handle, after the transition completed, or after the navigation controller
        ///   was released, its calls are ignored and `isActive` is `false`. Keeping it is harmless.
        /// - A gesture the system cancels (`.cancelled`): call `cancel()`; the pop springs back.
        /// - `nil` (reported to the diagnostics) when the controller is not attached or has no
        ///   driver, has nothing to pop, another transition runs, or UIKit does not start the pop
        ///   interactively.
        ///
        /// - Parameter navigationController: An attached navigation controller with a driver.
        /// - Returns: The handle, or `nil`.
        public func beginInteractivePop(of navigationController: UINavigationController)
            -> (any TransitionInteraction)?
        {
            coordinator.beginInteractivePop(of: navigationController)
        }
    }
#endif
