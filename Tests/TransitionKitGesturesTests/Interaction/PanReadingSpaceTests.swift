import Foundation
import Testing
import UIKitModels

@testable import TransitionKitCore
@testable import TransitionKitGestures

/// `PanGestureModel` answers `translation(in:)` and `velocity(in:)` in one space whatever view is
/// named (UIKit converts to the view's coordinates): that answer is UIKit's only while every
/// reading names the same view. The coordinator reads both recognizers in the navigation
/// controller's view only — through a swipe, a pop caught while it settles, and a cancelled touch.
@MainActor
@Suite struct PanReadingSpaceTests {
    @Test func everyReadingIsInTheNavigationControllersView() {
        let scene = PanScene()
        scene.touchDown(at: CGPoint(x: 5, y: 400))
        scene.move(toX: 20)
        scene.move(toX: 5 + 0.4 * scene.width)
        scene.lift(velocity: -300)
        scene.clock.advance(by: 0.02)
        scene.touchDown(at: CGPoint(x: 200, y: 400))
        scene.move(toX: 150)
        scene.cancelTouch()
        scene.clock.runUntilIdle()
        scene.swipe(fromX: 5, toX: 300, velocity: 800)
        scene.clock.runUntilIdle()
        let view = ObjectIdentifier(scene.navigation.view)
        #expect(!scene.driver.pan.spacesAsked.isEmpty && !scene.driver.catcher.spacesAsked.isEmpty)
        #expect(scene.driver.pan.spacesAsked.allSatisfy { $0 == view })
        #expect(scene.driver.catcher.spacesAsked.allSatisfy { $0 == view })
        #expect(scene.navigation.viewControllers.count == 1)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
