import Testing

@testable import TransitionKit
@testable import TransitionKitCore

/// What `.transitionToolbar(title:leading:trailing:)` shows: the title, and each button's symbol
/// or title.
@MainActor
struct TransitionToolbarContentTests {
    private static func item(_ title: String, systemImage: String?) -> TransitionToolbarItem {
        TransitionToolbarItem(title, systemImage: systemImage) {}
    }

    @Test func aMissingTitleIsAnEmptyOne() {
        #expect(TransitionToolbarContent.title(nil).isEmpty)
        #expect(TransitionToolbarContent.title("Detail") == "Detail")
    }

    @Test func aSymbolThatExistsShowsLabelledWithTheTitle() {
        var asked: [String] = []
        let label = TransitionToolbarContent.label(of: Self.item("Share", systemImage: "square.and.arrow.up"))
        {
            asked.append($0)
            return true
        }
        #expect(label == .init(symbol: "square.and.arrow.up", text: "Share"))
        #expect(asked == ["square.and.arrow.up"])
    }

    @Test func anUnknownSymbolShowsTheTitle() {
        let label = TransitionToolbarContent.label(of: Self.item("Share", systemImage: "no.such.symbol")) {
            _ in
            false
        }
        #expect(label == .init(symbol: nil, text: "Share"))
    }

    /// No name, or an empty one: the title, without asking whether a symbol exists.
    @Test(arguments: [nil, ""] as [String?])
    func noSymbolNameShowsTheTitle(name: String?) {
        var asked = 0
        let label = TransitionToolbarContent.label(of: Self.item("Edit", systemImage: name)) { _ in
            asked += 1
            return true
        }
        #expect(label == .init(symbol: nil, text: "Edit"))
        #expect(asked == 0)
    }
}
