import Foundation
import Testing
import TransitionKitGallery

@testable import TransitionKit
@testable import TransitionKitCore
@testable import TransitionKitPreview

/// `--operation gesturePop` draws the pop a swipe drives: a transition's own gesture-driven pop
/// (`zoomSwipedSlide`: the slide) where it differs from the button's pop (the zoom reversed), the
/// pop itself elsewhere; the gallery offers it as a third operation.
struct PreviewGesturePopTests {
    private func run(_ arguments: [String]) -> PreviewCommand.Result {
        PreviewCommand.run(arguments: arguments, catalog: .builtIn)
    }

    @Test func parsesTheGesturePop() throws {
        let options = try PreviewOptions.parse(["zoomSwipedSlide", "--operation", "gesturePop"])
        #expect(options.operation == .pop && options.gestureDriven)
        let again = try PreviewOptions.parse([
            "zoomSwipedSlide", "--operation=gesturePop", "--operation", "pop",
        ])
        #expect(again.operation == .pop && !again.gestureDriven)
    }

    @Test func theButtonsPopIsTheZoomReversedAndTheSwipesTheSlide() throws {
        let entry = try #require(PreviewCatalog.builtIn.entry(named: "zoomSwipedSlide"))
        let button = try #require(entry.scene(.pop, .leftToRight, gestureDriven: false))
        let swipe = try #require(entry.scene(.pop, .leftToRight, gestureDriven: true))
        let zoomPop = BuiltInTransition.zoom.sampleGeometry(operation: .pop)
        #expect(button.plan == BuiltInTransition.zoom.plan(for: zoomPop))
        #expect(button.operationName == "pop" && button.decision?.playsGesturePop == false)
        #expect(swipe.plan == TransitionStyle.slide.plan(for: zoomPop))
        #expect(swipe.operationName == "gesturePop" && swipe.decision?.playsGesturePop == true)
        #expect(entry.scene(.push, .leftToRight, gestureDriven: true)?.operationName == "push")
    }

    @Test func theCommandDrawsTheSwipesPopAndTheButtonsPop() {
        let swipe = run(["zoomSwipedSlide", "--operation", "gesturePop", "--format", "json"])
        #expect(swipe.exitCode == 0)
        #expect(swipe.standardOutput.contains("\"operation\": \"gesturePop\""))
        let button = run(["zoomSwipedSlide", "--operation", "pop", "--format", "json"])
        #expect(button.standardOutput.contains("\"operation\": \"pop\""))
        #expect(swipe.standardOutput != button.standardOutput)
        // A transition without its own gesture-driven pop: a swipe plays the pop.
        let slide = run(["slide", "--operation", "gesturePop", "--format", "json"])
        #expect(
            slide.standardOutput == run(["slide", "--operation", "pop", "--format", "json"]).standardOutput)
        let page = run(["zoomSwipedSlide", "--operation", "gesturePop", "--format", "html"]).standardOutput
        #expect(page.contains("<option value=\"gesturePop\" selected>Swipe pop</option>"))
    }

    @Test func theGalleryOffersTheSwipesPopWhereItDiffers() throws {
        let gallery = PreviewGallery(catalog: .builtIn)
        let swiped = try #require(gallery.transitions.first { $0.name == "zoomSwipedSlide" })
        #expect(swiped.variants.map(\.scene.operationName).filter { $0 == "gesturePop" }.count == 4)
        let zoom = try #require(gallery.transitions.first { $0.name == "zoom" })
        #expect(!zoom.variants.contains { $0.scene.operationName == "gesturePop" })
        let page = GalleryRenderer().render(gallery)
        #expect(page.contains("<option value=\"gesturePop\">Swipe pop</option>"))
    }
}
