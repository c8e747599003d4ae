import Testing

@testable import TransitionKit
@testable import TransitionKitCore

struct BackButtonLabelTests {
    @Test func backBarButtonTitleWins() {
        #expect(
            BackButtonLabel.resolve(backBarButtonTitle: "List", backButtonTitle: "Back to", title: "Recipes")
                == "List")
    }

    @Test func backButtonTitleBeforeTitle() {
        #expect(
            BackButtonLabel.resolve(backBarButtonTitle: nil, backButtonTitle: "All", title: "Recipes")
                == "All")
    }

    @Test func titleLast() {
        #expect(
            BackButtonLabel.resolve(backBarButtonTitle: nil, backButtonTitle: nil, title: "Recipes")
                == "Recipes")
    }

    @Test func blankCandidatesAreSkipped() {
        #expect(
            BackButtonLabel.resolve(backBarButtonTitle: " ", backButtonTitle: "", title: "Recipes")
                == "Recipes")
        #expect(BackButtonLabel.resolve(backBarButtonTitle: "\n", backButtonTitle: nil, title: "  ") == nil)
    }

    @Test func nothingMeansFallback() {
        #expect(BackButtonLabel.resolve(backBarButtonTitle: nil, backButtonTitle: nil, title: nil) == nil)
        #expect(BackButtonLabel.fallback == "Back")
    }
}
