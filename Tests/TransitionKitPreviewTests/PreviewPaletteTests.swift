import Testing
import TransitionKit
import TransitionKitPreview

struct PreviewPaletteTests {
    @Test func screensAndTheirToolbarsHaveDistinctColors() {
        let roles: [Role] = [.fromView, .toView, .fromToolbar, .toToolbar, .snapshot("a"), .custom("b")]
        let colors = roles.map { PreviewPalette.hex(PreviewPalette.fill(for: $0)) }
        #expect(Set(colors).count == roles.count)
    }

    @Test(arguments: [
        (RGBA(red: 1, green: 0.5, blue: 0), "#ff8000"), (RGBA(red: 2, green: -1, blue: .nan), "#ff0000"),
        (.black, "#000000"), (.white, "#ffffff"),
    ])
    func hexClampsComponents(color: RGBA, hex: String) {
        #expect(PreviewPalette.hex(color) == hex)
    }

    @Test func overlaysAreLabelledOutOfTheWay() {
        #expect(PreviewPalette.kind(of: .dimming) == .overlay)
        #expect(PreviewPalette.kind(of: .shadow) == .overlay)
        #expect(PreviewPalette.kind(of: .toToolbar) == .toolbar)
        #expect(PreviewPalette.kind(of: .snapshot("zoom")) == .snapshot)
        #expect(PreviewPalette.kind(of: .custom("x")) == .view)
    }
}
