import Testing
import TransitionKit

@Suite struct ScreenOverridesTests {
    final class Screen {}

    @Test func anOverrideCoversThePushAndThePopThatUndoesIt() {
        let grid = Screen()
        let detail = Screen()
        var overrides = ScreenOverrides<Screen, String>()
        overrides.set("zoom", for: detail)
        #expect(overrides.value(for: detail) == "zoom")
        #expect(overrides.value(for: grid) == nil)
        overrides.stackDidSettle([grid, detail])
        #expect(overrides.value(for: detail) == "zoom")
        overrides.stackDidSettle([grid])
        #expect(overrides.value(for: detail) == nil)
        #expect(overrides.count == 0)
    }

    @Test func aCancelledPopKeepsTheOverride() {
        let grid = Screen()
        let detail = Screen()
        var overrides = ScreenOverrides<Screen, String>()
        overrides.set("zoom", for: detail)
        overrides.stackDidSettle([grid, detail])
        overrides.stackDidSettle([grid, detail])
        #expect(overrides.value(for: detail) == "zoom")
    }

    @Test func anOverrideNotYetShownSurvivesOtherNavigations() {
        let grid = Screen()
        let detail = Screen()
        var overrides = ScreenOverrides<Screen, String>()
        overrides.set("fade", for: detail)
        overrides.stackDidSettle([grid])
        #expect(overrides.value(for: detail) == "fade")
    }

    @Test func settingAgainReplaces() {
        let detail = Screen()
        var overrides = ScreenOverrides<Screen, String>()
        overrides.set("zoom", for: detail)
        overrides.set("fade", for: detail)
        #expect(overrides.value(for: detail) == "fade")
        #expect(overrides.count == 1)
    }

    @Test func screensAreHeldWeakly() {
        var overrides = ScreenOverrides<Screen, String>()
        weak var released: Screen?
        do {
            let detail = Screen()
            released = detail
            overrides.set("zoom", for: detail)
            #expect(overrides.count == 1)
        }
        #expect(released == nil)
        #expect(overrides.count == 0)
        overrides.stackDidSettle([])
        #expect(overrides.count == 0)
    }
}
