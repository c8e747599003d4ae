import Testing
import TransitionKit
import TransitionKitGallery
import TransitionKitPreview

struct PreviewCatalogTests {
    @Test func findsEntriesByExactName() {
        let catalog = PreviewFixtures.catalog
        #expect(catalog.names == ["tiny", "uikitOnly"])
        #expect(catalog.entry(named: "tiny")?.summary == "A tiny test plan")
        #expect(catalog.entry(named: "Tiny") == nil)
        #expect(catalog.entry(named: "") == nil)
    }

    @Test func everyBuiltInEntryHasAPlanForBothOperationsAndDirections() {
        for entry in PreviewCatalog.builtIn.entries {
            for operation in NavigationOperation.allCases {
                for direction in TransitionLayoutDirection.allCases {
                    let scene = entry.scene(operation, direction)
                    #expect(scene?.transition == entry.name)
                    #expect(scene?.operation == operation)
                    #expect(scene?.layoutDirection == direction)
                    #expect((scene?.plan.count ?? 0) > 0)
                }
            }
        }
    }

    @Test func builtInListsEveryBuiltInTransitionWithItsOwnPlan() throws {
        #expect(
            PreviewCatalog.builtIn.names == [
                "zoom", "crossFade", "safeAreaMorph", "slide", "fade", "toolbarCrossFade", "toolbarMorph",
                "matchedZoom", "card", "systemBars", "zoomIntoSheet", "zoomSwipedSlide",
            ])
        for transition in BuiltInTransition.allCases {
            let entry = try #require(PreviewCatalog.builtIn.entry(named: transition.name))
            let scene = try #require(entry.scene(.pop, .rightToLeft))
            #expect(scene.plan == transition.samplePlan(operation: .pop, layoutDirection: .rightToLeft))
            #expect(scene.canvas == transition.sampleGeometry().containerBounds)
        }
    }
}
