import Foundation
import TransitionKitCore

/// A model of `UIViewController` behind the ``ViewControllerPort`` port: a named screen with
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
package class ViewControllerModel: ViewControllerPort {
    /// Apple's texts, per rule.
    package enum Contract {
        /// `preferredTransition` set before iOS 18.
        package static let preferredTransitionUnavailable = HeaderCitation(
            "UIKit runtime exception (NSInvalidArgumentException)",
            "-[UIViewController setPreferredTransition:]: unrecognized selector sent to instance")
    }

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
    /// `parent`: set by ``addChild(_:)`` (and by the containers' own stacks), cleared by
    /// ``removeFromParent()``.
    package internal(set) weak var parent: ViewControllerModel? {
        didSet { if oldValue !== parent { parentChanges += 1 } }
    }
    /// How many times ``parent`` changed (a re-parented screen changes it twice: out and in).
    package private(set) var parentChanges = 0
    /// `children`, in the order they were added.
    package internal(set) var children: [ViewControllerModel] = []
    /// The containment callbacks this screen received, in order: `willMove(toParent:)` and
    /// `didMove(toParent:)` by the parent's name (`nil`: moving out).
    package internal(set) var containmentCalls: [ContainmentCall] = []
    /// The iOS release the screen runs on (``SystemVersion``); iOS 18 by default.
    package var systemVersion = SystemVersion.iOS18
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
    /// `modalPresentationStyle`: `.automatic` by default (iOS 13 and later), never read back as such
    /// (`UIViewController.h:245`: a `UIViewController` resolves it to `.pageSheet`).
    package var modalPresentationStyle: PresentationStyle {
        get { setPresentationStyle == .automatic ? .pageSheet : setPresentationStyle }
        set { setPresentationStyle = newValue }
    }
    /// The style as set; UIKit resolves `.automatic` at each read.
    private var setPresentationStyle = PresentationStyle.automatic
    /// `isModalInPresentation` (`UIViewController.h:566-567`, `false` by default): "the
    /// presentation will prevent interactive dismiss" — a sheet's swipe-down does nothing.
    package var isModalInPresentation = false
    /// `modalPresentationCapturesStatusBarAppearance` (`false` by default).
    package var modalPresentationCapturesStatusBarAppearance = false
    /// `definesPresentationContext` (`UIViewController.h:189-194`; `false` by default): a context
    /// presentation from this controller or a descendant is presented by it.
    package var definesPresentationContext = false
    /// `presentedViewController`: held strongly, as UIKit's presentation holds it.
    package internal(set) var presentedViewController: ViewControllerModel?
    /// `presentingViewController`.
    package internal(set) weak var presentingViewController: ViewControllerModel?
    /// `hidesBottomBarWhenPushed` (`UINavigationController.h:130`; default NO).
    package var hidesBottomBarWhenPushed = false
    /// Whether this models a navigation or tab bar controller.
    package var isNavigationOrTabBarController: Bool {
        self is NavigationControllerModel || self is TabBarControllerModel
    }
    /// `navigationItem.largeTitleDisplayMode` (`UINavigationItem.h:165`; default automatic).
    package var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    /// The appearance callbacks a presentation or a navigation controller sent, in order
    /// (`viewWillAppear`, …).
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
    private var storedPreferredTransition: ScreenPreferredTransition?

    /// `preferredTransition` (iOS 18, `UIViewController.h` of the iOS 18 SDK): what UIKit plays
    /// when a navigation controller's delegate vends nothing for this screen's push or pop. Reads
    /// `nil` before iOS 18; setting it there is a violation (UIKit raises "unrecognized selector
    /// sent to instance": the property does not exist).
    package var preferredTransition: ScreenPreferredTransition? {
        get { systemVersion.hasPreferredTransition ? storedPreferredTransition : nil }
        set {
            guard systemVersion.hasPreferredTransition else {
                return ledger.record(
                    ContractViolation(
                        model: "ViewControllerModel '\(name)'", member: "preferredTransition = …",
                        state: "\(systemVersion)", citation: Contract.preferredTransitionUnavailable))
            }
            storedPreferredTransition = newValue
        }
    }

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

    /// `addChild(_:)` (`UIViewController.h`: "If the child controller has a different parent
    /// controller, it will first be removed from its current parent by calling
    /// removeFromParentViewController."): a child of another container leaves it first (its
    /// `didMove(toParent: nil)`; the old container's stack loses it), then `willMove(toParent:
    /// self)` — "addChildViewController: will call [child willMoveToParentViewController:self] …
    /// it will not call didMoveToParentViewController:". Adding a controller to itself, or a child
    /// again, changes nothing.
    ///
    /// - Parameter child: The controller to adopt.
    package func addChild(_ child: ViewControllerModel) {
        guard child !== self, child.parent !== self else { return }
        if child.parent != nil { child.removeFromParent() }
        child.containmentCalls.append(.willMove(to: name))
        children.append(child)
        child.parent = self
    }

    /// `removeFromParent()`: the parent forgets the child (a navigation controller drops it from
    /// its stack, ``childWillLeave(_:)``) and the child gets `didMove(toParent: nil)` (Apple's
    /// documentation of `removeFromParent()`); its `willMove(toParent: nil)` is the caller's
    /// ("removeFromParentViewController does not call [self willMoveToParentViewController:nil]").
    package func removeFromParent() {
        guard let parent else { return }
        parent.childWillLeave(self)
        parent.children.removeAll { $0 === self }
        self.parent = nil
        containmentCalls.append(.didMove(to: nil))
    }

    /// `willMove(toParent:)`, as a container sends it before removing a child.
    ///
    /// - Parameter parent: The new parent, or `nil`.
    package func willMove(toParent parent: ViewControllerModel?) {
        containmentCalls.append(.willMove(to: parent?.name))
    }

    /// `didMove(toParent:)`, as a container sends it when the child's view is in place.
    ///
    /// - Parameter parent: The new parent, or `nil`.
    package func didMove(toParent parent: ViewControllerModel?) {
        containmentCalls.append(.didMove(to: parent?.name))
    }

    /// A child leaves this container (another one adopted it): a container that keeps its own list
    /// of children (a navigation controller's stack) drops it here.
    ///
    /// - Parameter child: The leaving child.
    package func childWillLeave(_ child: ViewControllerModel) {}

    /// The safe area a window gives its root view controller on the modelled iPhone: the status
    /// bar above, the home indicator below.
    package static let windowSafeArea = Insets(top: 47, bottom: 34)

    /// `view.safeAreaInsets` (`UIView.h:275`, `UIView.h:285-286`: "not behind the status bar or
    /// navigation bar, if present"): what the parent gives this screen (``safeArea(givenTo:)``) —
    /// ``windowSafeArea`` for a root in a window, none off-window — plus its own
    /// `additionalSafeAreaInsets` (`UIViewController.h:507-511`).
    package var safeAreaInsets: Insets {
        let given = parent?.safeArea(givenTo: self) ?? (view.isInWindow ? Self.windowSafeArea : Insets())
        return Insets(
            top: given.top + additionalSafeArea.top, left: given.left + additionalSafeArea.left,
            bottom: given.bottom + additionalSafeArea.bottom, right: given.right + additionalSafeArea.right)
    }

    /// The safe area this controller gives a child: its own, unless a container covers more of it
    /// with its bars (a navigation controller).
    ///
    /// - Parameter child: The child.
    /// - Returns: The insets, before the child's own additional insets.
    package func safeArea(givenTo child: ViewControllerModel) -> Insets { safeAreaInsets }

    /// `transitionCoordinator`: the presentation's, else the parent's.
    package var activeTransitionCoordinator: TransitionCoordinatorModel? {
        presentationCoordinator ?? parent?.activeTransitionCoordinator
    }
}

/// One containment callback a screen received.
package enum ContainmentCall: Sendable, Hashable {
    /// `willMove(toParent:)`, by the parent's name (`nil`: out of its parent).
    case willMove(to: String?)
    /// `didMove(toParent:)`, by the parent's name (`nil`: out of its parent).
    case didMove(to: String?)
}
