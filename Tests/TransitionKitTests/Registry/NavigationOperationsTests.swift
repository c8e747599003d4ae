import Testing
import TransitionKit

@Suite struct NavigationOperationsTests {
    @Test func allIsPushAndPop() {
        #expect(NavigationOperations.all == [.push, .pop])
        #expect(NavigationOperations.all.rawValue == 0b11)
    }

    @Test(arguments: NavigationOperation.allCases)
    func singleOperationSetContainsOnlyThatOperation(operation: NavigationOperation) {
        let set = NavigationOperations(operation)
        #expect(set.contains(operation))
        let other: NavigationOperation = operation == .push ? .pop : .push
        #expect(!set.contains(other))
        #expect(NavigationOperations.all.contains(operation))
        #expect(!NavigationOperations().contains(operation))
    }

    @Test func singleOperationSetsAreTheStaticMembers() {
        #expect(NavigationOperations(NavigationOperation.push) == .push)
        #expect(NavigationOperations(NavigationOperation.pop) == .pop)
    }
}
