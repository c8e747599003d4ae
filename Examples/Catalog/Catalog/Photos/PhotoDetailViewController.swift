import TransitionKit
import UIKit

/// One photo, large, with its caption. Reached by a zoom from the grid; swipe from the leading
/// edge or drag the screen down to zoom back, and touch the screen while it moves to catch it.
/// Tapping the photo presents it full screen with a zoom.
final class PhotoDetailViewController: UIViewController {
    /// The photo shown.
    let photo: Photo
    /// The large image; the zoom grows it out of the tapped thumbnail.
    let imageView = UIImageView()

    private let preferences: CatalogPreferences
    private let caption = UILabel()
    private let hint = UILabel()

    /// Creates the screen.
    ///
    /// - Parameters:
    ///   - photo: The photo shown.
    ///   - preferences: The switches the settings screen edits (Reduce Motion for the viewer).
    init(photo: Photo, preferences: CatalogPreferences) {
        self.photo = photo
        self.preferences = preferences
        super.init(nibName: nil, bundle: nil)
        title = photo.title
        navigationItem.largeTitleDisplayMode = .never
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.image = PhotoRenderer.shared.image(of: photo, size: PhotoRenderer.detailSize)
        imageView.accessibilityLabel = photo.title
        imageView.isAccessibilityElement = true
        imageView.accessibilityHint = "Shows the photo full screen."
        imageView.isUserInteractionEnabled = true
        imageView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(showViewer)))
        caption.text = photo.title
        caption.font = .preferredFont(forTextStyle: .title2)
        caption.adjustsFontForContentSizeCategory = true
        hint.text =
            "Tap the photo to see it full screen. Swipe from the leading edge or drag down to zoom back into the grid. Touch the screen while it moves to catch it, then let go with a flick."
        hint.font = .preferredFont(forTextStyle: .footnote)
        hint.adjustsFontForContentSizeCategory = true
        hint.textColor = .secondaryLabel
        hint.numberOfLines = 0
        for subview in [imageView, caption, hint] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: guide.topAnchor),
            imageView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor),
            caption.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 16),
            caption.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
            caption.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
            hint.topAnchor.constraint(equalTo: caption.bottomAnchor, constant: 8),
            hint.leadingAnchor.constraint(equalTo: caption.leadingAnchor),
            hint.trailingAnchor.constraint(equalTo: caption.trailingAnchor),
        ])
    }

    /// Presents the photo full screen, zooming out of this screen's image; the viewer is dragged
    /// or pinched back by the navigation delegate's `zoomDismissal` (see `PhotosTab`).
    @objc private func showViewer() {
        let viewer = PhotoViewerViewController(photo: photo)
        let zoom = ScreenTransition.zoom(from: imageView, to: viewer.imageView)
            .style { $0.backdrop(.dimming(1)) }
        present(viewer, transition: preferences.adapted(zoom), animated: true)
    }
}
