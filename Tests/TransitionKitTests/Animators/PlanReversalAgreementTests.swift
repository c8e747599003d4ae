import Foundation
import Testing
import TransitionKitGallery
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// One reversal: what the plan animator sets on the views (``PlanPlayback`` plays a plan from its
/// ``TransitionPlan/elements``) equals what every preview draws (``TransitionPlan/state(ofElementAt:at:evaluation:)``),
/// for every built-in forward and reversed, and for plans whose optional properties are `nil` at
/// one end.
@MainActor
struct PlanReversalAgreementTests {
    static let progresses: [Double] = [0, 0.1, 0.25, 0.5, 0.75, 0.9, 1]

    /// Every built-in on its sample geometry, push and pop, both reading directions, forward and
    /// reversed, plus the nil-ended plans.
    static func plans() -> [(String, TransitionPlan)] {
        var plans: [(String, TransitionPlan)] = []
        for transition in BuiltInTransition.allCases {
            for operation in NavigationOperation.allCases {
                for direction in TransitionLayoutDirection.allCases {
                    let plan = transition.samplePlan(operation: operation, layoutDirection: direction)
                    let name = "\(transition) \(operation) \(direction)"
                    plans.append((name, plan))
                    plans.append((name + " reversed", plan.reversed()))
                }
            }
        }
        for (name, plan) in nilEndedPlans() {
            plans.append((name, plan))
            plans.append((name + " reversed", plan.reversed()))
        }
        return plans
    }

    /// Plans whose color, insets and per-corner radii are `nil` at one end, over the whole transition and over
    /// partial windows.
    static func nilEndedPlans() -> [(String, TransitionPlan)] {
        let frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        let red = RGBA(red: 1, green: 0, blue: 0, alpha: 1)
        let insets = Insets(top: 44, left: 0, bottom: 0, right: 0)
        let plain = VisualState(frame: frame)
        let dressed = VisualState(
            frame: frame.offsetBy(dx: 40, dy: 0), alpha: 0.5, cornerRadius: 12, backgroundColor: red,
            additionalSafeAreaInsets: insets
        ).with(\.cornerRadii, CornerRadii(topLeft: 18, topRight: 18, bottomLeft: 18, bottomRight: 4))
        var plans: [(String, TransitionPlan)] = []
        for window in [TimeWindow.full, TimeWindow(start: 0.2, end: 0.6), TimeWindow(start: 0.5, end: 1)] {
            let elements: [TransitionPlan.Element] = [
                .init(role: .fromView, from: dressed, to: plain, window: window),
                .init(role: .toView, from: plain, to: dressed, window: window),
            ]
            plans.append(
                (
                    "nil ends \(window.start)…\(window.end)",
                    TransitionPlan(elements: elements, duration: 0.3, timing: .curve(.easeInOut))
                ))
        }
        return plans
    }

    @Test func thePlanAnimatorsTargetsEqualThePreviewsStates() {
        for (name, plan) in Self.plans() {
            for progress in Self.progresses {
                let scene = Scene(plan)
                scene.playback.applyStates(at: progress)
                for (index, element) in plan.elements.enumerated() {
                    let state = plan.state(ofElementAt: index, at: progress)
                    let view = scene.views[element.role]!
                    let label = "\(name) \(element.role) at \(progress)"
                    #expect(view.bounds.size == state.frame.size, "\(label)")
                    #expect(view.center == CGPoint(x: state.frame.midX, y: state.frame.midY), "\(label)")
                    let touched = RestoreSet(touchedBy: element)
                    if touched.contains(.alpha) { #expect(Double(view.alpha) == state.alpha, "\(label)") }
                    if touched.contains(.cornerRadius) {
                        #expect(Double(view.cornerRadius) == state.cornerRadius, "\(label)")
                    }
                    if touched.contains(.transform) {
                        #expect(view.transform2D == state.transform, "\(label)")
                    }
                    if touched.contains(.cornerRadii) {
                        #expect(view.cornerRadii == state.drawnCornerRadii, "\(label)")
                    }
                    // `nil` leaves the view's own color and the screen's own insets.
                    #expect(view.backgroundRGBA == (state.backgroundColor ?? Scene.ownColor), "\(label)")
                    let screen = scene.screens[element.role]!
                    #expect(
                        screen.additionalSafeArea == (state.additionalSafeAreaInsets ?? .zero), "\(label)")
                }
            }
        }
    }

    /// The animator the plan animator runs, paused and scrubbed, shows the preview's states.
    @Test func theScrubbedAnimatorShowsThePreviewsStates() {
        let ledger = ContractLedger()
        for (name, plan) in Self.plans() {
            let scene = Scene(plan, ledger: ledger)
            let animator = scene.playback.animator
            animator.pauseAnimation()
            for progress in Self.progresses {
                animator.fractionComplete = CGFloat(progress)
                for (index, element) in plan.elements.enumerated() {
                    let state = plan.state(ofElementAt: index, at: progress)
                    let shown = scene.views[element.role]!.presentation
                    let label = "\(name) \(element.role) at \(progress)"
                    #expect(Self.close(shown.bounds.width, state.frame.width), "\(label)")
                    #expect(Self.close(shown.center.x, state.frame.midX), "\(label)")
                    #expect(Self.close(shown.center.y, state.frame.midY), "\(label)")
                    if RestoreSet(touchedBy: element).contains(.alpha) {
                        #expect(Self.close(shown.alpha, state.alpha), "\(label)")
                    }
                }
            }
            animator.stopAnimation(true)
            scene.playback.finish(at: .current)
        }
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    private static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 * max(1, abs(b)) }
    private static func close(_ a: CGFloat, _ b: CGFloat) -> Bool { close(Double(a), Double(b)) }

    /// A container, one view and one screen per role, and a playback of the plan on them.
    @MainActor final class Scene {
        let ledger: ContractLedger
        static let ownColor = RGBA(red: 0, green: 0, blue: 1, alpha: 1)
        let clock = ModelClock()
        var views: [Role: ViewModel] = [:]
        var screens: [Role: ViewControllerModel] = [:]
        let playback: PlanPlayback<AnimatorFactoryModel, ViewModel, ViewControllerModel>

        init(_ plan: TransitionPlan, ledger: ContractLedger = ContractLedger()) {
            self.ledger = ledger
            let container = ViewModel(
                "container", frame: CGRect(x: 0, y: 0, width: 390, height: 844), ledger: ledger)
            var targets: [Role: PlanPlayback<AnimatorFactoryModel, ViewModel, ViewControllerModel>.Target] =
                [:]
            for role in plan.roles where targets[role] == nil {
                let view = ViewModel("\(role)", ledger: ledger)
                view.backgroundRGBA = Self.ownColor
                let screen = ViewControllerModel("\(role)", ledger: ledger)
                views[role] = view
                screens[role] = screen
                targets[role] = .init(view: view, screen: screen)
            }
            playback = PlanPlayback(
                plan: plan, targets: targets, container: container,
                animations: AnimatorFactoryModel(ledger: ledger, clock: clock))
        }
    }
}
