import Foundation
import TransitionKitCore

/// A window holding a navigation controller with a driver installed, and a finger
/// (``FingerModel``; its moves are forwarded).
@MainActor
package final class PanScene {
    /// How far the finger moves before UIKit's pan recognizer begins.
    package static let hysteresis = FingerModel.hysteresis

    /// The test's ledger.
    package let ledger = ContractLedger()
    /// The test's clock.
    package let clock = ModelClock()
    /// The window.
    package let window: ViewModel
    /// The navigation controller.
    package let navigation: NavigationControllerModel
    /// Its delegate, vending the driver.
    package let delegate: DriverVendingDelegate
    /// The driver.
    package let driver: ModelPanDriver
    /// The finger.
    package let finger: FingerModel
    /// The screens made, in order.
    package private(set) var screens: [ViewControllerModel]

    /// The touch while the finger is down.
    package var touch: TouchModel? { finger.touch }
    /// The real coordinator.
    package var coordinator: PanInteractionCore<ModelPanPorts> { driver.coordinator }
    /// The coordinator's decider, held here (the coordinator holds it weakly).
    package private(set) var popDecider: ScriptedPopDecider?
    /// The navigation controller's width.
    package var width: CGFloat { navigation.view.bounds.width }

    /// From now on the coordinator asks `rule` whether a custom transition plays for each pop
    /// (`false`: UIKit's own interactive pop plays).
    package func decidePops(by rule: @escaping @MainActor (NavigationControllerModel) -> Bool) {
        let decider = ScriptedPopDecider(rule)
        popDecider = decider
        coordinator.popDecider = decider
    }

    /// A navigation controller holding `depth` screens (`screen 0` … at the top), with a driver
    /// whose pan starts as `activation`, or as `popGesture` when given.
    package init(
        activation: PanActivation = .edge(.leading), popGesture: PopGestureConfiguration? = nil,
        depth: Int = 2,
        navigationFrame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844), install: Bool = true
    ) {
        let ledger = ledger
        window = ViewModel.window(ledger: ledger)
        screens = (0..<max(depth, 1)).map { ViewControllerModel("screen \($0)", ledger: ledger) }
        navigation = NavigationControllerModel(
            rootViewController: screens[0], frame: navigationFrame, ledger: ledger, clock: clock)
        window.addSubview(navigation.view)
        let animations = AnimatorFactoryModel(ledger: ledger, clock: clock)
        delegate = DriverVendingDelegate(animations: animations)
        driver = ModelPanDriver(configuration: popGesture ?? .fixed(activation), ledger: ledger, clock: clock)
        finger = FingerModel(driver: driver, clock: clock)
        delegate.driver = driver
        navigation.delegate = delegate
        for screen in screens.dropFirst() {
            navigation.pushViewController(screen, animated: false)
        }
        if install { coordinator.install(on: navigation) }
    }

    /// The transition's on-screen progress: the arriving screen's alpha as rendered now.
    package var onScreenProgress: Double? {
        delegate.lastAnimation?.onScreenProgress
    }

    /// Pushes a screen, animated, as a button would.
    package func push(_ name: String) {
        let screen = ViewControllerModel(name, ledger: ledger)
        screens.append(screen)
        navigation.pushViewController(screen, animated: true)
    }

    /// The finger lands at `point` (window coordinates).
    package func touchDown(at point: CGPoint) { finger.touchDown(at: point) }

    /// The finger moves to `x` (window coordinates), at `velocity` points per second.
    package func move(toX x: CGFloat, velocity: CGFloat = 0, seconds: TimeInterval = 1.0 / 60) {
        finger.move(toX: x, velocity: velocity, seconds: seconds)
    }

    /// The finger lifts at `velocity` points per second.
    package func lift(velocity: CGFloat = 0) { finger.lift(velocity: velocity) }

    /// The system cancels the touch (a call comes in).
    package func cancelTouch() { finger.cancelTouch() }

    /// A whole swipe: lands at `from`, moves to `to` in `steps`, lifts at `velocity`.
    package func swipe(
        fromX from: CGFloat, toX to: CGFloat, steps: Int = 6, velocity: CGFloat = 0, y: CGFloat = 400
    ) {
        finger.swipe(fromX: from, toX: to, steps: steps, velocity: velocity, y: y)
    }
}
