import Testing

@testable import TransitionKit
@testable import TransitionKitCore

struct MotionPreferencesTests {
    /// (style, reduce motion, prefers cross-fade, substituted?)
    static let table: [(TransitionStyle, Bool, Bool, Bool)] = [
        (.zoom, false, false, false), (.zoom, true, false, true), (.zoom, true, true, true),
        (.zoom, false, true, true),
        (.custom("flip"), true, false, true), (.custom("flip"), false, false, false),
        (.slide, false, false, false), (.slide, true, false, true), (.slide, true, true, true),
        (.slide, false, true, true),
        (.safeAreaMorph, false, false, false), (.safeAreaMorph, true, false, true),
        (.safeAreaMorph, true, true, true),
        (.crossFade.duration(0.8), true, true, false), (.fade, true, true, false),
        (.system, true, true, false),
    ]

    @Test(arguments: table)
    func substitutionFollowsTheDocumentedTable(
        style: TransitionStyle, reduceMotion: Bool, prefersCrossFade: Bool, substituted: Bool
    ) {
        let preferences = MotionPreferences(
            reduceMotion: reduceMotion, prefersCrossFadeTransitions: prefersCrossFade)
        let result = preferences.resolve(style)
        #expect(result == (substituted ? .crossFade : style))
    }

    @Test(arguments: [TransitionStyle.zoom, .slide, .safeAreaMorph, .custom("flip")])
    func optingOutKeepsTheStyle(style: TransitionStyle) {
        let kept = style.reduceMotion(playsAsDesigned: true)
        #expect(
            MotionPreferences(reduceMotion: true, prefersCrossFadeTransitions: true).resolve(kept) == kept)
    }

    @Test func substituteIsTheDefaultCrossFadeWhateverTheOriginalTiming() {
        let style = TransitionStyle.zoom.duration(2).timing(.linear)
        let result = MotionPreferences(reduceMotion: true).resolve(style)
        #expect(result.kind == .crossFade)
        #expect(result.duration == 0.3)
        #expect(result.timing == .curve(.easeInOut))
    }
}
