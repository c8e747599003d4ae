#if canImport(UIKit)
    import UIKit

    /// A label at the top of the key window that lets touches through, replaced by the next report and gone
    /// after four seconds.
    @MainActor
    final class FrameReportOverlay: UILabel {
        private static weak var shown: FrameReportOverlay?

        /// Does nothing without a key window among the connected scenes.
        static func show(_ readout: FrameReportReadout) {
            let windows = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(
                \.windows)
            guard let window = windows.first(where: \.isKeyWindow) else { return }
            shown?.removeFromSuperview()
            let overlay = FrameReportOverlay(frame: .zero)
            overlay.text = readout.lines.joined(separator: "\n")
            overlay.numberOfLines = 0
            overlay.font = .monospacedDigitSystemFont(ofSize: 12, weight: .regular)
            overlay.backgroundColor = UIColor.systemBackground.withAlphaComponent(0.92)
            overlay.layer.cornerRadius = 10
            overlay.layer.masksToBounds = true
            overlay.isUserInteractionEnabled = false
            overlay.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(overlay)
            let guide = window.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                overlay.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
                overlay.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 12),
                overlay.trailingAnchor.constraint(lessThanOrEqualTo: guide.trailingAnchor, constant: -12),
            ])
            shown = overlay
            DispatchQueue.main.asyncAfter(deadline: .now() + 4) { [weak overlay] in
                overlay?.removeFromSuperview()
            }
        }
    }
#endif
