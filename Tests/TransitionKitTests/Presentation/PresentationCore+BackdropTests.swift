import Foundation
import Testing
import TransitionKitGestures
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// How a presented zoom's backdrop ends (`backdrop(_:staysUnderScreen:)`): with the transition by default,
/// or staying under the presented screen (a translucent media viewer) until a dismissal finishes.
@MainActor
@Suite struct PresentationCoreBackdropTests {
    let scene = PresentationScene()

    /// The presentation's container: the presented screen's topmost ancestor below the window.
    private var container: ViewModel? {
        var view: ViewModel? = scene.detail.view
        while let current = view, let parent = current.superview, parent !== scene.window { view = parent }
        return view === scene.detail.view ? nil : view
    }

    /// The backdrop views in the container, and whether each shows.
    private var backdrops: [(name: String, alpha: Double, shown: Bool)] {
        (container?.subviews ?? []).filter { $0.name == "dimming" || $0.name == "blur" }.map {
            ($0.name, $0.presentationAlpha, !$0.isHidden)
        }
    }

    nonisolated static let staying: [(TransitionStyle, String, Double)] = [
        (.zoom.backdrop(.dimming(0.8), staysUnderScreen: true), "dimming", 0.8),
        (.card(cornerRadius: 16).backdrop(.blur(.light), staysUnderScreen: true), "blur", 1),
    ]

    @Test(arguments: staying)
    func aStayingBackdropStaysUntilTheDismissalFinishes(
        style: TransitionStyle, name: String, strength: Double
    )
        throws
    {
        scene.present(style)
        #expect(backdrops.map(\.name) == [name], "left under the presented screen")
        #expect(backdrops.first.map { abs($0.alpha - strength) < 1e-9 && $0.shown } == true)
        let names = container?.subviews.map(\.name) ?? []
        #expect(names.firstIndex(of: name)! < names.count - 1, "under the presented screen: \(names)")
        scene.model.dismiss(scene.detail)
        #expect(backdrops.count == 2, "the dismissal's own and the kept one")
        #expect(backdrops.filter(\.shown).count == 1, "the kept one hidden while the dismissal plays")
        scene.settle()
        #expect(scene.detail.presentingViewController == nil)
        #expect(backdrops.isEmpty)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test(arguments: [
        TransitionStyle.zoom, .zoom.backdrop(.dimming(0.8)), .card(cornerRadius: 16).backdrop(.blur(.light)),
    ])
    func byDefaultTheBackdropEndsWithThePresentation(style: TransitionStyle) {
        scene.present(style)
        #expect(scene.detail.presentingViewController != nil)
        #expect(backdrops.isEmpty)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// `.fullScreen` takes the presenter's view out of the window: nothing to stay over.
    @Test func aFullScreenPresentationEndsItsBackdrop() {
        scene.detail.modalPresentationStyle = .fullScreen
        scene.present(.zoom.backdrop(.dimming(0.8), staysUnderScreen: true))
        #expect(backdrops.isEmpty)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// A drag let go short of dismissing: the drag's own backdrop played, the kept one is back.
    @Test func aCancelledDragLeavesTheBackdropThere() throws {
        scene.present(.zoom.backdrop(.dimming(0.8), staysUnderScreen: true))
        let ports = PresentedZoomPorts(scene: scene)
        let dismissal = ports.dismissal(gestures: [.drag])
        try #require(dismissal.began())
        dismissal.changed(translation: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 0, y: 300), timestamp: 1)
        #expect(dismissal.backdrop == .dimming(0.8), "the drag plays the transition's backdrop")
        #expect(backdrops.map(\.shown) == [false], "the kept one hidden, no second one from the plan")
        dismissal.ended(translation: CGPoint(x: 0, y: 10), velocity: .zero, timestamp: 2)
        scene.settle()
        ports.arrive()
        scene.settle()
        #expect(scene.detail.presentingViewController != nil, "restored")
        #expect(backdrops.map(\.shown) == [true])
        #expect(backdrops.first.map { abs($0.alpha - 0.8) < 1e-9 } == true)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// UIKit takes the screen below out of the window when a push ends: a push ends it anyway.
    @Test func aPushEndsItWithTheTransition() {
        let push = AnimatorScene()
        let cell = push.cell
        push.push(
            .zoom.backdrop(.dimming(0.8), staysUnderScreen: true),
            zoom: ZoomLookup(source: { cell }, destination: { nil }))
        push.clock.runUntilIdle()
        #expect(push.navigation.containerView.subviews.map(\.name) == ["detail"])
        #expect(push.ledger.violations.isEmpty, "\(push.ledger)")
    }
}
