import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// When the stack's bindings are written (``RouterCore/writeBinding(_:)``): at once, or on
/// the main queue's next turn while SwiftUI updates the stack (SwiftUI forbids state changes
/// during a view update).
@MainActor
struct RouterCoreBindingTests {
    /// Outside an update the write happens at once; nothing is left for the next turn.
    @Test func aWriteOutsideAnUpdateHappensAtOnce() {
        let scene = RouterScene()
        let writes = WriteCount()
        scene.coordinator.writeBinding { writes.count += 1 }
        #expect(writes.count == 1)
        scene.settle()
        #expect(writes.count == 1)
    }

    /// During an update the write waits for the next turn, and happens there once, even though the
    /// update has ended by then.
    @Test func aWriteDuringAnUpdateWaitsForTheNextTurn() {
        let scene = RouterScene()
        let writes = WriteCount()
        scene.coordinator.isUpdatingStack = true
        scene.coordinator.writeBinding { writes.count += 1 }
        #expect(writes.count == 0)
        scene.coordinator.isUpdatingStack = false
        #expect(writes.count == 0)
        scene.clock.advance(by: 0)
        #expect(writes.count == 1)
        scene.settle()
        #expect(writes.count == 1)
    }
}

/// How often a binding was written.
@MainActor
private final class WriteCount {
    var count = 0
}
