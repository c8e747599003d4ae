import Foundation
import Testing
import UIKitModels

@testable import TransitionKitCore
@testable import TransitionKitGestures

/// The default (edge) driver works where the navigation controller is not
/// flush with the screen's edge — a form sheet, a split-view column: the edge is the navigation
/// controller view's leading edge, measured in that view.
@MainActor
@Suite struct EdgeMeasuringTests {
    /// Where a navigation controller's view sits in an 1180 × 820 window.
    static let placements: [(String, CGRect)] = [
        ("full screen", CGRect(x: 0, y: 0, width: 1180, height: 820)),
        ("split-view secondary column", CGRect(x: 420, y: 0, width: 760, height: 820)),
        ("form sheet", CGRect(x: 270, y: 60, width: 640, height: 700)),
    ]

    @Test(arguments: [TransitionLayoutDirection.leftToRight, .rightToLeft])
    func aSwipeFromTheNavigationControllersLeadingEdgePopsWhereverItSits(
        _ direction: TransitionLayoutDirection
    ) {
        for (placement, frame) in Self.placements {
            let scene = PanScene(navigationFrame: frame)
            scene.navigation.view.semanticLayoutDirection = direction
            let sign: CGFloat = direction == .leftToRight ? 1 : -1
            let edge = direction == .leftToRight ? frame.minX + 8 : frame.maxX - 8
            scene.swipe(
                fromX: edge, toX: edge + sign * 0.7 * frame.width, velocity: sign * 600, y: frame.midY)
            #expect(scene.coordinator.phase == .settling(.finish), "\(placement), \(direction)")
            scene.clock.runUntilIdle()
            #expect(
                scene.navigation.viewControllers.map(\.name) == ["screen 0"], "\(placement), \(direction)")
            #expect(scene.ledger.violations.isEmpty, "\(placement): \(scene.ledger)")
        }
    }

    @Test func onlyTouchesNearTheLeadingEdgeStartAnEdgePan() {
        let frame = CGRect(x: 420, y: 0, width: 760, height: 820)
        let scene = PanScene(navigationFrame: frame)
        for (x, expected) in [
            (frame.minX + 2, true), (frame.minX + 20, true), (frame.minX + 60, false), (frame.midX, false),
        ] {
            #expect(
                scene.coordinator.shouldReceive(
                    TouchModel(inWindow: CGPoint(x: x, y: 400)), by: scene.driver.pan)
                    == expected, "touch at \(x - frame.minX) pt from the column's edge")
        }
        // The screen's own edge is not the navigation controller's: a touch there is outside it.
        #expect(
            !scene.coordinator.shouldReceive(
                TouchModel(inWindow: CGPoint(x: 4, y: 400)), by: scene.driver.pan))
    }
}
