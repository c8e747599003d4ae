import Foundation
import Testing
import TransitionKitCore
import UIKitModels

@MainActor
@Suite struct ViewModelTests {
    let ledger = ContractLedger()
    let clock = ModelClock()

    @Test func framesFollowBoundsCenterAndTransform() {
        let view = ViewModel("view", frame: CGRect(x: 10, y: 20, width: 100, height: 50), ledger: ledger)
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        view.transform2D = .scale(0.5)
        #expect(view.frame == CGRect(x: 35, y: 32.5, width: 50, height: 25))
        #expect(view.bounds.size == CGSize(width: 100, height: 50), "the transform leaves the bounds alone")
    }

    @Test func insideAnAnimationBlockPropertiesReadTheirFinalValueWhileTheScreenShowsTheProgress() {
        let view = ViewModel("view", frame: CGRect(x: 0, y: 0, width: 100, height: 100), ledger: ledger)
        let animator = PropertyAnimatorModel(duration: 1, timing: .linear, ledger: ledger, clock: clock)
        animator.addAnimations {
            view.frame = CGRect(x: 100, y: 0, width: 200, height: 100)
            view.cornerRadius = 20
            view.backgroundRGBA = .white
            view.transform2D = .translation(x: 10)
        }
        animator.startAnimation()
        #expect(view.frame.minX == 110)
        clock.advance(by: 0.5)
        #expect(
            view.presentationFrame == CGRect(x: 55, y: 0, width: 150, height: 100),
            "half-way, translated by 5")
        #expect(view.presentationCornerRadius == 10)
        #expect(
            view.presentationBackgroundColor == RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5),
            "from clear")
        #expect(view.presentationTransform == .translation(x: 5))
        clock.advance(by: 1)
        #expect(view.presentation.frame == view.frame)
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test func performWithoutAnimationAppliesAtOnceEvenInsideABlock() {
        let view = ViewModel("view", ledger: ledger)
        let animations = AnimatorFactoryModel(ledger: ledger, clock: clock)
        let animator = animations.makePropertyAnimator(duration: 1, timing: .linear, initialVelocity: .zero)
        animator.addAnimations {
            view.alpha = 0
            animations.performWithoutAnimation { view.cornerRadius = 8 }
        }
        animator.startAnimation()
        clock.advance(by: 0.5)
        #expect(view.presentationAlpha == 0.5)
        #expect(view.presentationCornerRadius == 8)
        clock.advance(by: 1)
    }

    @Test func tintIsTheFirstOneSetUpTheSuperviewChainElseTheSystemsOne() {
        let window = ViewModel.window(ledger: ledger)
        let screen = ViewModel("screen", ledger: ledger)
        let icon = ViewModel("icon", ledger: ledger)
        window.addSubview(screen)
        screen.addSubview(icon)
        #expect(icon.tint == ViewModel.systemTintColor)
        let red = RGBA(red: 1, green: 0, blue: 0, alpha: 1)
        screen.tint = red
        #expect(icon.tint == red, "inherited from the superview")
        icon.tint = .clear
        #expect(icon.tint == .clear && screen.tint == red, "its own wins")
        icon.tint = nil
        #expect(icon.tint == red, "nil inherits again (null_resettable)")
    }

    @Test func theTreeCountsItsChangesAndKnowsItsWindow() {
        let window = ViewModel.window(ledger: ledger)
        let container = ViewModel("container", ledger: ledger)
        let a = ViewModel("a", ledger: ledger)
        let b = ViewModel("b", ledger: ledger)
        #expect(!container.isInWindow)
        window.addSubview(container)
        container.addSubview(a)
        container.insertSubview(b, belowSubview: a)
        #expect(container.subviews.map(\.name) == ["b", "a"])
        #expect(a.isInWindow && a.superview === container && a.root === window)
        container.insertSubview(a, at: 0)
        #expect(container.subviews.map(\.name) == ["a", "b"])
        container.insertSubview(a, aboveSubview: b)
        #expect(container.subviews.map(\.name) == ["b", "a"])
        a.removeFromSuperview()
        a.removeFromSuperview()
        #expect(!a.isInWindow)
        #expect(ledger.work.hierarchyChanges == 6)
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test func addingAViewToItselfOrItsSubtreeIsRecordedAndIgnored() {
        let parent = ViewModel("parent", ledger: ledger)
        let child = ViewModel("child", ledger: ledger)
        parent.addSubview(child)
        ledger.expect(ViewModel.Contract.addSelfAsSubview, ViewModel.Contract.addSelfAsSubview) {
            parent.addSubview(parent)
            child.addSubview(parent)
        }
        #expect(parent.superview == nil && child.subviews.isEmpty)
    }

    @Test func layoutIsCountedAndRunsTheHandlersDepthFirst() {
        let parent = ViewModel("parent", ledger: ledger)
        let child = ViewModel("child", ledger: ledger)
        parent.addSubview(child)
        var laidOut: [String] = []
        parent.layoutHandler = { view in
            laidOut.append(view.name)
            if view.descendant(named: "cell") == nil {
                view.addSubview(ViewModel("cell", ledger: view.ledger))
            }
        }
        child.layoutHandler = { laidOut.append($0.name) }
        parent.layoutIfNeeded()
        #expect(laidOut == ["parent", "child"])
        #expect(parent.descendant(named: "cell") != nil, "a cell that exists only after layout")
        #expect(ledger.work.layoutPasses == 1)
    }

    @Test func aSnapshotRecordsTheSceneVisibleAtThatMoment() {
        let window = ViewModel.window(ledger: ledger)
        let below = ViewModel("below", frame: window.bounds, ledger: ledger)
        let arriving = ViewModel("arriving", frame: window.bounds, ledger: ledger)
        let source = ViewModel("source", frame: CGRect(x: 10, y: 10, width: 40, height: 40), ledger: ledger)
        window.addSubview(below)
        below.addSubview(source)
        window.addSubview(arriving)
        arriving.alpha = 0.5
        let snapshot = source.snapshotView(afterScreenUpdates: true)
        #expect(snapshot?.snapshotOf == "source")
        #expect(snapshot?.bounds.size == CGSize(width: 40, height: 40))
        #expect(snapshot?.superview == nil)
        let record = source.snapshots.last
        #expect(record?.afterScreenUpdates == true && record?.wasInWindow == true)
        #expect(record?.view(named: "arriving")?.effectiveAlpha == 0.5)
        #expect(record?.isDrawn("arriving", above: "below") == true)
        #expect(record?.view(named: "source")?.frameInRoot == CGRect(x: 10, y: 10, width: 40, height: 40))
        #expect(ledger.work.snapshots == 1 && ledger.work.snapshotsAfterScreenUpdates == 1)
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test func snapshottingAViewOutsideAWindowIsRecorded() {
        let view = ViewModel("loose", ledger: ledger)
        ledger.expect(ViewModel.Contract.snapshotUnrendered) {
            _ = view.snapshotView(afterScreenUpdates: false)
        }
    }

    @Test func convertingGoesThroughTheFramesAndBoundsOrigins() {
        let window = ViewModel.window(ledger: ledger)
        let container = ViewModel(
            "container", frame: CGRect(x: 0, y: 100, width: 390, height: 700), ledger: ledger)
        let cell = ViewModel("cell", frame: CGRect(x: 20, y: 30, width: 50, height: 50), ledger: ledger)
        window.addSubview(container)
        container.addSubview(cell)
        container.bounds.origin.y = 10
        #expect(cell.convert(cell.bounds, to: container) == CGRect(x: 20, y: 30, width: 50, height: 50))
        #expect(cell.convert(cell.bounds, to: window) == CGRect(x: 20, y: 120, width: 50, height: 50))
        #expect(cell.convert(cell.bounds, to: nil) == CGRect(x: 20, y: 120, width: 50, height: 50))
    }

    @Test func convertingHonoursTheAncestorsTransforms() {
        let window = ViewModel.window(ledger: ledger)
        let card = ViewModel("card", frame: CGRect(x: 0, y: 0, width: 200, height: 200), ledger: ledger)
        let cell = ViewModel("cell", frame: CGRect(x: 0, y: 0, width: 100, height: 100), ledger: ledger)
        window.addSubview(card)
        card.addSubview(cell)
        card.transform2D = .scale(0.5)
        #expect(
            cell.convert(cell.bounds, to: window) == CGRect(x: 50, y: 50, width: 50, height: 50),
            "about the center")
        #expect(window.convert(CGRect(x: 50, y: 50, width: 50, height: 50), to: cell) == cell.bounds)
        card.transform2D = .translation(x: 10, y: 20)
        #expect(cell.convert(cell.bounds, to: nil) == CGRect(x: 10, y: 20, width: 100, height: 100))
        card.transform2D = .scale(0)
        #expect(
            window.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: card).size == .zero, "no inverse")
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }

    @Test func theLayoutDirectionIsInheritedUnlessSet() {
        let parent = ViewModel("parent", ledger: ledger)
        let child = ViewModel("child", ledger: ledger)
        parent.addSubview(child)
        #expect(child.effectiveLayoutDirection == .leftToRight)
        parent.semanticLayoutDirection = .rightToLeft
        #expect(child.effectiveLayoutDirection == .rightToLeft)
        child.semanticLayoutDirection = .leftToRight
        #expect(child.effectiveLayoutDirection == .leftToRight)
    }
}
