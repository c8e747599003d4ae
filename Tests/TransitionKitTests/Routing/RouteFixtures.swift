@testable import TransitionKit
@testable import TransitionKitCore

/// Stacks shared by the route tests.
enum RouteFixtures {
    /// Root plus three untagged routes, each with one transition for both directions:
    /// `a` zoom, `b` fade, `c` slide.
    static func threeRoutes() -> RouteStack<String, String> {
        var stack = RouteStack<String, String>(root: "root")
        stack.push("a", transitions: .both("zoom"))
        stack.push("b", transitions: .both("fade"))
        stack.push("c", transitions: .both("slide"))
        return stack
    }
}
