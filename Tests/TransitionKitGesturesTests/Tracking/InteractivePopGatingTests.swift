import Foundation
import Testing

@testable import TransitionKitGestures

/// A navigation controller stand-in with a serial queue: busy while a transition is in flight.
@MainActor
private final class SerialNavigator: InteractivePopGating {
    var stackCount = 2
    var isBusy = false
    var pops = 0

    var canBeginInteractivePop: Bool { !isBusy && stackCount > 1 }

    func beginInteractivePop() {
        guard canBeginInteractivePop else { return }
        pops += 1
    }
}

@MainActor
struct InteractivePopGatingTests {
    let policy = PanBeginPolicy.default

    func begins(_ gate: (any InteractivePopGating)?) -> Bool {
        policy.shouldBegin(
            velocity: CGPoint(x: 300, y: 0), translation: .zero, layoutDirection: .leftToRight,
            navigationAllowsPop: gate?.canBeginInteractivePop ?? true)
    }

    @Test func busyNavigationControllerKeepsThePanFromBeginning() {
        let navigator = SerialNavigator()
        #expect(begins(navigator))
        navigator.isBusy = true
        #expect(!begins(navigator))
        navigator.beginInteractivePop()
        #expect(navigator.pops == 0)
        navigator.isBusy = false
        navigator.stackCount = 1
        #expect(!begins(navigator))
    }

    @Test func controllersThatDoNotGateFollowThePolicyAlone() {
        #expect(begins(nil))
    }
}
