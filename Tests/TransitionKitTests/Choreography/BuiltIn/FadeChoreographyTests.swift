import Testing

@testable import TransitionKit
@testable import TransitionKitCore

struct FadeChoreographyTests {
    @Test(arguments: Fixtures.operations)
    func destinationFadesInOnTopOfAStillSource(operation: NavigationOperation) {
        let plan = TransitionStyle.fade.plan(for: Fixtures.phone(operation))
        #expect(plan?.roles == [.fromView, .toView])
        #expect(plan?.state(of: .toView, at: 0.4)?.alpha == 0.4)
        #expect(plan?.state(of: .toView, at: 0.4)?.frame == Fixtures.screen)
        for progress in Fixtures.progresses {
            #expect(plan?.state(of: .fromView, at: progress) == VisualState(frame: Fixtures.screen))
        }
        #expect(plan?.duration == 0.25)
    }
}
