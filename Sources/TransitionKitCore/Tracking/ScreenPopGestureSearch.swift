/// A screen's own setting, else the first set below it (depth first): the pushed controller is often a
/// container (the bar-less toolbar container, a hosting controller whose SwiftUI child set it).
package enum ScreenPopGestureSearch {
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
