import UIKit

/// The catalog's root: a tab per way of using TransitionKit, laid out in the direction the
/// preferences ask for.
///
/// The right-to-left switch overrides the tabs' trait collection, so every view's
/// `effectiveUserInterfaceLayoutDirection` — which the navigation delegates and the pan driver
/// read when a transition starts — and SwiftUI's `layoutDirection` follow it, as they would with
/// a right-to-left language.
final class CatalogRootViewController: UIViewController {
    private let preferences: CatalogPreferences
    private let tabs = UITabBarController()

    /// Creates the root.
    ///
    /// - Parameter preferences: The switches the tabs read.
    init(preferences: CatalogPreferences) {
        self.preferences = preferences
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tabs.viewControllers = [
            PhotosTab.make(preferences: preferences),
            FlowTab.make(preferences: preferences),
            SwiftUITab.make(preferences: preferences),
            ScrubberTab.make(preferences: preferences),
        ]
        addChild(tabs)
        tabs.view.frame = view.bounds
        tabs.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tabs.view)
        tabs.didMove(toParent: self)
        preferences.observe { [weak self] preferences in
            self?.applyLayoutDirection(preferences.isRightToLeft ? .rightToLeft : .leftToRight)
        }
    }

    private func applyLayoutDirection(_ direction: UITraitEnvironmentLayoutDirection) {
        setOverrideTraitCollection(UITraitCollection(layoutDirection: direction), forChild: tabs)
    }
}
