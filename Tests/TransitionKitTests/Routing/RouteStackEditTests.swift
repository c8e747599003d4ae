import Testing

@testable import TransitionKit

struct RouteStackEditTests {
    typealias Stack = RouteStack<String, String>

    func sample() -> Stack {
        var stack = Stack(root: "root")
        stack.push("a", tag: "a")
        stack.push("b", tag: "b")
        stack.push("c", tag: "c")
        return stack
    }

    func id(_ raw: UInt64) -> RouteID { RouteID(rawValue: raw) }

    @Test func pushMapsToPush() throws {
        var stack = sample()
        let present = stack.ids
        let change = try #require(stack.push("d").change)
        #expect(RouteStackEdit(change, resultingIDs: stack.ids, presentIDs: present) == .push(id(4)))
    }

    @Test func backMapsToATargetedPop() throws {
        var stack = sample()
        let present = stack.ids
        let change = try #require(stack.back().change)
        #expect(RouteStackEdit(change, resultingIDs: stack.ids, presentIDs: present) == .popTo(id(2)))
    }

    /// `router.back()` while the user's swipe-back of the top screen settles: UIKit already shows
    /// one screen less, the router does not know yet. The edit still targets the new top, so the
    /// bar-less queue drops it once the swipe has finished (one intent, one pop).
    @Test func backDuringASettlingSwipeDoesNotPopTwice() throws {
        var stack = sample()
        let present = Array(stack.ids.dropLast())  // UIKit: root, a, b (c is leaving)
        let change = try #require(stack.back().change)
        let edit = RouteStackEdit(change, resultingIDs: stack.ids, presentIDs: present)
        #expect(edit == .popTo(id(2)))
        guard case .popTo(let target) = edit else { return }
        var queue = try #require(NavigationQueue(stack: stack.ids + [id(3)]))
        let swipe = queue.beginInteractivePop()
        #expect(swipe != nil)
        #expect(queue.submit(.popTo(target, animated: true)) == [.queued(RequestTicket(rawValue: 0))])
        let events = queue.transitionDidEnd(completed: true)
        #expect(events.count == 2)
        #expect(
            events.last
                == .dropped(RequestTicket(rawValue: 0), .popTo(target, animated: true), .alreadyOnTop))
        #expect(queue.stack == stack.ids)
    }

    @Test func goToMapsToPopTo() throws {
        var stack = sample()
        let present = stack.ids
        let change = try #require(stack.goTo(tag: "a").change)
        #expect(RouteStackEdit(change, resultingIDs: stack.ids, presentIDs: present) == .popTo(id(1)))
    }

    @Test(arguments: [1, 2, 3])
    func anyPopToDepthOneMapsToPopToRoot(routesAbove: Int) throws {
        var stack = Stack(root: "root")
        for index in 0..<routesAbove { stack.push("r\(index)") }
        let present = stack.ids
        let change = try #require(stack.home().change)
        #expect(RouteStackEdit(change, resultingIDs: stack.ids, presentIDs: present) == .popToRoot)
    }

    @Test func replaceMapsToSetStack() throws {
        var stack = sample()
        let present = stack.ids
        let change = try #require(stack.replace(with: "z").change)
        #expect(
            RouteStackEdit(change, resultingIDs: stack.ids, presentIDs: present)
                == .setStack([id(0), id(1), id(2), id(4)]))
    }

    @Test func forcedGoToOfMissingTagPushes() throws {
        var stack = sample()
        let present = stack.ids
        let change = try #require(stack.goTo(tag: "x", orPush: "x").change)
        #expect(RouteStackEdit(change, resultingIDs: stack.ids, presentIDs: present) == .push(id(4)))
    }

    @Test func popToAScreenUIKitDoesNotHoldYetSetsTheStack() throws {
        var stack = sample()
        // UIKit still shows only root and a: the pushes of b and c are queued.
        let present = [id(0), id(1)]
        let change = try #require(stack.back().change)
        #expect(
            RouteStackEdit(change, resultingIDs: stack.ids, presentIDs: present)
                == .setStack([id(0), id(1), id(2)]))
    }

    @Test func depthDisagreeingWithIDsSetsTheStack() throws {
        var stack = sample()
        let present = stack.ids
        let change = try #require(stack.push("d").change)
        let ids = [id(0), id(4)]
        #expect(RouteStackEdit(change, resultingIDs: ids, presentIDs: present) == .setStack(ids))
        #expect(RouteStackEdit(change, resultingIDs: [], presentIDs: present) == .setStack([]))
    }
}
