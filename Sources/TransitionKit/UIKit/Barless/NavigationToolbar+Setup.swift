#if canImport(UIKit)
    import UIKit

    extension NavigationToolbar {
        /// The space between the leading and trailing rows and the title, in points.
        static let titleSpacing: CGFloat = 8

        /// Builds the fixed view hierarchy and its constraints.
        func setUp() {
            clipsToBounds = false
            backgroundView.backgroundColor = barBackgroundColor
            backgroundView.isUserInteractionEnabled = false
            backgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            separator.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
            addSubview(backgroundView)
            separator.backgroundColor = .separator
            addSubview(separator)
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
            insetsLayoutMarginsFromSafeArea = true

            backButton.setImage(UIImage(systemName: "chevron.backward"), for: .normal)
            backButton.showsLargeContentViewer = true
            backButton.scalesLargeContentImage = true
            backButton.largeContentImage = UIImage(systemName: "chevron.backward")
            addInteraction(UILargeContentViewerInteraction())
            backButton.addTarget(self, action: #selector(backTapped), for: .touchUpInside)
            backButton.widthAnchor.constraint(greaterThanOrEqualToConstant: BarItemViewFactory.minimumTapSize)
                .isActive = true

            titleLabel.font = .preferredFont(forTextStyle: .headline)
            titleLabel.adjustsFontForContentSizeCategory = true
            titleLabel.textAlignment = .center
            titleLabel.lineBreakMode = .byTruncatingTail
            titleLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)

            setUpRow(leadingStack)
            setUpRow(trailingStack)
            titleHolder.translatesAutoresizingMaskIntoConstraints = false
            titleLabel.translatesAutoresizingMaskIntoConstraints = false
            titleHolder.addSubview(titleLabel)
            addSubview(titleHolder)
            activateConstraints()
        }

        private func setUpRow(_ stack: UIStackView) {
            stack.axis = .horizontal
            stack.alignment = .center
            stack.spacing = 0
            stack.translatesAutoresizingMaskIntoConstraints = false
            stack.setContentCompressionResistancePriority(.required, for: .horizontal)
            addSubview(stack)
        }

        private func activateConstraints() {
            let margins = layoutMarginsGuide
            let title = titleHolder
            let centered = title.centerXAnchor.constraint(equalTo: centerXAnchor)
            centered.priority = .defaultHigh
            NSLayoutConstraint.activate([
                leadingStack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                leadingStack.centerYAnchor.constraint(equalTo: centerYAnchor),
                leadingStack.heightAnchor.constraint(lessThanOrEqualTo: heightAnchor),
                trailingStack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                trailingStack.centerYAnchor.constraint(equalTo: centerYAnchor),
                trailingStack.heightAnchor.constraint(lessThanOrEqualTo: heightAnchor),
                title.topAnchor.constraint(equalTo: topAnchor),
                title.bottomAnchor.constraint(equalTo: bottomAnchor),
                centered,
                title.leadingAnchor.constraint(
                    greaterThanOrEqualTo: leadingStack.trailingAnchor, constant: Self.titleSpacing),
                title.trailingAnchor.constraint(
                    lessThanOrEqualTo: trailingStack.leadingAnchor, constant: -Self.titleSpacing),
                titleLabel.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                titleLabel.trailingAnchor.constraint(equalTo: title.trailingAnchor),
                titleLabel.centerYAnchor.constraint(equalTo: title.centerYAnchor),
            ])
        }
    }
#endif
