import TransitionKitCore

/// Decides a pan coordinator's pops by a rule over the navigation controller, where an app has
/// the navigation delegate's core (`PopDeciding`).
@MainActor
package final class ScriptedPopDecider: PopDeciding {
    private let rule: @MainActor (NavigationControllerModel) -> Bool

    /// A decider answering `rule(navigation)`.
    package init(_ rule: @escaping @MainActor (NavigationControllerModel) -> Bool) {
        self.rule = rule
    }

    package func popPlaysCustomTransition(in navigation: AnyObject) -> Bool {
        (navigation as? NavigationControllerModel).map(rule) ?? true
    }

    package func touchWillLand(on navigation: AnyObject) {}
}
