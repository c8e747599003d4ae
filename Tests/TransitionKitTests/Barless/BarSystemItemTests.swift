import Testing

@testable import TransitionKit
@testable import TransitionKitCore

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

/// The raw values of `UIBarButtonSystemItem`, as UIBarButtonItem.h declares them.
struct BarSystemItemRawValueTests {
    @Test func rawValuesFollowUIBarButtonItemH() {
        let header: [(Int, BarSystemItem)] = [
            (0, .done), (1, .cancel), (2, .edit), (3, .save), (4, .add), (5, .flexibleSpace),
            (6, .fixedSpace),
            (7, .compose), (8, .reply), (9, .action), (10, .organize), (11, .bookmarks), (12, .search),
            (13, .refresh), (14, .stop), (15, .camera), (16, .trash), (17, .play), (18, .pause),
            (19, .rewind),
            (20, .fastForward), (21, .undo), (22, .redo), (23, .pageCurl), (24, .close),
        ]
        for (raw, item) in header { #expect(BarSystemItem(systemItemRawValue: raw) == item) }
        #expect(Set(header.map(\.1)) == Set(BarSystemItem.allCases))
    }

    @Test(arguments: [-1, 25, 1_000, Int.min, Int.max])
    func unknownRawValuesAreNil(_ raw: Int) {
        #expect(BarSystemItem(systemItemRawValue: raw) == nil)
    }
}
