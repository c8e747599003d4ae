import Testing

@testable import TransitionKit

struct BarSystemItemTests {
    @Test func textItemsAreTitlesAndDoneIsProminent() {
        #expect(BarSystemItem.done.appearance == .title("Done", prominent: true))
        #expect(BarSystemItem.cancel.appearance == .title("Cancel", prominent: false))
        #expect(BarSystemItem.edit.appearance == .title("Edit", prominent: false))
        #expect(BarSystemItem.save.appearance == .title("Save", prominent: true))
    }

    @Test func pictogramsAreSymbols() {
        #expect(BarSystemItem.add.appearance == .symbol("plus"))
        #expect(BarSystemItem.action.appearance == .symbol("square.and.arrow.up"))
        #expect(BarSystemItem.trash.appearance == .symbol("trash"))
    }

    @Test func spacesAreSpaces() {
        #expect(BarSystemItem.flexibleSpace.appearance == .flexibleSpace)
        #expect(BarSystemItem.fixedSpace.appearance == .fixedSpace)
        #expect(BarSystemItem.flexibleSpace.accessibilityLabel.isEmpty)
    }

    @Test(arguments: BarSystemItem.allCases)
    func everyVisibleItemHasAGlyphOrTitleAndALabel(item: BarSystemItem) {
        switch item.appearance {
        case .symbol(let name):
            #expect(!name.isEmpty)
            #expect(!item.accessibilityLabel.isEmpty)
        case .title(let title, _):
            #expect(!title.isEmpty)
            #expect(item.accessibilityLabel == title)
        case .flexibleSpace, .fixedSpace:
            #expect(item.accessibilityLabel.isEmpty)
        }
    }
}
