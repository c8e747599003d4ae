#if canImport(UIKit)
    import UIKit

    // The UIKit types the bar-less coordinators read and drive, conformed to their ports in their
    // own words. Only what UIKit does not say itself is written out.

    extension UINavigationItem: NavigationItemPort {}

    extension UIBarButtonItem: BarButtonItemPort {
        /// The system item a ``SystemBarButtonItem`` was made with, as its raw value.
        package var systemItemRawValue: Int? {
            (self as? SystemBarButtonItem)?.systemItem?.rawValue
        }
    }

    extension UIView: ToolbarItemViewPort {
        /// Width and height constraints of `priority`; autoresizing-mask translation off.
        package func pinSize(width: CGFloat?, height: CGFloat?, priority: Float) {
            translatesAutoresizingMaskIntoConstraints = false
            if let width { activate(widthAnchor.constraint(equalToConstant: width), priority) }
            if let height { activate(heightAnchor.constraint(equalToConstant: height), priority) }
        }

        private func activate(_ constraint: NSLayoutConstraint, _ priority: Float) {
            constraint.priority = UILayoutPriority(priority)
            constraint.isActive = true
        }
    }

    extension UIStackView: ArrangedSubviewsPort {}

    extension UIViewController: ToolbarStackEntryPort, PresentationChainPort {
        /// The navigation item of the screen this stack entry shows: the contained screen's for a
        /// toolbar container, its own otherwise.
        package var screenNavigationItem: UINavigationItem {
            ScreenWrapping.content(of: self).navigationItem
        }
    }

    extension UINavigationController: ToolbarStackPort {}

    extension UITraitCollection: TraitCollectionPort {}

    extension ToolbarEnvironment {
        /// Presentation from the nearest presented ancestor; a sheet that adapts to full screen in compact
        /// height is covered by the neutral rule (compact height wins).
        @MainActor
        package init(viewController: UIViewController, customHeight: CGFloat?) {
            self.init(
                traits: viewController.traitCollection, presentation: .of(viewController),
                customHeight: customHeight)
        }
    }
#endif
