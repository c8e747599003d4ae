import TestSupport
import Testing

@testable import TransitionKit
@testable import TransitionKitCore

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
        #expect(RouteStackEdit(change, resultingIDs: [], presentIDs: present) == .setStack(present))
    }
}

/// The edit between what UIKit holds and what the router holds, used once UIKit is idle.
struct RouteStackEditReconcilingTests {
    func ids(_ raws: UInt64...) -> [RouteID] { raws.map { RouteID(rawValue: $0) } }

    @Test func equalStacksNeedNoEdit() {
        #expect(RouteStackEdit(from: ids(0, 1), to: ids(0, 1)) == nil)
        #expect(RouteStackEdit(from: ids(0), to: []) == nil, "a route stack is never empty")
    }

    @Test func oneRouteMoreOnTopIsAPush() {
        #expect(RouteStackEdit(from: ids(0, 1), to: ids(0, 1, 2)) == .push(RouteID(rawValue: 2)))
    }

    @Test func aPrefixIsAPopToItsTopOrToTheRoot() {
        #expect(RouteStackEdit(from: ids(0, 1, 2, 3), to: ids(0, 1)) == .popTo(RouteID(rawValue: 1)))
        #expect(RouteStackEdit(from: ids(0, 1, 2), to: ids(0)) == .popToRoot)
    }

    /// Two pushes waiting, a replaced top, a route removed below the top, a stack UIKit holds none
    /// of: one `setViewControllers` each.
    @Test func anythingElseSetsTheStack() {
        #expect(RouteStackEdit(from: ids(0), to: ids(0, 1, 2)) == .setStack(ids(0, 1, 2)))
        #expect(RouteStackEdit(from: ids(0, 1), to: ids(0, 2)) == .setStack(ids(0, 2)))
        #expect(RouteStackEdit(from: ids(0, 1, 2), to: ids(0, 2)) == .setStack(ids(0, 2)))
        #expect(RouteStackEdit(from: [], to: ids(0)) == .setStack(ids(0)))
    }

    @Test func theOperationIsWhatUIKitPlays() {
        let present = ids(0, 1, 2)
        #expect(RouteStackEdit.push(RouteID(rawValue: 3)).operation(from: present) == .push)
        #expect(RouteStackEdit.popTo(RouteID(rawValue: 1)).operation(from: present) == .pop)
        #expect(RouteStackEdit.popToRoot.operation(from: present) == .pop)
        #expect(RouteStackEdit.setStack(ids(0, 3)).operation(from: present) == .push, "new top: a push")
        #expect(RouteStackEdit.setStack(ids(0, 2)).operation(from: present) == .pop, "held top: a pop")
    }

    /// Random stacks: applying the edit to what UIKit holds gives the router's stack.
    @Test func theEditAlwaysLeadsToTheRoutersStack() {
        var generator = SplitMix64(seed: 11)
        for _ in 0..<2_000 {
            let present = randomStack(&generator)
            let desired = randomStack(&generator)
            guard let edit = RouteStackEdit(from: present, to: desired) else {
                #expect(present == desired)
                continue
            }
            let result: [RouteID]
            switch edit {
            case .push(let id): result = present + [id]
            case .popTo(let id): result = Array(present.prefix { $0 != id }) + [id]
            case .popToRoot: result = Array(present.prefix(1))
            case .setStack(let stack): result = stack
            }
            #expect(result == desired, "\(present) → \(desired) by \(edit)")
        }
    }

    private func randomStack(_ generator: inout SplitMix64) -> [RouteID] {
        let count = Int(generator.next() % 4) + 1
        var ids = [RouteID(rawValue: 0)]
        var next: UInt64 = 1
        while ids.count < count {
            next += generator.next() % 3
            ids.append(RouteID(rawValue: next))
            next += 1
        }
        return ids
    }
}
