import UIKit

/// One photo on black, edge to edge. Presented from the detail screen with a zoom out of its
/// image; drag it down or pinch it to zoom back, or tap Done.
final class PhotoViewerViewController: UIViewController {
    /// The photo shown.
    let photo: Photo
    /// The photo, as large as fits; the zoom grows it out of the detail screen's image.
    let imageView = UIImageView()

    private let done = UIButton(type: .system)
    private let hint = UILabel()

    /// Creates the viewer.
    init(photo: Photo) {
        self.photo = photo
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override var prefersStatusBarHidden: Bool { true }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        imageView.contentMode = .scaleAspectFit
        imageView.image = PhotoRenderer.shared.image(of: photo, size: PhotoRenderer.detailSize)
        imageView.accessibilityLabel = photo.title
        imageView.isAccessibilityElement = true
        done.setTitle("Done", for: .normal)
        done.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        done.titleLabel?.adjustsFontForContentSizeCategory = true
        done.tintColor = .white
        done.addTarget(self, action: #selector(close), for: .primaryActionTriggered)
        hint.text = "Drag down or pinch to zoom back into the page."
        hint.font = .preferredFont(forTextStyle: .footnote)
        hint.adjustsFontForContentSizeCategory = true
        hint.textColor = UIColor(white: 1, alpha: 0.7)
        hint.textAlignment = .center
        hint.numberOfLines = 0
        for subview in [imageView, done, hint] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            imageView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            imageView.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor),
            done.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
            done.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
            hint.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
            hint.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
            hint.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -16),
        ])
    }

    @objc private func close() {
        dismiss(animated: true)
    }
}
