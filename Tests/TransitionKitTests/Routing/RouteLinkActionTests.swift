import Testing
import TransitionKit

struct RouteLinkActionTests {
    typealias Stack = RouteStack<String, String>

    /// root → a (tag a) → b (tag b) → c (untagged)
    func sample() -> Stack {
        var stack = Stack(root: "root")
        stack.push("a", tag: "a", transitions: .both("zoom"))
        stack.push("b", tag: "b", transitions: .both("slide"))
        stack.push(
            "c", transitions: .directional(push: .transition("fade"), pop: .transition("crossFade")))
        return stack
    }

    static let actions: [RouteLinkAction] = [.back, .home, .goTo("a"), .goTo("b"), .goTo("missing")]

    @Test(arguments: actions)
    func eachActionIsTheStackOperationOfTheSameName(action: RouteLinkAction) {
        var viaAction = sample()
        var direct = sample()
        let outcome = action.perform(on: &viaAction)
        let expected: RouteOutcome<String, String>
        switch action {
        case .back: expected = direct.back()
        case .home: expected = direct.home()
        case .goTo(let tag): expected = direct.goTo(tag: tag)
        }
        #expect(outcome == expected)
        #expect(viaAction.routes == direct.routes)
    }

    @Test func backPopsOneRouteWithItsBackwardTransition() {
        var stack = sample()
        let change = RouteLinkAction.back.perform(on: &stack).change
        #expect(change?.operation == .pop)
        #expect(change?.popped.map(\.payload) == ["c"])
        #expect(change?.transition == .transition("crossFade"))
        #expect(stack.depth == 3)
    }

    @Test func homePopsEverythingAboveTheRoot() {
        var stack = sample()
        let change = RouteLinkAction.home.perform(on: &stack).change
        #expect(change?.popped.map(\.payload) == ["c", "b", "a"])
        #expect(stack.depth == 1)
    }

    @Test func goToPopsBackToTheTaggedRoute() {
        var stack = sample()
        let change = RouteLinkAction.goTo("a").perform(on: &stack).change
        #expect(change?.popped.map(\.payload) == ["c", "b"])
        #expect(stack.top.tag == "a")
    }

    @Test(arguments: [RouteLinkAction.back, .home])
    func backAndHomeOnTheRootAreRefused(action: RouteLinkAction) {
        var stack = Stack(root: "root")
        let outcome = action.perform(on: &stack)
        #expect(outcome == .unchanged(.atRoot))
        #expect(stack.depth == 1)
    }

    @Test func goToAMissingTagIsRefusedAndNeverPushes() {
        var stack = sample()
        let before = stack.routes
        let outcome = RouteLinkAction.goTo("missing").perform(on: &stack)
        #expect(outcome == .unchanged(.tagNotFound))
        #expect(stack.routes == before)
    }

    @Test func goToTheTopRouteIsRefused() {
        var stack = sample()
        _ = stack.back()
        let outcome = RouteLinkAction.goTo("b").perform(on: &stack)
        #expect(outcome == .unchanged(.alreadyOnTop))
        #expect(stack.depth == 3)
    }
}
