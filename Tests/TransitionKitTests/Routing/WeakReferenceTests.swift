import Testing
import TransitionKit

/// The ownership the SwiftUI router relies on, without SwiftUI: an owner keeps a ``RouteStack`` of
/// screens, each screen points back through a ``WeakReference`` (as `RouterInjector` does). What
/// SwiftUI's own graph retains is outside this model (the router suspends screens for that).
struct WeakReferenceTests {
    final class Screen {
        var owner = WeakReference<Owner>(nil)
    }

    final class Owner {
        var stack: RouteStack<Screen, String>

        init() {
            stack = RouteStack(root: Screen())
            stack.root.payload.owner = WeakReference(self)
        }

        func push(tag: RouteTag) {
            let screen = Screen()
            screen.owner = WeakReference(self)
            stack.push(screen, tag: tag)
        }
    }

    @Test func theReferenceDoesNotRetainItsObject() {
        let reference: WeakReference<Owner>
        weak var released: Owner?
        do {
            let owner = Owner()
            released = owner
            reference = WeakReference(owner)
            #expect(reference.object === owner)
        }
        #expect(released == nil)
        #expect(reference.object == nil)
    }

    @Test func anOwnerWhoseScreensPointBackIsReleasedWithThem() {
        weak var released: Owner?
        weak var releasedRoot: Screen?
        weak var releasedTop: Screen?
        do {
            let owner = Owner()
            owner.push(tag: "a")
            owner.push(tag: "b")
            released = owner
            releasedRoot = owner.stack.root.payload
            releasedTop = owner.stack.top.payload
            #expect(owner.stack.routes.allSatisfy { $0.payload.owner.object === owner })
        }
        #expect(released == nil)
        #expect(releasedRoot == nil)
        #expect(releasedTop == nil)
    }

    @Test func aScreenThatOutlivesItsOwnerSeesNone() {
        var kept: Screen?
        do {
            let owner = Owner()
            owner.push(tag: "detail")
            kept = owner.stack.top.payload
            #expect(kept?.owner.object === owner)
        }
        #expect(kept != nil)
        #expect(kept?.owner.object == nil)
    }

    @Test func poppedScreensAreReleasedWhileTheOwnerLives() {
        let owner = Owner()
        weak var popped: Screen?
        do {
            owner.push(tag: "a")
            popped = owner.stack.top.payload
            owner.stack.back()
        }
        #expect(popped == nil)
        #expect(owner.stack.root.payload.owner.object === owner)
    }

    @Test func equalityIsIdentity() {
        let first = Owner()
        let second = Owner()
        #expect(WeakReference(first) == WeakReference(first))
        #expect(WeakReference(first) != WeakReference(second))
        #expect(WeakReference<Owner>(nil) == WeakReference<Owner>(nil))
        #expect(WeakReference(first) != WeakReference<Owner>(nil))
    }
}
