import Testing
import TransitionKit

@Suite struct NavigationOperationInferredTests {
    @Test func aDepartingScreenThatStaysMeansAPush() {
        #expect(NavigationOperation.inferred(fromScreenRemainsOnStack: true) == .push)
        #expect(NavigationOperation.inferred(fromScreenRemainsOnStack: false) == .pop)
    }
}
