import Foundation
import TransitionKitCore

/// What a `UINavigationController` subclass overrides, for ``NavigationControllerModel/subclass``:
/// `BarlessNavigationController` overrides the `delegate` setter and the five navigation methods.
///
/// Each method receives `super`, the model's own implementation (what `super.…` runs on device).
/// The defaults call it unchanged, so a conformer writes only what it overrides.
///
/// ```swift
/// final class Routing: NavigationControllerSubclassing {
///     func setDelegate(_ delegate: …, of navigationController: NavigationControllerModel,
///                      super callSuper: (…) -> Void) {
///         callSuper(delegate)
///     }
/// }
/// navigation.subclass = Routing()
/// ```
@MainActor
package protocol NavigationControllerSubclassing: AnyObject {
    /// The `delegate` setter.
    func setDelegate(
        _ delegate: (any ModeledNavigationControllerDelegate)?,
        of navigationController: NavigationControllerModel,
        super callSuper: (_ delegate: (any ModeledNavigationControllerDelegate)?) -> Void)
    /// `pushViewController(_:animated:)`.
    func pushViewController(
        _ viewController: ViewControllerModel, animated: Bool,
        of navigationController: NavigationControllerModel,
        super callSuper: () -> Void)
    /// `popViewController(animated:)`.
    func popViewController(
        animated: Bool, of navigationController: NavigationControllerModel,
        super callSuper: () -> ViewControllerModel?
    ) -> ViewControllerModel?
    /// `popToViewController(_:animated:)`.
    func popToViewController(
        _ viewController: ViewControllerModel, animated: Bool,
        of navigationController: NavigationControllerModel,
        super callSuper: () -> [ViewControllerModel]?
    ) -> [ViewControllerModel]?
    /// `popToRootViewController(animated:)`.
    func popToRootViewController(
        animated: Bool, of navigationController: NavigationControllerModel,
        super callSuper: () -> [ViewControllerModel]?
    ) -> [ViewControllerModel]?
    /// `setViewControllers(_:animated:)`.
    func setViewControllers(
        _ viewControllers: [ViewControllerModel], animated: Bool,
        of navigationController: NavigationControllerModel,
        super callSuper: () -> Void)
}

extension NavigationControllerSubclassing {
    /// Calls `super`.
    package func setDelegate(
        _ delegate: (any ModeledNavigationControllerDelegate)?,
        of navigationController: NavigationControllerModel,
        super callSuper: (_ delegate: (any ModeledNavigationControllerDelegate)?) -> Void
    ) {
        callSuper(delegate)
    }
    /// Calls `super`.
    package func pushViewController(
        _ viewController: ViewControllerModel, animated: Bool,
        of navigationController: NavigationControllerModel,
        super callSuper: () -> Void
    ) {
        callSuper()
    }
    /// Calls `super`.
    package func popViewController(
        animated: Bool, of navigationController: NavigationControllerModel,
        super callSuper: () -> ViewControllerModel?
    ) -> ViewControllerModel? {
        callSuper()
    }
    /// Calls `super`.
    package func popToViewController(
        _ viewController: ViewControllerModel, animated: Bool,
        of navigationController: NavigationControllerModel,
        super callSuper: () -> [ViewControllerModel]?
    ) -> [ViewControllerModel]? {
        callSuper()
    }
    /// Calls `super`.
    package func popToRootViewController(
        animated: Bool, of navigationController: NavigationControllerModel,
        super callSuper: () -> [ViewControllerModel]?
    ) -> [ViewControllerModel]? {
        callSuper()
    }
    /// Calls `super`.
    package func setViewControllers(
        _ viewControllers: [ViewControllerModel], animated: Bool,
        of navigationController: NavigationControllerModel,
        super callSuper: () -> Void
    ) {
        callSuper()
    }
}

extension NavigationControllerModel {
    /// Nesting of `delegate` assignments through the subclass beyond which a device overflows its
    /// stack: the model records ``Contract/delegateRecursion`` and stops there.
    package static let delegateSetterDepthLimit = 64

    /// `pushViewController(_:animated:)`: the subclass's override, else UIKit's own.
    package func pushViewController(_ viewController: ViewControllerModel, animated: Bool) {
        guard let subclass else { return superPushViewController(viewController, animated: animated) }
        subclass.pushViewController(viewController, animated: animated, of: self) {
            superPushViewController(viewController, animated: animated)
        }
    }

    /// `popViewController(animated:)`: the subclass's override, else UIKit's own.
    @discardableResult
    package func popViewController(animated: Bool) -> ViewControllerModel? {
        guard let subclass else { return superPopViewController(animated: animated) }
        return subclass.popViewController(animated: animated, of: self) {
            superPopViewController(animated: animated)
        }
    }

    /// `popToViewController(_:animated:)`: the subclass's override, else UIKit's own.
    @discardableResult
    package func popToViewController(_ viewController: ViewControllerModel, animated: Bool)
        -> [ViewControllerModel]?
    {
        guard let subclass else { return superPopToViewController(viewController, animated: animated) }
        return subclass.popToViewController(viewController, animated: animated, of: self) {
            superPopToViewController(viewController, animated: animated)
        }
    }

    /// `popToRootViewController(animated:)`: the subclass's override, else UIKit's own.
    @discardableResult
    package func popToRootViewController(animated: Bool) -> [ViewControllerModel]? {
        guard let subclass else { return superPopToRootViewController(animated: animated) }
        return subclass.popToRootViewController(animated: animated, of: self) {
            superPopToRootViewController(animated: animated)
        }
    }

    /// `setViewControllers(_:animated:)`: the subclass's override, else UIKit's own.
    package func setViewControllers(_ viewControllers: [ViewControllerModel], animated: Bool) {
        guard let subclass else { return superSetViewControllers(viewControllers, animated: animated) }
        subclass.setViewControllers(viewControllers, animated: animated, of: self) {
            superSetViewControllers(viewControllers, animated: animated)
        }
    }

    /// The `delegate` setter: the subclass's override, else UIKit's own. An override that assigns
    /// `delegate` again without end is recorded at ``delegateSetterDepthLimit`` and cut there.
    func overridingDelegateSetter(_ delegate: (any ModeledNavigationControllerDelegate)?) {
        guard let subclass else { return superSetDelegate(delegate) }
        guard delegateSetterDepth < Self.delegateSetterDepthLimit else {
            return violate(
                "delegate = … (nested \(delegateSetterDepth) deep through the subclass's setter)",
                Contract.delegateRecursion)
        }
        delegateSetterDepth += 1
        defer { delegateSetterDepth -= 1 }
        subclass.setDelegate(delegate, of: self) { superSetDelegate($0) }
    }
}
