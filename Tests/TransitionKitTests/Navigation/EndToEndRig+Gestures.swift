import Foundation
import TestSupport
import TransitionKitGestures
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// The gestures of an end-to-end sequence: the scripted driver's pans and UIKit's edge swipe, or a
/// finger on the real pan driver (pans from the edge, touches that catch a running transition,
/// releases with velocities, cancelled touches).
extension EndToEndRig {
    // MARK: The finger on the real pan driver

    func fingerEvent(_ finger: FingerModel, rng: inout SplitMix64) -> String {
        guard let navigation else { return "nothing" }
        let width = navigation.view.bounds.width
        guard let touch = finger.touch else {
            // From the leading edge (a pop) or anywhere (a catch while a transition runs).
            let x =
                Int.random(in: 0..<10, using: &rng) < 7
                ? Double.random(in: 1...20, using: &rng) : Double.random(in: 0...width, using: &rng)
            return touchDown(finger, at: CGPoint(x: x, y: 400))
        }
        switch Int.random(in: 0..<10, using: &rng) {
        case 0..<6:
            // Mostly toward the trailing edge; the speed follows the move, now and then against it.
            let from = touch.locationInWindow.x
            let x = min(max(from + Double.random(in: -80...240, using: &rng), 0), width)
            let sign: Double = Int.random(in: 0..<8, using: &rng) == 0 ? -1 : 1
            let velocity = sign * (x - from) * Double.random(in: 3...30, using: &rng)
            let pops = watchingPops { finger.move(toX: x, velocity: velocity) }
            return "finger moves to \(Int(x)) at \(Int(velocity)) pt/s\(pops > 0 ? ", pops" : "")"
        case 6..<9:
            let velocity = Bool.random(using: &rng) ? 0 : Double.random(in: -1_000...2_500, using: &rng)
            finger.lift(velocity: velocity)
            guard Bool.random(using: &rng) else { return "finger lifts at \(Int(velocity)) pt/s" }
            // The finger comes back while the released transition settles (finishing or
            // cancelling) and catches it.
            let seconds = Double.random(in: 0.01...0.15, using: &rng)
            scene.clock.advance(by: seconds)
            let x = Double.random(in: 0...width, using: &rng)
            return "finger lifts at \(Int(velocity)) pt/s, \(Int(seconds * 1000)) ms later "
                + touchDown(finger, at: CGPoint(x: x, y: 400))
        default:
            finger.cancelTouch()
            return "touch cancelled"
        }
    }

    /// The finger lands; a touch that catches a running transition must not move anything on
    /// screen, and the progress it catches must be the progress on screen.
    private func touchDown(_ finger: FingerModel, at point: CGPoint) -> String {
        guard let navigation, let pan = driver.pan else { return "nothing" }
        let before = appearances()
        let onScreen = runningLibraryAnimator()?.onScreenProgress
        let buttonStarted = navigation.activeTransitionCoordinator.map { !$0.initiallyInteractive } ?? false
        let settling: Bool
        if case .settling = pan.coordinator.phase { settling = true } else { settling = false }
        finger.touchDown(at: point)
        guard pan.catcher.recognizerState == .began else {
            return "finger lands at \(Int(point.x))"
        }
        catches += 1
        if buttonStarted { catchesOfButtonTransitions += 1 }
        if settling, !buttonStarted { catchesOfReleasedTransitions += 1 }
        for (view, look) in before {
            let now = view.presentation
            if !Self.same(now, look, width: navigation.view.bounds.width) {
                fail("the touch that caught the transition moved \(view.name): \(look) → \(now)")
                break
            }
        }
        if let onScreen, abs(Double(pan.percent.percentComplete) - min(max(onScreen, 0), 1)) > 1e-6 {
            fail("caught progress \(pan.percent.percentComplete), on screen \(onScreen)")
        }
        return "finger lands at \(Int(point.x)), catches the transition"
    }

    /// Runs a finger action; counts the pops the pan started meanwhile (transitions UIKit started
    /// interactive with the driver; a queued request that runs as the clock moves is not one).
    @discardableResult
    private func watchingPops(_ action: () -> Void) -> Int {
        let start = panContexts.count
        action()
        let pops = panContexts[start...].filter { $0.coordinator?.initiallyInteractive == true }.count
        for _ in 0..<pops { request(.pop) }
        panPops += pops
        return pops
    }

    /// The library's animator of the running transition.
    private func runningLibraryAnimator() -> InterruptibleAnimationController? {
        barless?.transitions.madeAnimators.lazy.compactMap(\.object).first { $0.animator != nil }
    }

    /// Every view in the navigation controller's container, as on screen now.
    private func appearances() -> [(view: ViewModel, look: ViewModel.Appearance)] {
        guard let navigation else { return [] }
        var views: [ViewModel] = []
        var next = [navigation.containerView]
        while let view = next.popLast() {
            views.append(view)
            next += view.subviews
        }
        return views.map { ($0, $0.presentation) }
    }

    /// Whether two appearances are the same but for a spring's overshoot: a transition caught
    /// while its release spring overshoots the end is held at the end (progress lives in 0…1), so
    /// each property may move by up to 5 % of its range (alpha, scale) or of the screen (points).
    private static func same(_ a: ViewModel.Appearance, _ b: ViewModel.Appearance, width: Double) -> Bool {
        func close(_ x: Double, _ y: Double, _ range: Double) -> Bool { abs(x - y) <= 0.05 * range }
        return close(a.alpha, b.alpha, 1) && close(a.cornerRadius, b.cornerRadius, 40)
            && close(a.center.x, b.center.x, width) && close(a.center.y, b.center.y, width)
            && close(a.bounds.width, b.bounds.width, width) && close(a.bounds.height, b.bounds.height, width)
            && close(a.transform.scaleX, b.transform.scaleX, 1)
            && close(a.transform.scaleY, b.transform.scaleY, 1)
            && close(a.transform.rotation, b.transform.rotation, 1)
            && close(a.transform.translationX, b.transform.translationX, width)
            && close(a.transform.translationY, b.transform.translationY, width)
    }

    // MARK: The scripted driver and UIKit's edge swipe

    func scriptedPanEvent(barless: ModeledBarless, rng: inout SplitMix64) -> String {
        switch Int.random(in: 0..<24, using: &rng) {
        case 0..<10:
            return beginPan(system: Int.random(in: 0..<3, using: &rng) == 0, barless: barless)
        case 10..<17:
            guard let held else { return "pan change (no pan)" }
            let progress = CGFloat(Double.random(in: 0...1, using: &rng))
            held.update(progress)
            return "pan change \(String(format: "%.2f", progress))"
        default:
            guard let held else { return "pan end (no pan)" }
            let finish = Int.random(in: 0..<3, using: &rng) != 0
            end(held, finish: finish)
            return finish ? "pan end (finish)" : "pan end (cancel)"
        }
    }

    private func beginPan(system: Bool, barless: ModeledBarless) -> String {
        guard let navigation else { return "nothing" }
        // iOS 26's content pop starts anywhere; before, UIKit's swipe is the edge pan.
        let contentPop = navigation.systemVersion.hasContentPopGesture
        let name = system ? (contentPop ? "content swipe (UIKit's)" : "edge swipe (UIKit's)") : "pan begins"
        let systemPop = {
            contentPop ? navigation.beginInteractiveContentPop() : navigation.beginInteractivePop()
        }
        if held != nil {
            // A second finger: neither gesture may start a second transition.
            let pending = queue?.pending.count ?? 0
            let second =
                system
                ? systemPop() : driver.beginPop(through: barless.beginInteractivePop)
            if second != nil { fail("\(name) began a second interactive pop") }
            if (queue?.pending.count ?? 0) != pending { request(.pop) }
            return "\(name) (during a pan)"
        }
        let stackBefore = navigation.viewControllers.count
        let pendingBefore = queue?.pending.count ?? 0
        let wasTransitioning = navigation.isTransitioning
        let interaction: PercentDrivenTransitionModel?
        if system {
            interaction = systemPop()
        } else {
            guard barless.canBeginInteractivePop else { return "\(name) (refused)" }
            interaction = driver.beginPop(through: barless.beginInteractivePop)
        }
        if let interaction {
            held = interaction
            request(.pop)
            return name
        }
        // No interaction, but a pop may have been asked for (run or queued) as a plain pop.
        let started =
            (!wasTransitioning && navigation.isTransitioning)
            || navigation.viewControllers.count != stackBefore
        if started || (queue?.pending.count ?? 0) != pendingBefore {
            request(.pop)
            return "\(name) (plain pop)"
        }
        return "\(name) (nothing)"
    }

    func end(_ interaction: PercentDrivenTransitionModel, finish: Bool) {
        if finish { interaction.finish() } else { interaction.cancel() }
        released.append((interaction, finish))
        held = nil
    }
}
