import Foundation
import TransitionKitCore

/// A model of `UIViewController` behind the ``ViewControllerProperties`` port: a named screen with
/// a lazily loaded view, a parent and additional safe-area insets.
///
/// It follows `UIViewControllerTransitionCoordinator.h`, `transitionCoordinator`: "The default
/// implementation will return a transition coordinator if called during an active presentation or
/// dismissal. Otherwise it will ask the parent view controller." — ``activeTransitionCoordinator``
/// is the presentation's coordinator while one runs (``presentationCoordinator``), else the
/// parent's.
///
/// ```swift
/// let grid = ViewControllerModel("grid", ledger: ledger)
/// grid.onLoadView = { view in view.addSubview(ViewModel("cell", ledger: ledger)) }
/// ```
@MainActor
package class ViewControllerModel: ViewControllerProperties {
    /// The view type.
    package typealias PortView = ViewModel
    /// The view controller type.
    package typealias PortViewController = ViewControllerModel
    /// The coordinator type.
    package typealias PortCoordinator = TransitionCoordinatorModel

    /// The screen's name (its view gets the same name).
    package let name: String
    /// The test's ledger.
    package let ledger: ContractLedger
    /// `parent`.
    package internal(set) weak var parent: ViewControllerModel?
    /// `additionalSafeAreaInsets` (each write counted in ``ContractLedger/work``).
    package var additionalSafeArea = Insets.zero {
        didSet { ledger.work.insetWrites += 1 }
    }
    /// Builds the view's content when it loads.
    package var onLoadView: (@MainActor (ViewModel) -> Void)?
    /// The coordinator of a presentation or dismissal of this screen while one runs.
    package var presentationCoordinator: TransitionCoordinatorModel?
    /// `transitioningDelegate`: held weakly, as UIKit holds it (`UIViewController.h`: "@property
    /// (nullable, nonatomic, weak) id <UIViewControllerTransitioningDelegate> transitioningDelegate").
    package weak var transitioningDelegate: (any ModeledTransitioningDelegate)?
    /// An object the screen keeps alive (an associated object, `objc_setAssociatedObject`).
    package var associatedObject: AnyObject?
    /// `modalPresentationStyle` (`.automatic` by default, as on iOS 13 and later).
    package var modalPresentationStyle = PresentationStyle.automatic
    /// `modalPresentationCapturesStatusBarAppearance` (`false` by default).
    package var modalPresentationCapturesStatusBarAppearance = false
    /// `presentedViewController`: held strongly, as UIKit's presentation holds it.
    package internal(set) var presentedViewController: ViewControllerModel?
    /// `presentingViewController`.
    package internal(set) weak var presentingViewController: ViewControllerModel?
    /// `hidesBottomBarWhenPushed` (`UINavigationController.h:130`; default NO).
    package var hidesBottomBarWhenPushed = false
    /// `navigationItem.largeTitleDisplayMode` (`UINavigationItem.h:165`; default automatic).
    package var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    /// The appearance callbacks a presentation sent, in order (`viewWillAppear`, …).
    package internal(set) var appearance: [AppearanceCallback] = []
    /// The controller's appearance overrides (`viewWillAppear(_:)`, …), called with each callback
    /// UIKit sends and its `animated` argument: every callback of a presentation, and
    /// `viewWillAppear` when a navigation controller shows the screen (an app calls
    /// `setNavigationBarHidden(_:animated:)` there).
    package var onAppearance: (@MainActor (AppearanceCallback, _ animated: Bool) -> Void)?
    /// `isBeingDismissed` (`UIViewController.h`: "… return YES … from within the viewWillDisappear:
    /// and viewDidDisappear: methods" of a controller being dismissed): set by the presentation
    /// model from the dismissal's start until its appearance callbacks are sent.
    package internal(set) var isBeingDismissed = false

    private var loadedView: ViewModel?

    /// Creates a screen whose view is not loaded yet.
    ///
    /// - Parameters:
    ///   - name: The name.
    ///   - ledger: The test's ledger.
    package init(_ name: String, ledger: ContractLedger) {
        self.name = name
        self.ledger = ledger
    }

    /// `view`: loads it if needed.
    package var view: ViewModel {
        if let loadedView { return loadedView }
        let view = ViewModel(name, ledger: ledger)
        loadedView = view
        onLoadView?(view)
        return view
    }

    /// `viewIfLoaded`.
    package var viewIfLoaded: ViewModel? { loadedView }

    /// `loadViewIfNeeded()`.
    package func loadViewIfNeeded() {
        _ = view
    }

    /// `transitionCoordinator`: the presentation's, else the parent's.
    package var activeTransitionCoordinator: TransitionCoordinatorModel? {
        presentationCoordinator ?? parent?.activeTransitionCoordinator
    }
}
