import Testing

@testable import TransitionKit
@testable import TransitionKitCore

struct RouteSyncTests {
    let r = (0...5).map { RouteID(rawValue: UInt64($0)) }

    @Test func inSyncReportsNothing() {
        var sync = RouteSync()
        #expect(sync.didShow(screens: [r[0], r[1]], routes: [r[0], r[1]]) == [])
        #expect(sync.shown == [r[0], r[1]])
    }

    @Test func swipeBackReportsTheTopRoute() {
        var sync = RouteSync()
        _ = sync.didShow(screens: [r[0], r[1], r[2]], routes: [r[0], r[1], r[2]])
        #expect(sync.didShow(screens: [r[0], r[1]], routes: [r[0], r[1], r[2]]) == [r[2]])
        #expect(sync.shown == [r[0], r[1]])
    }

    @Test func longPressBackReportsSeveralTopFirst() {
        var sync = RouteSync()
        _ = sync.didShow(screens: [r[0], r[1], r[2], r[3]], routes: [r[0], r[1], r[2], r[3]])
        #expect(sync.didShow(screens: [r[0], r[1]], routes: [r[0], r[1], r[2], r[3]]) == [r[3], r[2]])
    }

    @Test func queuedPushIsNotMistakenForAPop() {
        var sync = RouteSync()
        _ = sync.didShow(screens: [r[0]], routes: [r[0]])
        // The router pushed r1 and r2; UIKit has shown r1 so far.
        #expect(sync.didShow(screens: [r[0], r[1]], routes: [r[0], r[1], r[2]]) == [])
        #expect(sync.didShow(screens: [r[0], r[1], r[2]], routes: [r[0], r[1], r[2]]) == [])
    }

    @Test func userPopDuringAQueuedPushReportsOnlyTheShownRoute() {
        var sync = RouteSync()
        _ = sync.didShow(screens: [r[0], r[1]], routes: [r[0], r[1]])
        // Mid swipe-back from r1, the router pushes r2 (queued); the swipe completes.
        #expect(sync.didShow(screens: [r[0]], routes: [r[0], r[1], r[2]]) == [r[1]])
        // Then the queued push runs.
        #expect(sync.didShow(screens: [r[0], r[2]], routes: [r[0], r[2]]) == [])
    }

    @Test func rootIsNeverReported() {
        var sync = RouteSync()
        _ = sync.didShow(screens: [r[0], r[1]], routes: [r[0], r[1]])
        #expect(sync.didShow(screens: [r[1]], routes: [r[0], r[1]]) == [])
        #expect(sync.didShow(screens: [], routes: [r[0], r[1]]) == [r[1]])
    }

    @Test func routesTheRouterDroppedAreForgotten() {
        var sync = RouteSync()
        _ = sync.didShow(screens: [r[0], r[1]], routes: [r[0], r[1]])
        // The router popped r1 itself; UIKit has not caught up yet.
        #expect(sync.didShow(screens: [r[0], r[1]], routes: [r[0]]) == [])
        #expect(sync.shown == [r[0]])
        #expect(sync.didShow(screens: [r[0]], routes: [r[0]]) == [])
    }

    @Test func screensThatAreNotRoutesAreIgnored() {
        var sync = RouteSync()
        #expect(sync.didShow(screens: [r[0], r[5]], routes: [r[0]]) == [])
        #expect(sync.shown == [r[0]])
    }
}
