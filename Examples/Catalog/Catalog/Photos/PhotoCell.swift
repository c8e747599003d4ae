import UIKit

/// A grid cell showing one photo. Cells are reused: `show(_:)` replaces everything a previous
/// photo left.
final class PhotoCell: UICollectionViewCell {
    /// The reuse identifier.
    static let reuseIdentifier = "PhotoCell"

    /// The thumbnail; the zoom grows the detail screen's image out of it.
    let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.layer.cornerRadius = 6
        imageView.frame = contentView.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(imageView)
        isAccessibilityElement = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        imageView.image = nil
    }

    /// Shows a photo.
    func show(_ photo: Photo) {
        imageView.image = PhotoRenderer.shared.image(of: photo, size: PhotoRenderer.thumbnailSize)
        accessibilityLabel = photo.title
    }
}
