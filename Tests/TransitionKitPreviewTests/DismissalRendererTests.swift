import Foundation
import Testing
import TransitionKit
import TransitionKitGestures

@testable import TransitionKitPreview

/// `--dismissal`'s outputs: the JSON is the run's numbers, the filmstrip draws its
/// frames, and the page's coefficients are the engine's while its script holds no motion constant.
struct DismissalRendererTests {
    let run = DismissalRun(
        kind: .zoom, path: [.zero, CGPoint(x: 0, y: 100), CGPoint(x: 0, y: 200)],
        velocity: CGPoint(x: 0, y: 900))

    private func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func theJSONHoldsTheRunsNumbers() throws {
        let json = try object(DismissalRenderer().json(run))
        #expect(json["dismissal"] as? String == "zoom")
        let drag = try #require(json["drag"] as? [[Double]])
        #expect(drag.count == 3)
        #expect(drag[2] == [0.033333333, 0, 200, 0.8, 16, 0.15])
        let release = try #require(json["release"] as? [String: Any])
        #expect(release["outcome"] as? String == "dismiss")
        #expect(release["projected"] as? [Double] == [0, 649.1], "200 + 900 · 0.998 / 0.002 / 1000")
        #expect(release["handOff"] as? [Double] == [0, -2.465753425, 0], "900 / (−165 − 200)")
        #expect((json["settle"] as? [[Double]])?.count == run.settle.count)
        #expect(json["target"] as? [Double] == [0, -122, -165, 0.292307692, 32, 0])
    }

    @Test func theFilmstripDrawsEvenlySpacedFrames() {
        let svg = DismissalRenderer().filmstrip(run, frames: 4)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.components(separatedBy: "-screen\"").count - 1 == 4)
        #expect(svg.contains(">drag 0 s</text>"))
        let last = run.settle.last!.time
        #expect(svg.contains(">dismiss \(PreviewNumber.format(last, decimals: 3)) s</text>"), "ends at rest")
        #expect(DismissalRenderer().filmstrip(run, frames: 1).components(separatedBy: "-screen\"").count == 2)
    }

    /// The page's data: the mapping's table, the policy's numbers and the spring's samples are the
    /// engine's own answers.
    @Test func thePagesCoefficientsAreTheEngines() throws {
        let page = DismissalRenderer().page(run)
        let start = try #require(page.range(of: "<script type=\"application/json\" id=\"tk-data\">\n"))
        let end = try #require(page.range(of: "\n</script>", range: start.upperBound..<page.endIndex))
        let data = try object(String(page[start.upperBound..<end.lowerBound]))
        let coefficients = try #require(data["coefficients"] as? [String: Any])
        let mapping = try #require(coefficients["mapping"] as? [String: Any])
        let rows = try #require(mapping["rows"] as? [[Double]])
        #expect(rows.count == 1201)
        for distance in [0, 37, 200, 400, 401, 777, 1200] {
            let scale = DismissalMapping.default.scale(translation: CGPoint(x: 0, y: distance))
            #expect(abs(rows[distance][0] - scale) < 1e-9)
            #expect(abs(rows[distance][2] - DismissalRun.backdropAlpha(.default, scale: scale)) < 1e-9)
        }
        #expect(mapping["followsFinger"] as? Bool == true)
        let policy = try #require(coefficients["policy"] as? [String: Any])
        #expect(policy["threshold"] as? Double == 100)
        #expect(policy["flickSpeed"] as? Double == 800)
        #expect(policy["projection"] as? Double == 0.499)
        #expect(policy["commitThreshold"] is NSNull)
        let spring = try #require(coefficients["spring"] as? [String: Any])
        let base = try #require(spring["base"] as? [Double])
        let perVelocity = try #require(spring["perVelocity"] as? [Double])
        #expect(base.count == 361)
        for (index, velocity) in [(12, -2.4), (30, 0.7), (100, 5)] {
            let time = Double(index) / 120
            let expected = SpringTiming.handOff.value(at: time, initialVelocity: velocity)
            #expect(abs(base[index] + velocity * perVelocity[index] - expected) < 1e-8)
        }
        let handOff = try #require(coefficients["handOff"] as? [String: Any])
        #expect(handOff["dismiss"] as? [Double] == [-122, -165, 0.292307692, 32, 0])
        #expect(handOff["restore"] as? [Double] == [0, 0, 1, 0, 0.3])
        let recorded = try #require(data["recorded"] as? [String: Any])
        #expect((recorded["drag"] as? [[Double]])?.count == 3)
    }

    /// "The page holds no constants of its own": the script's only numbers are small counts, digit
    /// counts and the milliseconds in a second (none of the policy's 100, 800 or 0.998, the rubber band's 0.55,
    /// the hand-off's 0.5).
    @Test func theScriptHoldsNoMotionConstant() throws {
        // Array indices (`row[5]`) are positions, not numbers of the motion.
        let script = DismissalRenderer.script.replacingOccurrences(
            of: "\\[[0-9]+\\]", with: "[]", options: .regularExpression)
        let pattern = try NSRegularExpression(
            pattern: "(?<![A-Za-z_0-9.\\\\])[0-9]+(?:\\.[0-9]+)?(?:e-?[0-9]+)?")
        let range = NSRange(script.startIndex..., in: script)
        let numbers = Set(
            pattern.matches(in: script, range: range).compactMap {
                Range($0.range, in: script).map { String(script[$0]) }
            })
        #expect(numbers.isSubset(of: ["0", "1", "2", "3", "4", "1000"]), "\(numbers.sorted())")
    }

    @Test func theCardsPageScalesInPlace() throws {
        let card = DismissalRun(kind: .card, path: [.zero, CGPoint(x: 0, y: 100)], velocity: .zero)
        let page = DismissalRenderer().page(card)
        #expect(page.contains("<title>Dragging a card away — TransitionKit preview</title>"))
        #expect(page.contains("\"followsFinger\": false"))
    }
}
