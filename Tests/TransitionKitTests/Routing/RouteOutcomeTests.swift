import Testing

@testable import TransitionKit
@testable import TransitionKitCore

struct RouteOutcomeTests {
    @Test func accessors() {
        let change = RouteChange<String, String>(
            operation: .push, popped: [], pushed: [], transition: .inherited, depth: 1)
        let changed = RouteOutcome<String, String>.changed(change)
        #expect(changed.change == change)
        #expect(changed.refusal == nil)
        let unchanged = RouteOutcome<String, String>.unchanged(.atRoot)
        #expect(unchanged.change == nil)
        #expect(unchanged.refusal == .atRoot)
    }
}
