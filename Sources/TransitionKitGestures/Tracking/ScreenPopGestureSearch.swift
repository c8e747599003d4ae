/// Finds the pop gesture a screen asked for: its own setting, else the first one set on a view
/// controller it contains (depth first, children in order), else ``TransitionPopGesture/automatic``.
///
/// The pushed controller is often a container — the bar-less toolbar container around the
/// screen, a hosting controller whose SwiftUI content set ``TransitionPopGesture`` through a
/// child — so the setting is looked for below it too.
///
/// ```swift
/// ScreenPopGestureSearch.choice(of: top, children: \.children, setting: \.storedTransitionPopGesture)
/// ```
package enum ScreenPopGestureSearch {
    /// The choice for `screen`.
    ///
    /// - Parameters:
    ///   - screen: The top view controller.
    ///   - children: A controller's child view controllers.
    ///   - setting: A controller's own setting, `nil` when it set none.
    /// - Returns: The nearest setting, or `.automatic`.
    package static func choice<Node>(
        of screen: Node, children: (Node) -> [Node], setting: (Node) -> TransitionPopGesture?
    ) -> TransitionPopGesture {
        firstSetting(in: screen, children: children, setting: setting) ?? .automatic
    }

    private static func firstSetting<Node>(
        in node: Node, children: (Node) -> [Node], setting: (Node) -> TransitionPopGesture?
    ) -> TransitionPopGesture? {
        if let own = setting(node) { return own }
        for child in children(node) {
            if let found = firstSetting(in: child, children: children, setting: setting) { return found }
        }
        return nil
    }
}
