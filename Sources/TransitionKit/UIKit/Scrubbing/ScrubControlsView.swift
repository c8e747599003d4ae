#if canImport(UIKit)
    import UIKit

    /// Shared by `TransitionScrubberViewController` and the `scrubsTransitions` overlay; each control
    /// forwards to its session.
    @MainActor
    final class ScrubControlsView: UIStackView {
        /// What the controls drive.
        weak var session: (any ScrubberSessionForwarding)?
        private let slider = UISlider()
        private let readout = UILabel()
        private let notice = UILabel()

        init(heading: String, showsDone: Bool) {
            super.init(frame: .zero)
            build(heading: heading, showsDone: showsDone)
        }

        /// Not supported: the controls are made in code. Decoded anyway (from a nib), they are
        /// the same controls, without a heading or Done.
        @available(*, unavailable, message: "Scrub controls are made in code")
        required init(coder: NSCoder) {
            super.init(coder: coder)
            build(heading: "", showsDone: false)
        }

        private func build(heading: String, showsDone: Bool) {
            let headingLabel = UILabel()
            headingLabel.text = heading
            headingLabel.font = .preferredFont(forTextStyle: .headline)
            headingLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)
            readout.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
            notice.numberOfLines = 0
            notice.isHidden = true
            slider.addTarget(self, action: #selector(sliderMoved), for: .valueChanged)
            let done = button("Done", #selector(doneTapped))
            done.isHidden = !showsDone
            let header = UIStackView(arrangedSubviews: [headingLabel, readout, done])
            header.spacing = 12
            let row = UIStackView(arrangedSubviews: [
                button("◀︎ Reverse", #selector(reverseTapped)), slider,
                button("Play ▶︎", #selector(playTapped)),
            ])
            row.spacing = 12
            [notice, header, row].forEach(addArrangedSubview)
            axis = .vertical
            spacing = 8
            translatesAutoresizingMaskIntoConstraints = false
        }

        /// Shows a progress on the slider and the readout.
        func showProgress(_ fraction: Double, readout: String) {
            slider.value = Float(fraction)
            self.readout.text = readout
        }

        /// Shows a notice, or hides it.
        func showNotice(_ text: String?) {
            notice.text = text
            notice.isHidden = text == nil
        }

        private func button(_ title: String, _ action: Selector) -> UIButton {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.addTarget(self, action: action, for: .touchUpInside)
            return button
        }

        @objc private func sliderMoved() { session?.scrub(to: Double(slider.value)) }
        @objc private func playTapped() { session?.play() }
        @objc private func reverseTapped() { session?.reverse() }
        @objc private func doneTapped() { session?.done() }
    }
#endif
