#if canImport(UIKit)
    import TransitionKit
    import UIKit

    /// Its title is pinned to the safe area under the toolbar, so the safe-area morph visibly glides it;
    /// cells and picture sit where the geometry's zoom frames say.
    @MainActor
    final class SampleScreenViewController: UIViewController {
        /// Where everything on the screen goes.
        let layout: SampleScreenLayout
        /// The toolbar view, when the plan animates this screen's toolbar.
        private(set) var toolbar: UIView?

        init(layout: SampleScreenLayout) {
            self.layout = layout
            super.init(nibName: nil, bundle: nil)
            toolbar = layout.toolbarFrame.map(makeToolbar(frame:))
        }

        /// Not supported: sample screens are made in code.
        required init?(coder: NSCoder) { nil }

        override func loadView() {
            let view = UIView(frame: layout.frame)
            view.backgroundColor = layout.backgroundColor?.uiColor ?? .systemBackground
            view.clipsToBounds = true
            self.view = view
            additionalSafeAreaInsets = layout.additionalSafeAreaInsets.edgeInsets
            layout.cells.forEach(addCell)
            if let frame = layout.imageFrame { addPicture(frame: frame) }
            addTitle()
            if let toolbar { view.addSubview(toolbar) }
        }

        private func addTitle() {
            let label = UILabel()
            label.text = layout.title
            label.font = .preferredFont(forTextStyle: .largeTitle).withSize(34)
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(
                    equalTo: view.safeAreaLayoutGuide.topAnchor, constant: layout.titleTop),
                label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            ])
        }

        private func addCell(_ cell: SampleCell) {
            let cellView = UIView(frame: cell.frame)
            cellView.layer.cornerRadius = layout.cellCornerRadius
            cellView.clipsToBounds = true
            cellView.backgroundColor = UIColor(white: 1, alpha: 0.55)
            if let frame = cell.pictureFrame {
                let picture = UIImageView(image: SampleImage.landscape())
                picture.frame = frame
                picture.contentMode = .scaleAspectFill
                cellView.addSubview(picture)
            }
            view.addSubview(cellView)
        }

        private func addPicture(frame: CGRect) {
            let picture = UIImageView(image: SampleImage.landscape())
            picture.contentMode = .scaleAspectFill
            picture.clipsToBounds = true
            picture.frame = frame
            view.addSubview(picture)
        }

        private func makeToolbar(frame: CGRect) -> UIView {
            let toolbar = UIView(frame: frame)
            toolbar.backgroundColor = UIColor(white: 0.97, alpha: 0.92)
            toolbar.clipsToBounds = true
            let label = UILabel()
            label.text = layout.toolbarTitle
            label.font = .preferredFont(forTextStyle: .headline)
            label.translatesAutoresizingMaskIntoConstraints = false
            toolbar.addSubview(label)
            let hairline = UIView()
            hairline.backgroundColor = .separator
            hairline.translatesAutoresizingMaskIntoConstraints = false
            toolbar.addSubview(hairline)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: toolbar.leadingAnchor, constant: 16),
                label.bottomAnchor.constraint(equalTo: toolbar.bottomAnchor, constant: -12),
                hairline.leadingAnchor.constraint(equalTo: toolbar.leadingAnchor),
                hairline.trailingAnchor.constraint(equalTo: toolbar.trailingAnchor),
                hairline.bottomAnchor.constraint(equalTo: toolbar.bottomAnchor),
                hairline.heightAnchor.constraint(equalToConstant: 0.5),
            ])
            return toolbar
        }
    }
#endif
