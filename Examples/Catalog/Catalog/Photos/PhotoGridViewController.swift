import UIKit

/// The library as a grid of thumbnails. Tapping one zooms into its detail screen; the gear
/// cross-fades to the settings.
final class PhotoGridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let photos: [Photo]
    private let preferences: CatalogPreferences
    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())

    /// Creates the grid.
    ///
    /// - Parameters:
    ///   - photos: The photos, in order.
    ///   - preferences: The switches the settings screen edits.
    init(photos: [Photo], preferences: CatalogPreferences) {
        self.photos = photos
        self.preferences = preferences
        super.init(nibName: nil, bundle: nil)
        title = "Photos"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "gearshape"), style: .plain, target: self,
            action: #selector(showSettings))
        navigationItem.rightBarButtonItem?.accessibilityLabel = "Settings"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        collectionView.backgroundColor = .systemBackground
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.frame = view.bounds
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
    }

    /// The thumbnail showing `photo`, scrolled into view if it is not on screen, or `nil` when the
    /// photo is not in the grid (the zoom then cross-fades).
    func thumbnailView(for photo: Photo) -> UIView? {
        guard let item = photos.firstIndex(of: photo) else { return nil }
        let indexPath = IndexPath(item: item, section: 0)
        if !collectionView.indexPathsForVisibleItems.contains(indexPath) {
            collectionView.scrollToItem(at: indexPath, at: .centeredVertically, animated: false)
            collectionView.layoutIfNeeded()
        }
        return (collectionView.cellForItem(at: indexPath) as? PhotoCell)?.imageView
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(
            withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
        (cell as? PhotoCell)?.show(photos[indexPath.item])
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        let detail = PhotoDetailViewController(photo: photos[indexPath.item], preferences: preferences)
        navigationController?.pushViewController(detail, animated: true)
    }

    @objc private func showSettings() {
        navigationController?.pushViewController(
            SettingsViewController(preferences: preferences), animated: true)
    }

    /// Three square photos per row on a phone, more on wider screens, with 2 pt gaps.
    private func makeLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let section = NSCollectionLayoutSection(
            group: .horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
                subitem: item, count: 3))
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
        return UICollectionViewCompositionalLayout(section: section)
    }
}
