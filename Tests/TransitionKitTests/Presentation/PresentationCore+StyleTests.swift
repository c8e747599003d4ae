import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// The presentation style of a presentation the library plays (VoiceOver's escape): but for a
/// sheet's (`PresentationCoreSheetTests`), it is `.custom`, with the library's presentation controller wrapping the presented screen, so
/// the escape reaches every screen the library presents — the app's `.fullScreen` and
/// `.overFullScreen` (SwiftUI's cover) included. The app's `.fullScreen` still removes the
/// presenter's view (the controller's `shouldRemovePresentersView`); a presentation UIKit plays
/// keeps the app's style untouched.
@MainActor
@Suite struct PresentationCoreStyleTests {
    let scene = PresentationScene()

    @Test(arguments: [PresentationStyle.fullScreen, .overFullScreen, .custom], [true, false])
    func theLibraryPresentsEveryStyleCustomInItsWrapper(requested: PresentationStyle, zooms: Bool) throws {
        scene.detail.modalPresentationStyle = requested
        scene.host.present(
            scene.detail, from: scene.grid, transition: zooms ? scene.zoom() : PresentedTransition(.crossFade)
        )
        #expect(scene.detail.modalPresentationStyle == .custom)
        let controller = try #require(scene.model.presentationController(of: scene.detail))
        #expect(controller.presentedView.name == "EscapeView")
        #expect(scene.detail.view.superview === controller.presentedView)
        #expect(controller.shouldRemovePresentersView == (requested == .fullScreen))
        #expect(scene.detail.modalPresentationCapturesStatusBarAppearance)
        #expect(scene.host.modalToAccessibility == ["detail"])
        scene.settle()
        #expect(scene.model.statusBarAppearanceOwner(root: scene.tabs) === scene.detail)
        #expect(scene.tabs.view.isInWindow == (requested != .fullScreen))
        #expect(scene.host.coordinator.performEscape(on: scene.detail))
        scene.settle()
        #expect(scene.detail.presentingViewController == nil)
        #expect(scene.tabs.view.superview === scene.window)
        #expect(!controller.presentedView.isInWindow)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// The app's `.fullScreen`, played by the library: the presenter's view is the presentation's
    /// `from` view and leaves the window, with paired appearance callbacks; the escape's dismissal
    /// hands it back as the `to` view, the zoom finds its source cell in it, and it is back in the
    /// window at the end.
    @Test func aFullScreenZoomRemovesThePresenterAndFindsItsSourceWhenDismissed() throws {
        scene.detail.modalPresentationStyle = .fullScreen
        let log = scene.host.recordAnnouncements()
        scene.host.present(scene.detail, from: scene.grid, transition: scene.zoom())
        #expect(scene.model.running?.context.view(forKey: .from) === scene.tabs.view)
        scene.settle()
        #expect(!scene.tabs.view.isInWindow)
        #expect(scene.tabs.appearance == [.willDisappear, .didDisappear])
        #expect(scene.host.coordinator.performEscape(on: scene.detail))
        let dismissing = try #require(scene.model.running?.context)
        #expect(dismissing.view(forKey: .to) === scene.tabs.view)
        scene.settle()
        #expect(scene.detail.presentingViewController == nil)
        #expect(scene.tabs.view.superview === scene.window)
        #expect(scene.tabs.appearance == [.willDisappear, .didDisappear, .willAppear, .didAppear])
        #expect(scene.host.madeAnimators.map(\.decision.style) == [.zoom, .zoom])
        let frames = log.announcements.filter { $0.phase == .willBegin }.map { $0.geometry?.zoom.sourceFrame }
        #expect(frames == [PresentationScene.cellFrame, PresentationScene.cellFrame])
        #expect(scene.cell.isInWindow && !scene.cell.isHidden)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// A controller presented again keeps the app's `.fullScreen`: each dismissal gives the app's
    /// style back, so the next presentation reads it as the app left it.
    @Test func aFullScreenControllerPresentedAgainStillRemovesThePresentersView() throws {
        scene.detail.modalPresentationStyle = .fullScreen
        for _ in 0..<2 {
            scene.host.present(scene.detail, from: scene.grid, transition: scene.zoom())
            #expect(scene.detail.modalPresentationStyle == .custom)
            scene.settle()
            let controller = try #require(scene.model.presentationController(of: scene.detail))
            #expect(controller.shouldRemovePresentersView)
            #expect(!scene.tabs.view.isInWindow)
            #expect(scene.host.coordinator.performEscape(on: scene.detail))
            scene.settle()
            #expect(scene.tabs.view.superview === scene.window)
            #expect(scene.detail.modalPresentationStyle == .fullScreen, "the app's own style, given back")
        }
        #expect(scene.host.madeAnimators.map(\.decision.style) == [.zoom, .zoom, .zoom, .zoom])
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// The style is given back to the controller, not remembered by the delegate that presented
    /// it: presented again through another delegate (the shared `presentations`, another stack's),
    /// it still removes the presenter's view.
    @Test func aFullScreenControllerPresentedAgainThroughAnotherDelegateStillRemovesThePresentersView()
        throws
    {
        scene.detail.modalPresentationStyle = .fullScreen
        scene.host.present(scene.detail, from: scene.grid, transition: scene.zoom())
        scene.settle()
        #expect(scene.host.coordinator.performEscape(on: scene.detail))
        scene.settle()
        let other = ModeledPresentations(model: scene.model, staging: scene.staging)
        other.present(scene.detail, from: scene.grid, transition: scene.zoom())
        #expect(scene.detail.modalPresentationStyle == .custom)
        let controller = try #require(scene.model.presentationController(of: scene.detail))
        #expect(controller.shouldRemovePresentersView)
        scene.settle()
        #expect(!scene.tabs.view.isInWindow)
        #expect(other.coordinator.performEscape(on: scene.detail))
        scene.settle()
        #expect(scene.tabs.view.superview === scene.window)
        #expect(scene.detail.modalPresentationStyle == .fullScreen)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// Presented again from its dismissal's completion — which UIKit calls inside
    /// `completeTransition`, before the library's run has ended and given the style back — the
    /// controller still reads as the app's `.fullScreen` (the record it ended remembers it), and
    /// the ended record's late give-back does not touch the new presentation.
    @Test func aFullScreenControllerPresentedAgainFromItsDismissalsCompletionStillRemovesThePresentersView()
        throws
    {
        scene.detail.modalPresentationStyle = .fullScreen
        scene.host.present(scene.detail, from: scene.grid, transition: scene.zoom())
        scene.settle()
        scene.model.dismiss(scene.detail, animated: true) { [scene] in
            scene.host.present(scene.detail, from: scene.grid, transition: scene.zoom())
        }
        scene.settle()
        #expect(scene.detail.presentingViewController != nil)
        let controller = try #require(scene.model.presentationController(of: scene.detail))
        #expect(controller.shouldRemovePresentersView)
        #expect(scene.detail.modalPresentationStyle == .custom, "the new presentation's, not given back")
        #expect(!scene.tabs.view.isInWindow)
        #expect(scene.host.coordinator.performEscape(on: scene.detail))
        scene.settle()
        #expect(scene.detail.modalPresentationStyle == .fullScreen)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// After a presentation of the library, one UIKit plays (nothing matched) is UIKit's own
    /// `.fullScreen`, with its own presentation controller: what the rule decides is what UIKit
    /// plays.
    @Test func aPresentationUIKitPlaysAfterOneOfTheLibrarysIsTheAppsFullScreen() throws {
        scene.detail.modalPresentationStyle = .fullScreen
        scene.host.present(scene.detail, from: scene.grid, transition: scene.zoom())
        scene.settle()
        #expect(scene.host.coordinator.performEscape(on: scene.detail))
        scene.settle()
        scene.host.present(scene.detail, from: scene.grid)
        #expect(scene.detail.modalPresentationStyle == .fullScreen)
        let controller = try #require(scene.model.presentationController(of: scene.detail))
        #expect(controller.wrapper == nil, "UIKit's own controller")
        #expect(controller.shouldRemovePresentersView)
        scene.settle()
        #expect(!scene.tabs.view.isInWindow)
        scene.model.dismiss(scene.detail)
        scene.settle()
        #expect(scene.tabs.view.superview === scene.window)
        #expect(scene.detail.modalPresentationStyle == .fullScreen)
        #expect(scene.host.madeAnimators.count == 2, "the library played the first presentation only")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// A cancelled dismissal leaves the presentation up, `.custom` in the library's controller; the
    /// app's style comes back once a dismissal completes.
    @Test func aCancelledDismissalKeepsTheStyleUntilADismissalCompletes() throws {
        scene.detail.modalPresentationStyle = .fullScreen
        scene.host.present(scene.detail, from: scene.grid, transition: scene.zoom())
        scene.settle()
        let interaction = PercentDrivenTransitionModel(ledger: scene.ledger)
        #expect(scene.host.coordinator.beginInteractiveDismissal(of: scene.detail, interaction: interaction))
        interaction.update(0.4)
        interaction.cancel()
        scene.settle()
        #expect(scene.detail.presentingViewController === scene.tabs)
        #expect(scene.detail.modalPresentationStyle == .custom)
        #expect(scene.model.presentationController(of: scene.detail)?.shouldRemovePresentersView == true)
        #expect(!scene.tabs.view.isInWindow, "taken out again")
        #expect(scene.host.coordinator.performEscape(on: scene.detail))
        scene.settle()
        #expect(scene.detail.modalPresentationStyle == .fullScreen)
        #expect(scene.tabs.view.superview === scene.window)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// A style the app sets while its screen is presented is the app's: the end of the
    /// presentation does not overwrite it.
    @Test func aStyleTheAppSetsWhilePresentedIsKept() {
        scene.detail.modalPresentationStyle = .fullScreen
        scene.host.present(scene.detail, from: scene.grid, transition: scene.zoom())
        scene.settle()
        scene.detail.modalPresentationStyle = .overFullScreen
        scene.model.dismiss(scene.detail)
        scene.settle()
        #expect(scene.detail.presentingViewController == nil)
        #expect(scene.detail.modalPresentationStyle == .overFullScreen)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// A presentation UIKit refuses (another one is running): nothing is presented, and the
    /// controller has the app's style back at once.
    @Test func aPresentationUIKitRefusesGivesTheStyleBackAtOnce() {
        scene.host.present(scene.detail, from: scene.grid, transition: scene.zoom())
        let sheet = ViewControllerModel("sheet", ledger: scene.ledger)
        sheet.modalPresentationStyle = .fullScreen
        let refused = scene.ledger.expect(PresentationModel.Contract.presentOnce) {
            scene.host.present(sheet, from: scene.detail, transition: PresentedTransition(.crossFade))
        }
        #expect(sheet.presentingViewController == nil)
        #expect(sheet.modalPresentationStyle == .fullScreen)
        scene.settle()
        #expect(scene.detail.presentingViewController === scene.tabs)
        #expect(refused.map(\.member) == ["present(sheet) from detail"], "UIKit's refusal")
    }

    /// Nothing the library plays (no transition given, none registered): UIKit's own `.fullScreen`,
    /// its own presentation controller (no wrapper: VoiceOver's escape is UIKit's and the app's
    /// business), the status bar and accessibility as the app left them.
    @Test func aPresentationUIKitPlaysKeepsTheAppsFullScreenWithoutAWrapper() throws {
        scene.detail.modalPresentationStyle = .fullScreen
        scene.host.present(scene.detail, from: scene.grid)
        #expect(scene.detail.modalPresentationStyle == .fullScreen)
        let controller = try #require(scene.model.presentationController(of: scene.detail))
        #expect(controller.wrapper == nil)
        #expect(controller.presentedView === scene.detail.view)
        #expect(controller.shouldRemovePresentersView, "UIKit's own full-screen controller")
        #expect(!scene.detail.modalPresentationCapturesStatusBarAppearance)
        #expect(scene.host.modalToAccessibility.isEmpty)
        scene.settle()
        #expect(scene.host.madeAnimators.isEmpty)
        #expect(!scene.tabs.view.isInWindow)
        scene.model.dismiss(scene.detail)
        scene.settle()
        #expect(scene.tabs.view.superview === scene.window)
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    /// A cover (`.overFullScreen`, as SwiftUI's `transitionFullScreenCover` asks) is presented
    /// `.custom` in the wrapper, the presenter stays, and the escape's dismissal gives its style back.
    @Test func aCoverIsPresentedCustomAndItsEscapeGivesItsStyleBack() throws {
        scene.detail.modalPresentationStyle = .overFullScreen
        scene.host.present(scene.detail, from: scene.grid, transition: scene.zoom())
        scene.settle()
        #expect(scene.detail.modalPresentationStyle == .custom)
        #expect(scene.model.presentationController(of: scene.detail)?.presentedView.name == "EscapeView")
        #expect(scene.tabs.view.isInWindow, "over the full screen: the presenter stays")
        #expect(scene.host.coordinator.performEscape(on: scene.detail))
        scene.settle()
        #expect(scene.detail.presentingViewController == nil)
        #expect(
            scene.detail.modalPresentationStyle == .overFullScreen,
            "the style the cover asked for, given back")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
