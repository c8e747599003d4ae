import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// Presentations over the presentation contract model: the library's transitions
/// present and dismiss, registrations apply between the screens found through containers, the
/// dismissal plays the presentation backwards with the zoom re-read, observers hear `.push` and
/// `.pop` with `isPresentation`.
@MainActor
@Suite struct PresentationCoreTests {
    let scene = PresentationScene()

    @Test func aZoomPresentsAndDismissesBackwardsThroughTheContainers() throws {
        let log = scene.host.recordAnnouncements()
        var completions = 0
        scene.host.present(scene.detail, from: scene.grid, transition: scene.zoom()) { completions += 1 }
        #expect(scene.detail.modalPresentationStyle == .custom)
        #expect(scene.detail.modalPresentationCapturesStatusBarAppearance)
        scene.settle()
        #expect(completions == 1)
        #expect(scene.detail.presentingViewController === scene.tabs)
        #expect(scene.grid.view.isInWindow, ".custom keeps the presenter's view")
        #expect(!scene.cell.isHidden, "the zoom shows its source again at the end")
        scene.model.dismiss(scene.detail)
        scene.settle()
        #expect(scene.detail.presentingViewController == nil)
        #expect(
            log.lines == [
                "willBegin push grid→detail presentation", "didEnd push grid→detail presentation",
                "willBegin pop detail→grid presentation", "didEnd pop detail→grid presentation",
            ])
        let styles = scene.host.madeAnimators.map(\.decision.style)
        #expect(styles == [.zoom, .zoom])
        let frames = log.announcements.filter { $0.phase == .willBegin }.map { $0.geometry?.zoom.sourceFrame }
        #expect(frames == [PresentationScene.cellFrame, PresentationScene.cellFrame])
        #expect(
            Array(scene.model.events.prefix(2)) == [
                .animationControllerForPresented("detail", presenting: "tabs", source: "grid"),
                .interactionControllerForPresentation,
            ])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func theDismissalReadsTheZoomSourceAgain() throws {
        let source = SourceBox(scene.cell)
        let log = scene.host.recordAnnouncements()
        scene.host.present(scene.detail, from: scene.grid, transition: scene.zoom(source: { source.view }))
        scene.settle()
        source.view = scene.otherCell
        scene.model.dismiss(scene.detail)
        scene.settle()
        let frames = log.announcements.filter { $0.phase == .willBegin }.map { $0.geometry?.zoom.sourceFrame }
        #expect(frames == [PresentationScene.cellFrame, PresentationScene.otherCellFrame])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// A screen's `TransitionZoomViewProviding` answer is asked, like a push's and a pop's, with
    /// the operation (`.push` presenting, `.pop` dismissing) and the other screen of the
    /// presentation (the provider context).
    @Test func providersAreToldTheOperationAndTheOtherScreen() throws {
        let image = ViewModel(
            "image", frame: CGRect(x: 0, y: 100, width: 390, height: 390), ledger: scene.ledger)
        scene.detail.view.addSubview(image)
        scene.staging.zoomViews[ObjectIdentifier(scene.grid)] = { [cell = scene.cell] in cell }
        scene.staging.zoomViews[ObjectIdentifier(scene.detail)] = { image }
        scene.host.navigation.vendor.registry.register(
            PresentedTransition(.zoom), from: ViewControllerModel.self, to: ViewControllerModel.self)
        scene.host.present(scene.detail, from: scene.grid)
        scene.settle()
        scene.model.dismiss(scene.detail)
        scene.settle()
        let asked = Set(scene.staging.zoomViewContexts.map { "\($0.screen) \($0.operation) \($0.other)" })
        #expect(
            asked == ["grid push detail", "detail push grid", "grid pop detail", "detail pop grid"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func registrationsApplyBetweenTheScreensWithTheSamePrecedenceAsPushes() throws {
        let wrapper = NavigationControllerModel(
            "wrapper", rootViewController: scene.detail, ledger: scene.ledger, clock: scene.clock)
        scene.host.navigation.vendor.registry.register(
            PresentedTransition(.fade), from: .kind(of: ViewControllerModel.self), to: .anyScreen)
        scene.host.navigation.vendor.registry.register(
            PresentedTransition(.zoom), from: ViewControllerModel.self, to: ViewControllerModel.self)
        let log = scene.host.recordAnnouncements()
        scene.host.present(wrapper, from: scene.tabs)
        scene.settle()
        scene.model.dismiss(wrapper)
        scene.settle()
        #expect(
            scene.host.madeAnimators.map(\.decision.style) == [.zoom, .zoom], "the pair beats the source rule"
        )
        #expect(
            log.lines.first == "willBegin push grid→detail presentation",
            "from the tab's top, to the wrapped screen")
        scene.host.present(wrapper, from: scene.tabs, transition: PresentedTransition(.crossFade))
        scene.settle()
        #expect(
            scene.host.madeAnimators.last?.decision.style == .crossFade,
            "the given transition beats registrations")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func reduceMotionSubstitutesTheCrossFadeBothWays() {
        scene.host.motionPreferences = MotionPreferences(reduceMotion: true)
        scene.host.present(scene.detail, from: scene.grid, transition: scene.zoom())
        scene.settle()
        scene.model.dismiss(scene.detail)
        scene.settle()
        #expect(scene.host.madeAnimators.map(\.decision.style) == [.crossFade, .crossFade])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aSystemPresentationKeepsTheAppsStyleAndIsAnnouncedThroughTheCoordinator() {
        scene.detail.modalPresentationStyle = .pageSheet
        let log = scene.host.recordAnnouncements()
        scene.host.present(scene.detail, from: scene.grid)
        scene.settle()
        #expect(scene.detail.modalPresentationStyle == .pageSheet)
        #expect(scene.host.madeAnimators.isEmpty)
        #expect(
            log.lines == ["willBegin push grid→detail presentation", "didEnd push grid→detail presentation"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aCustomTransitionVendsTheAppsAnimatorBothWays() {
        var made: [NavigationOperation] = []
        let transition = PresentedTransition(.custom("flip")) {
            [animations = scene.animations] operation, _, _ in
            made.append(operation)
            return InterruptibleAnimationController(animations: animations)
        }
        let log = scene.host.recordAnnouncements()
        scene.host.present(scene.detail, from: scene.grid, transition: transition)
        scene.settle()
        scene.model.dismiss(scene.detail)
        scene.settle()
        #expect(made == [.push, .pop])
        #expect(
            log.lines.filter { $0.hasPrefix("did") } == [
                "didEnd push grid→detail presentation", "didEnd pop detail→grid presentation",
            ])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func observersAnimateAlongsideAPresentation() throws {
        let badge = ViewModel("badge", ledger: scene.ledger)
        scene.window.addSubview(badge)
        _ = scene.host.navigation.announcer.addObserver { announcement in
            guard announcement.phase == .willBegin else { return }
            announcement.alongside?(TimeWindow(start: 0.5, end: 1)) { badge.alpha = 0 }
        }
        scene.host.present(scene.detail, from: scene.grid, transition: PresentedTransition(.crossFade))
        scene.clock.advance(by: 0.01)
        #expect(badge.presentationAlpha == 1, "the part starts half way")
        scene.settle()
        #expect(badge.alpha == 0)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func thePresentedControllerKeepsItsTransitioningDelegateUntilItIsReleased() {
        weak var delegate: AnyObject?
        weak var released: ViewControllerModel?
        do {
            let detail = ViewControllerModel("temporary", ledger: scene.ledger)
            released = detail
            scene.host.present(detail, from: scene.grid, transition: PresentedTransition(.crossFade))
            delegate = detail.transitioningDelegate
            scene.settle()
            #expect(detail.transitioningDelegate != nil)
            scene.model.dismiss(detail)
            scene.settle()
            #expect(detail.transitioningDelegate != nil, "kept until the dismissal ended")
        }
        #expect(released == nil)
        #expect(delegate == nil)
        #expect(scene.host.madeAnimators.map(\.decision.operation) == [.push, .pop])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aPresentationAndDismissalWithoutAnimationEndAtOnce() {
        var completions = 0
        scene.host.present(scene.detail, from: scene.grid, transition: scene.zoom(), animated: false) {
            completions += 1
        }
        #expect(completions == 1, "animated: false completes before present returns")
        #expect(scene.detail.view.isInWindow && scene.detail.view.alpha == 1)
        #expect(scene.detail.view.frame == scene.window.bounds)
        scene.model.dismiss(scene.detail, animated: false) { completions += 1 }
        #expect(completions == 2)
        #expect(!scene.detail.view.isInWindow)
        scene.settle()
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func anObserverOfAScreenPairHearsItsPresentations() {
        let grid = GridScreenModel("grid", ledger: scene.ledger)
        scene.window.addSubview(grid.view)
        var pair = NavigationDelegateCore<ModeledPresentations>.ObservedPair()
        pair.register(true, from: GridScreenModel.self, to: ViewControllerModel.self)
        var heard: [String] = []
        _ = scene.host.navigation.announcer.addObserver(for: pair) {
            heard.append("\($0.phase) \($0.operation)")
        }
        scene.host.present(scene.detail, from: scene.grid, transition: PresentedTransition(.crossFade))
        scene.settle()
        scene.model.dismiss(scene.detail)
        scene.settle()
        #expect(heard.isEmpty, "the tab's grid is not the pair's source")
        scene.tabs.view.removeFromSuperview()
        scene.host.present(scene.detail, from: grid, transition: PresentedTransition(.crossFade))
        scene.settle()
        scene.model.dismiss(scene.detail)
        scene.settle()
        #expect(heard == ["willBegin push", "didEnd push", "willBegin pop", "didEnd pop"])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
