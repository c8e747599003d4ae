import Foundation
import Testing
import TransitionKit
import TransitionKitPreview

struct JSONRendererTests {
    @Test func writesTheExactDocumentForATinyPlan() {
        let json = JSONRenderer().render(PreviewFixtures.scene, progress: 0.25)
        let expected = """
            {
              "transition": "tiny",
              "operation": "push",
              "layoutDirection": "leftToRight",
              "progress": 0.25,
              "evaluation": "scrubbing",
              "duration": 0.5,
              "canvas": [0, 0, 390, 844],
              "elements": [
                {
                  "role": "fromView",
                  "frame": [-25, 0, 390, 844],
                  "alpha": 0.875,
                  "cornerRadius": 0,
                  "transform": {"scaleX": 1, "scaleY": 1, "rotation": 0, "translationX": 0, "translationY": 0},
                  "backgroundColor": null,
                  "additionalSafeAreaInsets": null
                },
                {
                  "role": "toView",
                  "frame": [10, 100, 245, 472],
                  "alpha": 1,
                  "cornerRadius": 6,
                  "transform": {"scaleX": 1, "scaleY": 1, "rotation": 0, "translationX": 0, "translationY": 0},
                  "backgroundColor": [1, 0.5, 0, 1],
                  "additionalSafeAreaInsets": null
                }
              ]
            }

            """
        #expect(json == expected)
    }

    @Test func isValidJSONWithTheDocumentedKeys() throws {
        let json = JSONRenderer().render(PreviewFixtures.scene, progress: 1)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["transition"] as? String == "tiny")
        #expect(object["operation"] as? String == "push")
        #expect(object["progress"] as? Double == 1)
        let elements = try #require(object["elements"] as? [[String: Any]])
        #expect(elements.map { $0["role"] as? String } == ["fromView", "toView"])
        #expect(elements[0]["frame"] as? [Double] == [-100, 0, 390, 844])
        #expect(elements[0]["alpha"] as? Double == 0.5)
    }

    @Test(arguments: [(-0.5, "0"), (Double.nan, "0"), (7, "1"), (0.5, "0.5")])
    func clampsProgressAndWritesTheClampedValue(progress: Double, written: String) {
        let json = JSONRenderer().render(PreviewFixtures.scene, progress: progress)
        #expect(json.contains("\"progress\": \(written),"))
    }

    @Test func runningEvaluationAppliesThePlansTiming() {
        let plan = PreviewFixtures.plan
        let running = JSONRenderer().render(PreviewFixtures.scene, progress: 0.25, evaluation: .running)
        let eased = plan.effectiveProgress(0.25, evaluation: .running)
        let state = plan.state(of: .fromView, at: eased)
        #expect(running.contains("\"evaluation\": \"running\""))
        #expect(running.contains("\"alpha\": \(PreviewNumber.format(state?.alpha ?? -1))"))
        #expect(eased != 0.25)
    }

    /// A state normalizes its numbers (NaN and ∞ → 0, the rest within ±10⁹), so the JSON holds
    /// those; ``PreviewNumberTests`` checks that huge finite numbers print in full.
    @Test func writesTheStatesNormalizedNumbers() throws {
        let state = VisualState(
            frame: CGRect(x: 1e300, y: -Double.greatestFiniteMagnitude, width: .nan, height: .infinity),
            alpha: 1e-300)
        let plan = TransitionPlan(
            elements: [.init(role: .custom("x"), from: state, to: state)], duration: 1, timing: .linear)
        let scene = PreviewScene(
            transition: "t", operation: .push, plan: plan, canvas: PreviewFixtures.screen)
        let json = JSONRenderer().render(scene, progress: 0)
        #expect(!json.contains("inf"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let element = try #require((object["elements"] as? [[String: Any]])?.first)
        let frame = try #require(element["frame"] as? [Any])
        #expect(frame[0] as? Double == 1e9)
        #expect(frame[1] as? Double == -1e9)
        #expect(frame[2] as? Double == 0)
        #expect(frame[3] as? Double == 0)
        #expect(element["alpha"] as? Double == 0)
    }

    @Test func controlCharactersAndNoncharactersReadBackExactly() throws {
        let values: [UInt32] = [
            0x61, 0, 0x1F, 0x7F, 0x85, 0x2028, 0x2029, 0xFFFE, 0xFDD0, 0x1_FFFF, 0x22, 0x5C,
        ]
        let name = String(String.UnicodeScalarView(values.compactMap(Unicode.Scalar.init)))
        let state = VisualState(frame: PreviewFixtures.screen)
        let plan = TransitionPlan(
            elements: [.init(role: .custom(name), from: state, to: state)], duration: 1, timing: .linear)
        let scene = PreviewScene(
            transition: name, operation: .push, plan: plan, canvas: PreviewFixtures.screen)
        let json = JSONRenderer().render(scene, progress: 0)
        #expect(
            json.contains(
                #""transition": "a\u0000\u001f\u007f\u0085\u2028\u2029\ufffe\ufdd0\ud83f\udfff\"\\""#))
        #expect(!json.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["transition"] as? String == name)
        #expect((object["elements"] as? [[String: Any]])?.first?["role"] as? String == "custom." + name)
    }

    @Test func escapesRoleNamesAndWritesTransformsAndInsets() throws {
        let screen = PreviewFixtures.screen
        let state = VisualState(
            frame: screen, transform: Transform2D(scaleX: 0.5, scaleY: 0.25, translationX: -3),
            additionalSafeAreaInsets: Insets(top: 44))
        let plan = TransitionPlan(
            elements: [.init(role: .custom("a\"</script>"), from: state, to: state)], duration: 1,
            timing: .linear)
        let scene = PreviewScene(transition: "t", operation: .pop, plan: plan, canvas: screen)
        let json = JSONRenderer().render(scene, progress: 0)
        #expect(json.contains(#""role": "custom.a\"\u003c/script\u003e""#))
        #expect(json.contains(#""scaleX": 0.5, "scaleY": 0.25, "rotation": 0, "translationX": -3"#))
        #expect(
            json.contains(#""additionalSafeAreaInsets": {"top": 44, "left": 0, "bottom": 0, "right": 0}"#))
        #expect(try JSONSerialization.jsonObject(with: Data(json.utf8)) is [String: Any])
    }
}
