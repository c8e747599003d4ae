import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// Added elements drawn above both screens (`AddedElement(…, aboveScreens: true)`, neutrally
/// ``PlanAddition/Placement/aboveScreens``): a copy of the app's view plays on top of every
/// arranged view, with its frames in the container, while the view itself is hidden; whatever
/// happens, the view is left as it was and the copy is gone.
@MainActor
@Suite struct TransitionRunAdditionsAboveScreensTests {
    /// The grid's chrome, in a header 50 pt down the grid's screen.
    nonisolated static let chromeFrame = CGRect(x: 10, y: 10, width: 370, height: 44)
    /// Where the chrome collapses to, in the header's coordinates (a tab cell of the detail).
    nonisolated static let collapsedFrame = CGRect(x: 20, y: 250, width: 100, height: 60)
    nonisolated static let shown = VisualState(frame: chromeFrame)
    nonisolated static let collapsed = VisualState(frame: collapsedFrame, alpha: 0)
    /// The header's offset in the grid's screen, which the container frames add.
    nonisolated static let headerOffset = CGPoint(x: 0, y: 50)

    /// A scene whose grid has a header holding a chrome view, and a lookup adding the chrome's
    /// element above the screens.
    @MainActor final class Added {
        let scene = AnimatorScene()
        let chrome: ViewModel
        var lookup: ZoomLookup<ViewModel> = .screens

        init(view: (@MainActor (AnimatorScene) -> ViewModel)? = nil) {
            let header = ViewModel(
                "header", frame: CGRect(x: 0, y: 50, width: 390, height: 400), ledger: scene.ledger)
            let chrome = ViewModel(
                "chrome", frame: TransitionRunAdditionsAboveScreensTests.chromeFrame, ledger: scene.ledger)
            header.addSubview(chrome)
            scene.grid.view.addSubview(header)
            self.chrome = view?(scene) ?? chrome
            let added = self.chrome
            lookup.additions = {
                [
                    PlanAddition(
                        view: added, from: TransitionRunAdditionsAboveScreensTests.shown,
                        to: TransitionRunAdditionsAboveScreensTests.collapsed, placement: .aboveScreens)
                ]
            }
        }

        /// The container's views from the back, by name.
        var drawingOrder: [String] { scene.navigation.containerView.subviews.map(\.name) }

        /// The chrome exactly as the app left it, and no copy left in the container.
        func expectUntouched(_ comment: Comment? = nil) {
            #expect(chrome.frame == TransitionRunAdditionsAboveScreensTests.chromeFrame, comment)
            #expect(chrome.alpha == 1 && !chrome.isHidden, comment)
            #expect(!drawingOrder.contains("snapshot of chrome"), comment)
        }
    }

    /// The grid's chrome is drawn above the detail pushed over it: a copy in the container, on top,
    /// its frames in the container's coordinates; the chrome hidden meanwhile, shown after.
    @Test(arguments: [TransitionStyle.zoom, .slide, .crossFade, .zoom.screens(.crossFade).backdrop(.clear)])
    func aPushDrawsTheElementAboveBothScreens(style: TransitionStyle) throws {
        let added = Added()
        let vended = try #require(added.scene.push(style, zoom: added.lookup))
        let plan = try #require(vended.run.plan)
        let element = try #require(plan.element(for: .snapshot("added.0")))
        let offset = Self.headerOffset
        #expect(
            element.from == Self.shown.with(\.frame, Self.chromeFrame.offsetBy(dx: offset.x, dy: offset.y)))
        #expect(
            element.to
                == Self.collapsed.with(\.frame, Self.collapsedFrame.offsetBy(dx: offset.x, dy: offset.y)))
        #expect(plan.element(for: .custom("added.0")) == nil)
        #expect(plan.roles.last == .snapshot("added.0"), "on top of the built-in elements")
        #expect(added.drawingOrder.last == "snapshot of chrome", "\(added.drawingOrder)")
        let detailIndex = try #require(added.drawingOrder.firstIndex(of: "detail"))
        #expect(added.drawingOrder.firstIndex(of: "snapshot of chrome")! > detailIndex)
        #expect(added.chrome.isHidden, "the copy stands in for it")
        #expect(
            added.chrome.snapshots.map(\.afterScreenUpdates) == [false], "on screen in the leaving screen")
        added.scene.clock.runUntilIdle()
        added.expectUntouched("after a finished push")
        #expect(added.scene.navigation.topViewController === added.scene.detail)
        #expect(added.scene.ledger.violations.isEmpty, "\(added.scene.ledger)")
    }

    /// The pop plays it backwards, still above both screens. The detail's photo is snapshotted
    /// after screen updates in the push (the arriving screen is not rendered yet), as shown in
    /// the pop (the leaving screen).
    @Test func aPopPlaysItBackwardsAboveBothScreens() throws {
        let added = Added { $0.photo }
        added.scene.push(.zoom, zoom: added.lookup)
        added.scene.clock.runUntilIdle()
        let vended = try #require(added.scene.pop(.zoom, zoom: added.lookup))
        let element = try #require(vended.run.plan?.element(for: .snapshot("added.0")))
        #expect(element.from.alpha == 0 && element.to.alpha == 1)
        #expect(added.drawingOrder.last == "snapshot of photo", "\(added.drawingOrder)")
        #expect(added.chrome.snapshots.map(\.afterScreenUpdates) == [true, false])
        added.scene.clock.runUntilIdle()
        #expect(added.chrome.frame == AnimatorScene.photoFrame && added.chrome.alpha == 1)
        #expect(!added.chrome.isHidden && !added.drawingOrder.contains("snapshot of photo"))
        #expect(added.scene.ledger.violations.isEmpty, "\(added.scene.ledger)")
    }

    /// Scrubbed and cancelled (or finished), the copy shows the plan's state and goes; the chrome
    /// is shown again as it was.
    @Test(arguments: [false, true])
    func aScrubbedTransitionRemovesTheCopy(finishes: Bool) throws {
        let added = Added()
        let interaction = PercentDrivenTransitionModel(ledger: added.scene.ledger)
        try #require(added.scene.push(.slide, zoom: added.lookup, interaction: interaction) != nil)
        interaction.update(0.5)
        let copy = try #require(added.scene.navigation.containerView.subviews.last)
        #expect(copy.name == "snapshot of chrome")
        #expect(abs(copy.presentationAlpha - 0.5) < 1e-9)
        if finishes { interaction.finish() } else { interaction.cancel() }
        added.scene.clock.runUntilIdle()
        added.expectUntouched()
        #expect(copy.superview == nil)
        #expect(added.scene.ledger.violations.isEmpty, "\(added.scene.ledger)")
    }

    /// Bad input: a view out of any view tree cannot be copied; it plays in place, reported.
    @Test func aViewThatCannotBeCopiedPlaysInPlace() throws {
        let added = Added {
            ViewModel("loose", frame: TransitionRunAdditionsAboveScreensTests.chromeFrame, ledger: $0.ledger)
        }
        var vended: ModeledTransitionAnimator?
        let reports = Diagnostics.record { vended = added.scene.push(.zoom, zoom: added.lookup) }
        let plan = try #require(vended?.run.plan)
        #expect(
            plan.element(for: .custom("added.0"))
                == .init(role: .custom("added.0"), from: Self.shown, to: Self.collapsed))
        #expect(plan.element(for: .snapshot("added.0")) == nil)
        #expect(reports.contains { $0.category == "adding" && $0.message.contains("in place") })
        added.scene.clock.runUntilIdle()
        #expect(added.chrome.frame == Self.chromeFrame && added.chrome.alpha == 1)
        #expect(added.scene.ledger.violations.isEmpty, "\(added.scene.ledger)")
    }
}
