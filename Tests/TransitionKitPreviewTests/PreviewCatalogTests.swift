import Testing
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
            for operation in PreviewScene.Operation.allCases {
                for isRightToLeft in [false, true] {
                    let scene = entry.scene(operation, isRightToLeft)
                    #expect(scene?.transition == entry.name)
                    #expect(scene?.operation == operation)
                    #expect(scene?.isRightToLeft == isRightToLeft)
                    #expect((scene?.plan.count ?? 0) > 0)
                }
            }
        }
    }
}
