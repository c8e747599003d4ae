#if canImport(UIKit) && DEBUG
    import TransitionKitGestures
    import UIKit

    /// What `NavigationDelegate.scrubsTransitions` puts over the window while a vended transition is
    /// paused; it goes once the transition completed. Debug builds only.
    @MainActor
    final class ScrubOverlay: UIView, ScrubControlsPort {
        private let controls = ScrubControlsView(heading: "Scrubbing", showsDone: true)
        private var session: NavigationScrubSession<UIKitPanInteractionPorts, DisplayLinkTicker>?

        /// Does nothing without a window.
        static func scrub(
            _ navigationController: UINavigationController, driver: PanTransitionDriver,
            operation: NavigationOperation
        ) {
            guard let window = navigationController.view.window else { return }
            let overlay = ScrubOverlay(frame: .zero)
            overlay.backgroundColor = UIColor.systemBackground.withAlphaComponent(0.92)
            overlay.layer.cornerRadius = 14
            overlay.translatesAutoresizingMaskIntoConstraints = false
            overlay.addSubview(overlay.controls)
            window.addSubview(overlay)
            let guide = window.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                overlay.controls.topAnchor.constraint(equalTo: overlay.topAnchor, constant: 8),
                overlay.controls.bottomAnchor.constraint(equalTo: overlay.bottomAnchor, constant: -8),
                overlay.controls.leadingAnchor.constraint(equalTo: overlay.leadingAnchor, constant: 12),
                overlay.controls.trailingAnchor.constraint(equalTo: overlay.trailingAnchor, constant: -12),
                overlay.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 12),
                overlay.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -12),
                overlay.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -12),
            ])
            let session = NavigationScrubSession(
                scrubbing: .running(operation), navigation: navigationController, driver: driver.coordinator,
                host: overlay, frames: DisplayLinkTicker())
            overlay.session = session
            overlay.controls.session = session
            session.layoutDidChange(isInWindow: true)
        }

        func showProgress(_ fraction: Double, readout: String) {
            controls.showProgress(fraction, readout: readout)
        }

        /// Shows a notice above the slider.
        func showNotice(_ text: String?) {
            controls.showNotice(text)
        }

        /// The transition completed: the overlay goes.
        func scrubDidEnd() {
            session = nil
            removeFromSuperview()
        }
    }
#endif
