import Testing

@testable import TransitionKitCore
@testable import TransitionKitGestures

/// The catching recognizer begins when a finger lands only while it is still possible.
@Suite struct InstantPanStartTests {
    @Test(arguments: GestureRecognizerState.allCases)
    func itBeginsOnlyFromPossible(state: GestureRecognizerState) {
        var begun = 0
        InstantPanStart.touchesBegan(in: state) { begun += 1 }
        #expect(begun == (state == .possible ? 1 : 0))
    }
}
