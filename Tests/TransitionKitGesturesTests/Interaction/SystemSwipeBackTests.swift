import Foundation
import Testing
import UIKitModels

@testable import TransitionKitCore
@testable import TransitionKitGestures

/// The swipe back of a driver that follows the system (`PanTransitionDriver()`, what
/// `attach(to:)` installs), on iOS 15, 18 and 26: a pan anywhere in the content pops from iOS 26
/// on, only the leading edge before; a screen can keep the edge only, and a view can keep its
/// touches.
@MainActor
@Suite struct SystemSwipeBackTests {
    /// A navigation controller two screens deep, on a system of `major` version, its driver
    /// following the system.
    func scene(major: Int, contentPopGesture: Bool = false) -> PanScene {
        let scene = PanScene(popGesture: .system, install: false)
        scene.navigation.hasInteractiveContentPopGesture = contentPopGesture
        scene.coordinator.popGestureRule = PopGestureRule(systemMajorVersion: major)
        scene.coordinator.install(on: scene.navigation)
        return scene
    }

    /// The stack's screens after a swipe and the settling.
    func stackAfterSwipe(_ scene: PanScene, fromX x: CGFloat, y: CGFloat = 400) -> [String] {
        scene.swipe(fromX: x, toX: x + 300, velocity: 900, y: y)
        scene.clock.runUntilIdle()
        return scene.navigation.viewControllers.map(\.name)
    }

    @Test(arguments: [15, 18])
    func beforeIOS26OnlyTheEdgePops(major: Int) {
        let scene = scene(major: major)
        #expect(stackAfterSwipe(scene, fromX: 60) == ["screen 0", "screen 1"], "the content does not pop")
        #expect(scene.driver.pan.delivered.isEmpty)
        #expect(stackAfterSwipe(scene, fromX: 5) == ["screen 0"], "the edge pops")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func onIOS26APanAnywhereInTheContentPopsInteractively() {
        let scene = scene(major: 26)
        scene.touchDown(at: CGPoint(x: 200, y: 400))
        scene.move(toX: 215, velocity: 300)
        #expect(scene.coordinator.phase == .interactive, "the finger drives the pop")
        scene.move(toX: 290, velocity: 300)
        let progress = scene.coordinator.transitionProgress ?? -1
        #expect(abs(progress - 90.0 / 390) < 1e-9, "it follows the finger: \(progress)")
        scene.lift(velocity: 900)
        scene.clock.runUntilIdle()
        #expect(scene.navigation.viewControllers.map(\.name) == ["screen 0"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func onIOS26TheContentPopIsCancelledByASwipeBack() {
        let scene = scene(major: 26)
        scene.touchDown(at: CGPoint(x: 150, y: 400))
        scene.move(toX: 250, velocity: 300)
        scene.move(toX: 160, velocity: -600)
        scene.lift(velocity: -600)
        scene.clock.runUntilIdle()
        #expect(scene.navigation.viewControllers.map(\.name) == ["screen 0", "screen 1"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func onIOS26AnEdgeOnlyScreenKeepsOnlyTheEdge() {
        let scene = scene(major: 26)
        scene.coordinator.topScreenPopGesture = { navigation in
            navigation.topViewController?.name == "screen 1" ? .edgeOnly : .automatic
        }
        #expect(stackAfterSwipe(scene, fromX: 200) == ["screen 0", "screen 1"])
        #expect(stackAfterSwipe(scene, fromX: 5) == ["screen 0"])
    }

    @Test func onIOS26ScrollViewsAndTheAppsPansKeepTheirGestures() {
        let scene = scene(major: 26)
        let carousel = ScrollViewGeometry(
            contentOffset: CGPoint(x: 300, y: 0), contentSize: CGSize(width: 1200, height: 200),
            boundsSize: CGSize(width: 390, height: 200), contentInset: .zero, isScrollEnabled: true)
        let pan = scene.driver.pan
        #expect(
            scene.coordinator.arbitration(of: pan, with: pan, competitor: .scrollView(carousel))
                == .driverWaits)
        #expect(scene.coordinator.arbitration(of: pan, with: pan, competitor: .pan) == .driverWaits)
        let below = self.scene(major: 18)
        #expect(
            below.coordinator.arbitration(of: below.driver.pan, with: pan, competitor: .pan) == .independent)
    }

    @Test(arguments: [18, 26])
    func aPanThatStartsInAnExcludedViewNeverPops(major: Int) {
        let scene = scene(major: major)
        let strip = ViewModel(
            "reply strip", frame: CGRect(x: 0, y: 700, width: 390, height: 80), ledger: scene.ledger)
        scene.screens[1].view.addSubview(strip)
        scene.coordinator.popGestureExclusions = { navigation in
            [
                PopGestureExclusion(
                    frame: strip.convert(strip.bounds, to: navigation.view),
                    isInNavigation: sequence(first: strip, next: \.superview).contains {
                        $0 === navigation.view
                    },
                    isHidden: strip.isHidden)
            ]
        }
        #expect(
            stackAfterSwipe(scene, fromX: 5, y: 740) == ["screen 0", "screen 1"], "not even from the edge")
        #expect(stackAfterSwipe(scene, fromX: major >= 26 ? 200 : 5, y: 400) == ["screen 0"])
    }

    @Test func onIOS26UIKitsContentPopFollowsTheScreenWhereUIKitPlaysThePop() {
        let scene = PanScene(popGesture: .system, install: false)
        scene.navigation.hasInteractiveContentPopGesture = true
        scene.coordinator.popGestureRule = PopGestureRule(systemMajorVersion: 26)
        scene.decidePops { _ in false }
        let choice = ScreenChoice()
        scene.coordinator.topScreenPopGesture = { _ in choice.value }
        scene.coordinator.install(on: scene.navigation)
        #expect(
            scene.navigation.isInteractiveContentPopGestureEnabled,
            "UIKit plays this pop: its content swipe is on")
        choice.value = .edgeOnly
        scene.coordinator.topScreenDidChange()
        #expect(
            !scene.navigation.isInteractiveContentPopGestureEnabled, "an edge-only screen keeps the edge only"
        )
        #expect(scene.navigation.isInteractivePopGestureEnabled, "UIKit's edge swipe stays")
        scene.coordinator.uninstall()
        #expect(scene.navigation.isInteractiveContentPopGestureEnabled, "restored on uninstall")
    }
}

/// The top screen's choice, as a test changes it.
@MainActor
private final class ScreenChoice {
    var value = TransitionPopGesture.automatic
}
