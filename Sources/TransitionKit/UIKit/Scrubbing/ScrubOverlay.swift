#if canImport(UIKit) && DEBUG
    import TransitionKitGestures
    import UIKit

    /// The small overlay `NavigationDelegate.scrubsTransitions` puts over the app's window while a
    /// transition it vended is paused: a slider, Play, Reverse and Done, forwarding to a
    /// ``NavigationScrubSession`` over the running transition. Debug builds only.
    @MainActor
    final class ScrubOverlay: UIView, ScrubControlsHosting {
        private let slider = UISlider()
        private let readout = UILabel()
        private let notice = UILabel()
        private var session: NavigationScrubSession<UIKitPanInteractionPorts, DisplayLinkTicker>?

        /// Puts an overlay over `navigationController`'s window and catches its running
        /// transition; does nothing without a window or a pan driver.
        ///
        /// - Parameters:
        ///   - navigationController: The controller whose transition runs.
        ///   - driver: Its pan driver.
        ///   - operation: Push or pop.
        static func scrub(
            _ navigationController: UINavigationController, driver: PanTransitionDriver,
            operation: NavigationOperation
        ) {
            guard let window = navigationController.view.window else { return }
            let overlay = ScrubOverlay(frame: .zero)
            overlay.build(in: window)
            let session = NavigationScrubSession(
                scrubbing: .running(operation), navigation: navigationController, driver: driver.coordinator,
                host: overlay, frames: DisplayLinkTicker())
            overlay.session = session
            session.layoutDidChange(isInWindow: true)
        }

        private func build(in window: UIWindow) {
            backgroundColor = UIColor.systemBackground.withAlphaComponent(0.92)
            layer.cornerRadius = 14
            translatesAutoresizingMaskIntoConstraints = false
            slider.addTarget(self, action: #selector(sliderMoved), for: .valueChanged)
            readout.font = .monospacedDigitSystemFont(ofSize: 13, weight: .regular)
            notice.font = .preferredFont(forTextStyle: .caption1)
            notice.numberOfLines = 0
            notice.isHidden = true
            let buttons = [
                ("◀︎", #selector(reverseTapped)), ("▶︎", #selector(playTapped)),
                ("Done", #selector(doneTapped)),
            ]
            .map { title, action -> UIButton in
                let button = UIButton(type: .system)
                button.setTitle(title, for: .normal)
                button.addTarget(self, action: action, for: .touchUpInside)
                return button
            }
            let row = UIStackView(arrangedSubviews: [buttons[0], slider, readout, buttons[1], buttons[2]])
            row.spacing = 8
            let column = UIStackView(arrangedSubviews: [notice, row])
            column.axis = .vertical
            column.spacing = 4
            column.translatesAutoresizingMaskIntoConstraints = false
            addSubview(column)
            window.addSubview(self)
            let guide = window.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                column.topAnchor.constraint(equalTo: topAnchor, constant: 8),
                column.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
                column.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
                column.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
                leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 12),
                trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -12),
                bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -12),
            ])
        }

        @objc private func sliderMoved() { session?.scrub(to: Double(slider.value)) }
        @objc private func playTapped() { session?.play() }
        @objc private func reverseTapped() { session?.reverse() }
        @objc private func doneTapped() { session?.done() }

        /// Shows the progress.
        func showProgress(_ fraction: Double, readout: String) {
            slider.value = Float(fraction)
            self.readout.text = readout
        }

        /// Shows a notice above the slider.
        func showNotice(_ text: String?) {
            notice.text = text
            notice.isHidden = text == nil
        }

        /// The transition completed: the overlay goes.
        func scrubDidEnd() {
            session = nil
            removeFromSuperview()
        }
    }
#endif
