import Testing

@testable import TransitionKit
@testable import TransitionKitCore

struct RouteStackTests {
    typealias Stack = RouteStack<String, String>

    @Test func newStackHoldsRoot() {
        let stack = Stack(root: "home", tag: "home")
        #expect(stack.depth == 1)
        #expect(
            stack.root
                == RouteEntry(id: RouteID(rawValue: 0), tag: "home", payload: "home", transitions: .default))
        #expect(stack.top == stack.root)
        #expect(stack.ids == [RouteID(rawValue: 0)])
        #expect(stack.duplicateTagPolicy == .reject)
    }

    @Test func tagLookupFindsMostRecent() {
        var stack = Stack(root: "r", duplicateTagPolicy: .allow)
        stack.push("a", tag: "x")
        stack.push("b")
        stack.push("c", tag: "x")
        #expect(stack.lastIndex(of: "x") == 3)
        #expect(stack.contains(tag: "x"))
        #expect(stack.contains(tag: "y") == false)
        #expect(stack.lastIndex(of: "y") == nil)
    }
}
