import Testing
import TransitionKit

/// An app that writes `import TransitionKit` alone names the gestures module's types — a
/// full-width pan, the release and dismissal policies — and the core's. This file imports nothing
/// else, so it compiling is most of the proof.
struct OneImportTests {
    @Test func theGesturesModulesTypesNeedNoSecondImport() {
        let region: PanRegion = .fullWidth
        #expect(region != .leading(fraction: 0.5))
        let release = ReleasePolicy.default.resolve(progress: 0.9, velocity: 0)
        #expect(release.outcome == .finish)
        #expect(DismissalDirection.allCases.contains(.down))
    }

    @Test func theCoresTypesNeedNoSecondImport() {
        #expect(NavigationOperation.allCases == [.push, .pop])
    }
}
