#if canImport(UIKit)
    import UIKit

    /// One of the scrubber's two sample screens: a grid of cells (the screen nearer the root) or
    /// a detail with a large image, laid out from a ``TransitionGeometry/Screen``.
    ///
    /// Its title sits under the screen's toolbar, pinned to the safe area, so the safe-area morph
    /// visibly glides it; grid cells and the detail image sit where the geometry's zoom frames say.
    @MainActor
    final class SampleScreenViewController: UIViewController {
        /// Which sample screen this is.
        enum Kind {
            /// The screen nearer the root, with the zoom's source cell.
            case grid
            /// The pushed screen, with the zoom's destination image.
            case detail

            var title: String { self == .grid ? "Grid" : "Detail" }
        }

        let kind: Kind
        /// The toolbar view, when the plan animates this screen's toolbar.
        private(set) var toolbar: UIView?

        private let screen: TransitionGeometry.Screen
        private let zoomFrame: CGRect?
        private let cornerRadius: CGFloat
        private let layoutDirection: TransitionLayoutDirection

        /// Creates a sample screen.
        ///
        /// - Parameters:
        ///   - kind: Grid or detail.
        ///   - screen: Its frame, toolbar and colour.
        ///   - zoomFrame: The zoom's source cell (grid) or destination image (detail), container
        ///     coordinates; `nil` draws a plain screen.
        ///   - cornerRadius: The source cell's corner radius.
        ///   - layoutDirection: Mirrors the grid in right-to-left layouts.
        ///   - showsToolbar: Whether to add a toolbar view at the screen's toolbar frame.
        init(
            kind: Kind, screen: TransitionGeometry.Screen, zoomFrame: CGRect?, cornerRadius: CGFloat,
            layoutDirection: TransitionLayoutDirection, showsToolbar: Bool
        ) {
            self.kind = kind
            self.screen = screen
            self.zoomFrame = zoomFrame
            self.cornerRadius = cornerRadius
            self.layoutDirection = layoutDirection
            super.init(nibName: nil, bundle: nil)
            if showsToolbar, let frame = screen.toolbarFrame { toolbar = makeToolbar(frame: frame) }
        }

        /// Not supported: sample screens are made in code.
        required init?(coder: NSCoder) { nil }

        override func loadView() {
            let view = UIView(frame: screen.frame)
            view.backgroundColor = screen.backgroundColor?.uiColor ?? .systemBackground
            view.clipsToBounds = true
            self.view = view
            additionalSafeAreaInsets = screen.additionalSafeAreaInsets.edgeInsets
            addContent()
            if let toolbar { view.addSubview(toolbar) }
        }

        private func addContent() {
            let origin = screen.frame.origin
            let local = zoomFrame?.offsetBy(dx: -origin.x, dy: -origin.y)
            switch kind {
            case .grid: addCells(source: local)
            case .detail: addImage(frame: local)
            }
            let label = UILabel()
            label.text = kind.title
            label.font = .preferredFont(forTextStyle: .largeTitle).withSize(34)
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
            let statusBar = screen.toolbarFrame?.minY ?? 0
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(
                    equalTo: view.safeAreaLayoutGuide.topAnchor, constant: statusBar + 8),
                label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            ])
        }

        private func addCells(source: CGRect?) {
            let width = view.bounds.width
            let size = source?.width ?? 114
            let gap: CGFloat = 8
            let top = source?.minY ?? 200
            for row in 0..<4 {
                for column in 0..<3 {
                    let leadingX = 16 + CGFloat(column) * (size + gap)
                    let x = layoutDirection == .leftToRight ? leadingX : width - leadingX - size
                    let cell = UIView(
                        frame: CGRect(x: x, y: top + CGFloat(row) * (size + gap), width: size, height: size))
                    cell.layer.cornerRadius = cornerRadius
                    cell.clipsToBounds = true
                    cell.backgroundColor = UIColor(white: 1, alpha: 0.55)
                    if row == 0 && column == 0 {
                        let image = UIImageView(image: SampleImage.landscape())
                        image.frame = cell.bounds
                        image.contentMode = .scaleAspectFill
                        cell.addSubview(image)
                    }
                    view.addSubview(cell)
                }
            }
        }

        private func addImage(frame: CGRect?) {
            let image = UIImageView(image: SampleImage.landscape())
            image.contentMode = .scaleAspectFill
            image.clipsToBounds = true
            image.frame = frame ?? CGRect(x: 0, y: 91, width: view.bounds.width, height: view.bounds.width)
            view.addSubview(image)
        }

        private func makeToolbar(frame: CGRect) -> UIView {
            let toolbar = UIView(frame: frame)
            toolbar.backgroundColor = UIColor(white: 0.97, alpha: 0.92)
            toolbar.clipsToBounds = true
            let label = UILabel()
            label.text = kind == .grid ? "Photos" : "‹ Photos"
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
