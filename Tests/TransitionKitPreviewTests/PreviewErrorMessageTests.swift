import Foundation
import Testing
import TransitionKitPreview

/// What error messages show of hostile input: at most about 80 characters of it, every control and
/// bidirectional formatting character escaped, and what was wrong said in words.
struct PreviewErrorMessageTests {
    private func run(_ arguments: [String]) -> PreviewCommand.Result {
        PreviewCommand.run(arguments: arguments, catalog: PreviewFixtures.catalog)
    }

    /// Characters that reorder or drive a terminal: a message may not carry them raw.
    private static let forbidden: [Unicode.Scalar] = [
        "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}", "\u{61C}", "\u{200E}", "\u{200F}", "\u{2028}", "\u{2029}",
        "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}",
        "\u{2069}",
    ]

    @Test func aTenThousandPointDragIsRefusedByItsCountNotEchoed() {
        let path = (0..<10_000).map { "0,\($0)" }.joined(separator: " ")
        let result = run(["zoom", "--dismissal", path])
        #expect(result.exitCode == 64)
        #expect(result.standardError.count < 400)
        #expect(result.standardError.contains("not 10000 points"))
        #expect(result.standardError.contains("at most 600"))
        #expect(result.standardError.contains("'0,0 0,1 0,2 0,3 0,4 0,5 0,6 0,7 0,8 0,9 …9994 "))
        #expect(result.standardError.contains("0,9999' (68889 characters)"))
    }

    @Test func aBadPointIsNamedByItsPosition() {
        let result = run(["zoom", "--dismissal", "0,0 0,40 zero,1"])
        #expect(result.exitCode == 64)
        #expect(
            result.standardError
                == "error: invalid value '0,0 0,40 zero,1' for --dismissal: expected points 'x,y' of two finite "
                + "numbers within ±1000000000 pt; point 3, 'zero,1', is not\n")
    }

    @Test(arguments: [
        ["\u{202E}lla"], ["--\u{202E}x"], ["tiny", "extra\u{2067}"], ["tiny", "--format", "\u{200F}svg"],
        ["tiny", "--progress", "1\u{2028}"], ["tiny", "--output", "/no/such\u{202E}/x\u{1B}[31m.svg"],
        ["zoom", "--dismissal", "0,0\u{2066}"], ["zoom", "--velocity", "\u{61C}1,1"],
    ])
    func bidirectionalAndControlCharactersAreEscaped(arguments: [String]) {
        let result = run(arguments)
        #expect(result.exitCode != 0)
        #expect(!result.standardError.unicodeScalars.contains(where: Self.forbidden.contains))
        #expect(result.standardError.contains("\\u{"))
    }

    @Test(arguments: [
        [String(repeating: "z", count: 5000)], ["--" + String(repeating: "v", count: 5000)],
        ["tiny", String(repeating: "x", count: 5000)],
        ["tiny", "--format", String(repeating: "s", count: 5000)],
        ["tiny", "--progress", String(repeating: "9", count: 5000)],
        ["tiny", "--frames", String(repeating: "1", count: 5000)],
        ["zoom", "--velocity", String(repeating: "1", count: 5000) + ",1"],
        ["tiny", "--output", "/no/such/" + String(repeating: "d", count: 5000) + "/x.svg"],
        ["tiny", "--output", String(repeating: "a/", count: 2000) + "x.svg"],
    ])
    func longInputIsQuotedShortWithItsLength(arguments: [String]) {
        let result = run(arguments)
        #expect(result.exitCode != 0)
        #expect(result.standardError.count < 400)
        #expect(result.standardError.contains("characters)"))
    }
}
