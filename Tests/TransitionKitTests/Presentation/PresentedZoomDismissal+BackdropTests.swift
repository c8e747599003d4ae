import Foundation
import Testing
import TransitionKitGestures
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// One backdrop while a presented zoom or card is dragged away: the one the transition chose
/// (`backdrop(_:)`), else the drag mapping's, played by the drag alone (the dismissal's plan
/// makes no backdrop view of its own under the driven screen).
@MainActor
@Suite struct PresentedZoomDismissalBackdropTests {
    let scene = PresentationScene()
    let ports: PresentedZoomPorts
    let dismissal: ZoomDismissalCore

    init() {
        ports = PresentedZoomPorts(scene: scene)
        dismissal = ports.dismissal(gestures: [.drag], mapping: DismissalMapping(backdrop: .dimming(0.6)))
        dismissal.cardMapping = DismissalMapping(followsFinger: false, backdrop: .dimming(0.6))
    }

    private func drag(to y: CGFloat) throws {
        try #require(dismissal.began())
        dismissal.changed(translation: CGPoint(x: 0, y: y), velocity: CGPoint(x: 0, y: 300), timestamp: 1)
    }

    /// The container's views, back to front, while the drag runs.
    private var containerNames: [String] { ports.drivenView?.superview?.subviews.map(\.name) ?? [] }

    @Test(arguments: [
        TransitionStyle.zoom.backdrop(.blur(.light)), .card(cornerRadius: 16).backdrop(.blur(.light)),
        .zoom.backdrop(.clear), .card(cornerRadius: 16).backdrop(.dimming(.white, strength: 0.5)),
    ])
    func aDragPlaysTheTransitionsBackdrop(style: TransitionStyle) throws {
        scene.present(style)
        try drag(to: 200)
        #expect(dismissal.backdrop == style.backdropChoice)
        dismissal.cancelled()
        scene.settle()
        ports.arrive()
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test(arguments: [TransitionStyle.zoom, .card(cornerRadius: 16)])
    func withoutAChoiceADragPlaysTheMappingsBackdrop(style: TransitionStyle) throws {
        scene.present(style)
        try drag(to: 200)
        #expect(dismissal.backdrop == .dimming(0.6))
        dismissal.cancelled()
        scene.settle()
        ports.arrive()
    }

    /// The plan's own backdrop would sit under the driven screen beside the drag's: two dimmings.
    @Test(arguments: [TransitionStyle.zoom, .card(cornerRadius: 16).backdrop(.blur(.light))])
    func theDismissalsPlanMakesNoSecondBackdrop(style: TransitionStyle) throws {
        scene.present(style)
        try drag(to: 200)
        #expect(!containerNames.isEmpty)
        #expect(!containerNames.contains("dimming") && !containerNames.contains("blur"), "\(containerNames)")
        dismissal.ended(translation: CGPoint(x: 0, y: 300), velocity: CGPoint(x: 0, y: 900), timestamp: 1.1)
        scene.settle()
        ports.arrive()
        #expect(scene.detail.presentingViewController == nil)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
