import Testing

@testable import TransitionKit
@testable import TransitionKitCore

/// The diff from the routes a stack shows to a new path (path binding).
struct RoutePathEditTests {
    private func edit(_ routes: [String?], _ path: [String]) -> RoutePathEdit<String>? {
        RoutePathEdit(routes: routes, path: path)
    }

    @Test func anEqualPathChangesNothing() {
        #expect(edit([], []) == nil)
        #expect(edit(["a", "b"], ["a", "b"]) == nil)
        #expect(edit(["a", nil, "b", nil], ["a", "b"]) == nil, "screens not in the path stay")
    }

    @Test func aValueReplacedByAnEqualValueWithOtherContentKeepsItsScreen() {
        struct Photo: Equatable {
            let id: Int
            var caption: String
            static func == (lhs: Photo, rhs: Photo) -> Bool { lhs.id == rhs.id }
        }
        let old = Photo(id: 1, caption: "old")
        let new = Photo(id: 1, caption: "new")
        #expect(RoutePathEdit(routes: [old], path: [new]) == nil)
    }

    @Test func appendPushesOnlyTheNewValues() {
        #expect(edit(["a"], ["a", "b", "c"]) == RoutePathEdit(kept: 1, pushed: ["b", "c"]))
        #expect(edit([], ["a"]) == RoutePathEdit(kept: 0, pushed: ["a"]))
    }

    @Test func removingPopsToTheLastRouteThatStays() {
        #expect(edit(["a", "b", "c"], ["a", "b"]) == RoutePathEdit(kept: 2, pushed: []))
        #expect(edit(["a", "b", "c"], ["a"]) == RoutePathEdit(kept: 1, pushed: []))
        #expect(edit(["a", "b", "c"], []) == RoutePathEdit(kept: 0, pushed: []))
    }

    @Test func replacingOrReorderingPopsToTheFirstDifferenceAndPushesTheRest() {
        #expect(edit(["a", "b"], ["a", "x"]) == RoutePathEdit(kept: 1, pushed: ["x"]))
        #expect(edit(["a", "b", "c"], ["b", "a", "c"]) == RoutePathEdit(kept: 0, pushed: ["b", "a", "c"]))
        #expect(edit(["a", "b", "c"], ["a", "c", "b"]) == RoutePathEdit(kept: 1, pushed: ["c", "b"]))
    }

    @Test func duplicateValuesAreSeparateRoutes() {
        #expect(edit(["a"], ["a", "a"]) == RoutePathEdit(kept: 1, pushed: ["a"]))
        #expect(edit(["a", "a"], ["a"]) == RoutePathEdit(kept: 1, pushed: []))
    }

    @Test func anEditAtOrBelowAScreenNotInThePathPopsIt() {
        #expect(edit(["a", nil], ["a", "b"]) == RoutePathEdit(kept: 1, pushed: ["b"]))
        #expect(edit(["a", nil, "b"], ["a", "b", "c"]) == RoutePathEdit(kept: 3, pushed: ["c"]))
        #expect(edit(["a", nil, "b"], ["a", "c"]) == RoutePathEdit(kept: 1, pushed: ["c"]))
        #expect(edit([nil, "a"], ["b"]) == RoutePathEdit(kept: 0, pushed: ["b"]))
    }
}

/// ``RouteStack/keep(_:thenPush:)``: one change for a path edit.
struct RouteStackPathTests {
    private func stack(_ names: String...) -> RouteStack<String, String> {
        var stack = RouteStack<String, String>(root: "root")
        for name in names { stack.push(name, transitions: .both(name)) }
        return stack
    }

    @Test func keepingAndPushingIsOneForwardChange() throws {
        var routes = stack("a", "b")
        let change = try #require(routes.keep(1, thenPush: [("x", .both("x")), ("y", .both("y"))]).change)
        #expect(routes.routes.map(\.payload) == ["root", "a", "x", "y"])
        #expect(change.operation == .push)
        #expect(change.popped.map(\.payload) == ["b"])
        #expect(change.pushed.map(\.payload) == ["x", "y"])
        #expect(change.transition == .transition("y"))
        #expect(change.depth == 4)
        #expect(routes.routes.map(\.id.rawValue) == [0, 1, 3, 4], "new identities")
    }

    @Test func keepingOnlyIsOneBackwardChange() throws {
        var routes = stack("a", "b", "c")
        let change = try #require(routes.keep(1, thenPush: []).change)
        #expect(routes.routes.map(\.payload) == ["root", "a"])
        #expect(change.operation == .pop)
        #expect(change.popped.map(\.payload) == ["c", "b"])
        #expect(change.transition == .transition("c"))
    }

    @Test func outOfRangeCountsAreClampedAndNoChangeIsRefused() {
        var routes = stack("a")
        #expect(routes.keep(5, thenPush: []) == .unchanged(.nothingToPop))
        #expect(routes.keep(-3, thenPush: []).change?.depth == 1)
        #expect(routes.routes.map(\.payload) == ["root"])
    }
}
