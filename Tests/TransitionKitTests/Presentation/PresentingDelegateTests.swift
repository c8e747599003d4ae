import Testing

@testable import TransitionKit
@testable import TransitionKitCore

/// Which delegate animates a presentation: the one attached to the screen's navigation
/// controller, else its delegate when it is the library's, else the shared one.
struct PresentingDelegateTests {
    /// A navigation controller's delegates, by name.
    private struct Stack {
        var attached: String?
        var assigned: String?
    }

    private static func choose(_ stack: Stack?, asked: inout [String]) -> String {
        var log: [String] = []
        defer { asked = log }
        return PresentingDelegate.choose(
            stack: stack,
            attached: {
                log.append("attached")
                return $0.attached
            },
            assigned: {
                log.append("assigned")
                return $0.assigned
            }, shared: "presentations")
    }

    @Test func theAttachedDelegateWinsWithoutAskingTheAssignedOne() {
        var asked: [String] = []
        #expect(Self.choose(Stack(attached: "app", assigned: "other"), asked: &asked) == "app")
        #expect(asked == ["attached"])
    }

    @Test func withNoneAttachedTheAssignedDelegateIsUsed() {
        var asked: [String] = []
        #expect(Self.choose(Stack(attached: nil, assigned: "assigned"), asked: &asked) == "assigned")
        #expect(asked == ["attached", "assigned"])
    }

    @Test func otherwiseTheSharedDelegate() {
        var asked: [String] = []
        #expect(Self.choose(Stack(attached: nil, assigned: nil), asked: &asked) == "presentations")
        #expect(asked == ["attached", "assigned"])
        #expect(Self.choose(nil, asked: &asked) == "presentations", "a screen in no navigation controller")
        #expect(asked.isEmpty)
    }
}
