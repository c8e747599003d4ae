import Foundation
import TestSupport
import Testing
import TransitionKitCore
import UIKitModels

@testable import TransitionKit

/// Seeded random runs of router operations interleaved with the user's swipe-backs (finished or
/// cancelled) and time passing: UIKit's documented contract is never broken, and once everything
/// has settled UIKit's stack is the route stack and the published depth is its depth.
@MainActor
struct RouterCoordinatorRandomTests {
    @Test func routerOperationsAndUserSwipesAlwaysSettleInAgreement() {
        var generator = SplitMix64(seed: 2_026)
        for run in 0..<1_500 {
            let scene = RouterScene()
            var swipe: PercentDrivenTransitionModel?
            var made = 0
            for _ in 0..<24 {
                let roll = generator.next() % 100
                switch roll {
                case 0..<30:
                    made += 1
                    let transitions: RouteTransitions<TransitionStyle> =
                        generator.next() % 5 == 0 ? .unanimated : .both(.fade)
                    scene.coordinator.push(
                        scene.screen("s\(made)", transitions: transitions), tag: RouteTag("t\(made % 4)"))
                case 30..<42: scene.coordinator.back()
                case 42..<46: scene.coordinator.home()
                case 46..<52: scene.coordinator.goTo(tag: RouteTag("t\(generator.next() % 4)"))
                case 52..<56:
                    made += 1
                    scene.coordinator.replace(with: scene.screen("s\(made)"), tag: nil)
                case 56..<68:
                    if swipe == nil { swipe = scene.model.beginInteractivePop() }
                    swipe?.update(CGFloat(generator.next() % 100) / 100)
                case 68..<76:
                    swipe?.finish()
                    swipe = nil
                case 76..<82:
                    swipe?.cancel()
                    swipe = nil
                default:
                    scene.clock.advance(by: Double(generator.next() % 40) / 100)
                }
                if !scene.ledger.violations.isEmpty { break }
            }
            swipe?.cancel()
            scene.settle()
            #expect(scene.ledger.violations.isEmpty, "run \(run): \(scene.ledger)")
            #expect(scene.uikitStack == scene.routerStack, "run \(run)")
            #expect((scene.observer.depths.last ?? 1) == scene.coordinator.stack.depth, "run \(run)")
            if !scene.ledger.violations.isEmpty || scene.uikitStack != scene.routerStack { return }
        }
    }
}
