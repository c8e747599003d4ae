import Testing

@testable import TransitionKit
@testable import TransitionKitCore

struct RouteStackOperationsTests {
    typealias Stack = RouteStack<String, String>
    typealias Entry = RouteEntry<String, String>
    typealias Change = RouteChange<String, String>

    func id(_ n: UInt64) -> RouteID { RouteID(rawValue: n) }

    /// root(0) → a(1, tag a, zoom both) → b(2, tag b, slide in / fade out)
    func sample() -> Stack {
        var stack = Stack(root: "root")
        stack.push("a", tag: "a", transitions: .both("zoom"))
        stack.push(
            "b", tag: "b",
            transitions: .directional(push: .transition("slide"), pop: .transition("fade")))
        return stack
    }

    var a: Entry { Entry(id: id(1), tag: "a", payload: "a", transitions: .both("zoom")) }
    var b: Entry {
        Entry(
            id: id(2), tag: "b", payload: "b",
            transitions: .directional(push: .transition("slide"), pop: .transition("fade")))
    }

    @Test func pushReportsForwardChangeWithForwardTransition() {
        var stack = Stack(root: "root")
        let outcome = stack.push("a", tag: "a", transitions: .both("zoom"))
        #expect(
            outcome
                == .changed(
                    Change(
                        operation: .push, popped: [], pushed: [a], transition: .transition("zoom"), depth: 2))
        )
        #expect(stack.top == a)
    }

    @Test func pushWithoutTransitionInheritsDefault() {
        var stack = Stack(root: "root")
        #expect(stack.push("x").change?.transition == .inherited)
        #expect(
            stack.push("y", transitions: .unanimated).change?.transition
                == RouteTransitions<String>.Choice.unanimated)
    }

    @Test func backPopsTopWithItsBackwardTransition() {
        var stack = sample()
        #expect(
            stack.back()
                == .changed(
                    Change(
                        operation: .pop, popped: [b], pushed: [], transition: .transition("fade"), depth: 2))
        )
        #expect(stack.ids == [id(0), id(1)])
    }

    @Test func backOnRootIsRefused() {
        var stack = Stack(root: "root")
        let before = stack
        #expect(stack.back() == .unchanged(.atRoot))
        #expect(stack == before)
    }

    @Test func homePopsEverythingAboveRootTopFirst() {
        var stack = sample()
        #expect(
            stack.home()
                == .changed(
                    Change(
                        operation: .pop, popped: [b, a], pushed: [], transition: .transition("fade"),
                        depth: 1)))
        #expect(stack.ids == [id(0)])
    }

    @Test func homeOnRootIsRefused() {
        var stack = Stack(root: "root")
        #expect(stack.home() == .unchanged(.atRoot))
        #expect(stack.depth == 1)
    }

    @Test func goToPopsBackToTag() {
        var stack = sample()
        stack.push("c")
        let c = stack.top
        #expect(
            stack.goTo(tag: "a")
                == .changed(
                    Change(
                        operation: .pop, popped: [c, b], pushed: [], transition: .inherited, depth: 2)))
        #expect(stack.top == a)
    }

    @Test func goToTagOnTopIsRefused() {
        var stack = sample()
        let before = stack
        #expect(stack.goTo(tag: "b") == .unchanged(.alreadyOnTop))
        #expect(stack == before)
    }

    @Test func goToMissingTagIsRefused() {
        var stack = sample()
        let before = stack
        #expect(stack.goTo(tag: "nope") == .unchanged(.tagNotFound))
        #expect(stack == before)
    }

    @Test func goToRootTag() {
        var stack = Stack(root: "root", tag: "root")
        stack.push("a")
        #expect(stack.goTo(tag: "root").change?.depth == 1)
    }

    @Test func forcedGoToPushesMissingTag() {
        var stack = sample()
        let outcome = stack.goTo(tag: "c", orPush: "c", transitions: .both("zoom"))
        let c = Entry(id: id(3), tag: "c", payload: "c", transitions: .both("zoom"))
        #expect(
            outcome
                == .changed(
                    Change(
                        operation: .push, popped: [], pushed: [c], transition: .transition("zoom"), depth: 4))
        )
    }

    @Test func forcedGoToPopsToPresentTagAndDiscardsPayload() {
        var stack = sample()
        let outcome = stack.goTo(tag: "a", orPush: "ignored")
        #expect(
            outcome
                == .changed(
                    Change(
                        operation: .pop, popped: [b], pushed: [], transition: .transition("fade"), depth: 2))
        )
        #expect(stack.top == a)
    }

    @Test func forcedGoToTopTagIsRefused() {
        var stack = sample()
        #expect(stack.goTo(tag: "b", orPush: "ignored") == .unchanged(.alreadyOnTop))
        #expect(stack.depth == 3)
    }

    @Test func duplicateTagRejectedByDefault() {
        var stack = sample()
        let before = stack
        #expect(stack.push("again", tag: "a") == .unchanged(.duplicateTag))
        #expect(stack == before)
    }

    @Test func duplicateTagPopToExisting() {
        var stack = sample()
        stack.duplicateTagPolicy = .popToExisting
        #expect(
            stack.push("again", tag: "a")
                == .changed(
                    Change(
                        operation: .pop, popped: [b], pushed: [], transition: .transition("fade"), depth: 2))
        )
        #expect(stack.push("again", tag: "a") == .unchanged(.alreadyOnTop))
    }

    @Test func duplicateTagMovesToTop() {
        var stack = sample()
        stack.duplicateTagPolicy = .moveToTop
        let a2 = Entry(id: id(3), tag: "a", payload: "a2", transitions: .both("cross"))
        #expect(
            stack.push("a2", tag: "a", transitions: .both("cross"))
                == .changed(
                    Change(
                        operation: .push, popped: [a], pushed: [a2], transition: .transition("cross"),
                        depth: 3))
        )
        #expect(stack.ids == [id(0), id(2), id(3)])
        #expect(stack.push("a3", tag: "a") == .unchanged(.alreadyOnTop))
    }

    @Test func duplicateTagOfTheRootNeverMoves() {
        var stack = Stack(root: "root", tag: "home", duplicateTagPolicy: .moveToTop)
        stack.push("a")
        let before = stack
        #expect(stack.push("home again", tag: "home") == .unchanged(.duplicateTag))
        #expect(stack == before)
    }

    @Test func duplicateTagAllowed() {
        var stack = sample()
        stack.duplicateTagPolicy = .allow
        #expect(stack.push("a2", tag: "a").change?.depth == 4)
        #expect(stack.lastIndex(of: "a") == 3)
        stack.push("d")
        #expect(stack.goTo(tag: "a").change?.depth == 4)
    }

    @Test func untaggedPushesNeverClash() {
        var stack = Stack(root: "root")
        stack.push("x")
        #expect(stack.push("x").change?.depth == 3)
    }

    @Test func replaceSwapsTopForward() {
        var stack = sample()
        let outcome = stack.replace(with: "b2", tag: "b", transitions: .both("cross"))
        let b2 = Entry(id: id(3), tag: "b", payload: "b2", transitions: .both("cross"))
        #expect(
            outcome
                == .changed(
                    Change(
                        operation: .push, popped: [b], pushed: [b2], transition: .transition("cross"),
                        depth: 3
                    )))
        #expect(stack.ids == [id(0), id(1), id(3)])
    }

    @Test func replaceRoot() {
        var stack = Stack(root: "root")
        let outcome = stack.replace(with: "new")
        #expect(outcome.change?.depth == 1)
        #expect(stack.root.payload == "new")
        #expect(stack.root.id == id(1))
    }

    @Test func replaceWithTagBelowTopIsRefusedUnlessAllowed() {
        var stack = sample()
        let before = stack
        #expect(stack.replace(with: "x", tag: "a") == .unchanged(.duplicateTag))
        #expect(stack == before)
        stack.duplicateTagPolicy = .popToExisting
        #expect(stack.replace(with: "x", tag: "a") == .unchanged(.duplicateTag))
        stack.duplicateTagPolicy = .allow
        #expect(stack.replace(with: "x", tag: "a").change?.depth == 3)
    }

    @Test func idsAreNeverReused() {
        var stack = Stack(root: "root")
        stack.push("a")
        stack.back()
        stack.push("a")
        #expect(stack.ids == [id(0), id(2)])
    }
}
