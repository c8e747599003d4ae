import Testing

@testable import TransitionKit
@testable import TransitionKitCore

struct NavigationRequestIdentitiesTests {
    typealias R = NavigationRequest<String>

    @Test(arguments: [true, false])
    func pushAndPopToNameTheirScreen(animated: Bool) {
        #expect(R.push("a", animated: animated).identities == ["a"])
        #expect(R.popTo("b", animated: animated).identities == ["b"])
    }

    @Test func setStackNamesEveryScreenInOrderDuplicatesIncluded() {
        #expect(R.setStack(["a", "b", "c"], animated: true).identities == ["a", "b", "c"])
        #expect(R.setStack(["b", "a", "b"], animated: false).identities == ["b", "a", "b"])
        #expect(R.setStack([], animated: true).identities == [])
    }

    @Test func relativePopsNameNoScreen() {
        #expect(R.pop(animated: true).identities == [])
        #expect(R.popToRoot(animated: false).identities == [])
    }
}
