// swift-format-ignore-file
// The body of this file between `#if` and `#endif` is the Contract exactly as the issue
// prints it; the formatter leaves this file alone so that it stays verbatim.

#if canImport(UIKit)
import UIKit
import TransitionKit

final class PhotoCell: UICollectionViewCell { let imageView = UIImageView(); let caption = UILabel() }
final class GridViewController: UIViewController {
    func cell(forPhoto photo: Int) -> PhotoCell? { nil }
}
final class PagerViewController: UIViewController {
    var currentPhoto = 0
    var currentImageView: UIImageView? { nil }
    let caption = UILabel()
}

@MainActor func install(_ transitions: NavigationDelegate, cell: PhotoCell, pager: PagerViewController) {
    // Closures: asked after the arriving screen is laid out, at the push and again at the pop.
    transitions.register(from: GridViewController.self, to: PagerViewController.self) { grid, pager, _ in
        .zoom(from: { grid.cell(forPhoto: pager.currentPhoto)?.imageView },
              to: { pager.currentImageView })
    }
    // Identifiers: every view carrying the same one in both screens moves; the zoom follows the named one.
    cell.imageView.transitionID = "photo-7"
    cell.caption.transitionID = "caption-7"
    pager.caption.transitionID = "caption-7"
    transitions.register(from: GridViewController.self, to: PagerViewController.self) { _, pager, _ in
        .zoom(id: "photo-\(pager.currentPhoto)")
    }
    transitions.register(.matched, from: PagerViewController.self, to: GridViewController.self)
    // Which view the flying copy is taken from.
    _ = ScreenTransition(.zoom(id: "photo-7")).snapshot(.source)
    _ = ScreenTransition.zoom(from: { cell.imageView }, to: { nil }).snapshot(.destination)
    // What a media viewer needs at the two ends.
    _ = ScreenTransition.zoom(from: { cell.imageView }, to: { pager.currentImageView })
        .zoomsImageContent()                              // the image's displayed rects, aspect-fill copy
        .flyingImage { cell.imageView.image }             // supplied: a video's poster, an image still loading
        .clipsSource(to: UIEdgeInsets(top: 91, left: 0, bottom: 83, right: 0))   // under the bars
        .fliesOffWhenSourceIsMissing()
}
#endif
