import Foundation
import Testing
import TransitionKit
import TransitionKitPreview

struct HTMLRendererTests {
    /// The JSON text embedded in the page.
    private func embeddedText(_ html: String) throws -> String {
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"tk-data\">\n"))
        let end = try #require(html.range(of: "\n</script>", range: start.upperBound..<html.endIndex))
        return String(html[start.upperBound..<end.lowerBound])
    }

    /// The scene's data embedded in the page: the gallery's, with one variant.
    private func embeddedData(_ html: String) throws -> [String: Any] {
        let json = try embeddedText(html)
        let data = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let variants = try #require(data["variants"] as? [[String: Any]])
        #expect(variants.count == 1)
        return try #require(variants.first?["scene"] as? [String: Any])
    }

    @Test func embedsDenseScrubAndRunningSamples() throws {
        let html = HTMLRenderer().render(PreviewFixtures.scene, progress: 0.5)
        let data = try embeddedData(html)
        let scrub = try #require(data["scrub"] as? [[[Any]]])
        let running = try #require(data["running"] as? [[[Any]]])
        #expect(scrub.count == 121)
        #expect(running.count == 31)  // 0.5 s at 60 fps, plus the end state
        #expect(data["runningInterval"] as? Double == 0.016667)
        #expect(scrub.allSatisfy { $0.count == 2 })
        // Scrub sample 30 is progress 0.25: the fromView at x −25, alpha 0.875.
        #expect(scrub[30][0][0] as? Double == -25)
        #expect(scrub[30][0][4] as? Double == 0.875)
        // The toView carries its own color; the fromView has none.
        #expect(scrub[30][1][11] as? String == "#ff8000")
        #expect(scrub[30][0][11] is NSNull)
        let roles = try #require(data["elements"] as? [[String: Any]]).map { $0["role"] as? String }
        #expect(roles == ["fromView", "toView"])
    }

    /// The page writes its samples straight from the plan; they are ``PreviewSamples``' states.
    @Test func embeddedSamplesArePreviewSamples() throws {
        let scene = PreviewScene(
            transition: "t", operation: .pop, plan: PreviewFixtures.plan.reversed().duration(0.2),
            canvas: PreviewFixtures.screen)
        let data = try embeddedData(HTMLRenderer().render(scene, progress: 0))
        let samples = PreviewSamples(plan: scene.plan)
        for (written, expected) in [
            (try #require(data["scrub"] as? [[[Any]]]), samples.scrub),
            (try #require(data["running"] as? [[[Any]]]), samples.running),
        ] {
            #expect(written.count == expected.count)
            for (sample, states) in zip(written, expected) {
                #expect(sample.count == states.count)
                for (values, state) in zip(sample, states) {
                    #expect(
                        values[0] as? Double
                            == Double(PreviewNumber.format(Double(state.frame.minX), decimals: 2)))
                    #expect(values[4] as? Double == Double(PreviewNumber.format(state.alpha)))
                    #expect(
                        values[5] as? Double == Double(PreviewNumber.format(state.cornerRadius, decimals: 2)))
                }
            }
        }
    }

    @Test func runningSamplesFollowThePlansTiming() throws {
        let plan = PreviewFixtures.plan
        let data = try embeddedData(HTMLRenderer().render(PreviewFixtures.scene, progress: 0))
        let running = try #require(data["running"] as? [[[Any]]])
        let index = 6  // 0.1 s into 0.5 s
        let expected = try #require(plan.state(of: .fromView, at: 0.2, evaluation: .running))
        #expect(running[index][0][4] as? Double == Double(PreviewNumber.format(expected.alpha)))
        #expect(running.last?[0][0] as? Double == -100)
    }

    @Test func isSelfContainedWithSliderPlayButtonAndDrawing() {
        let html = HTMLRenderer().render(PreviewFixtures.scene, progress: 0.25)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(
            html.contains(
                "<input id=\"tk-slider\" type=\"range\" min=\"0\" max=\"120\" step=\"1\" value=\"30\""))
        #expect(html.contains("<button id=\"tk-play\""))
        #expect(html.contains("<g id=\"tk-scene\""))
        #expect(html.contains("<table id=\"tk-readout\">"))
        #expect(!html.contains("src=\"http") && !html.contains("href=\"http"))
        #expect(!html.contains("<script src"))
        #expect(!html.contains("<link "))
    }

    @Test func roleNamesCannotCloseTheDataScript() {
        let state = VisualState(frame: PreviewFixtures.screen)
        let plan = TransitionPlan(
            elements: [.init(role: .custom("</script><b>"), from: state, to: state)], duration: 1,
            timing: .linear)
        let scene = PreviewScene(
            transition: "t", operation: .push, plan: plan, canvas: PreviewFixtures.screen)
        let html = HTMLRenderer().render(scene, progress: 0)
        #expect(html.components(separatedBy: "</script>").count - 1 == 2)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300, -Double.greatestFiniteMagnitude])
    func extremeNumbersNeverReachTheScript(value: Double) throws {
        let state = VisualState(
            frame: CGRect(x: value, y: 0, width: value, height: value), alpha: value, cornerRadius: value,
            transform: Transform2D(
                scaleX: value, scaleY: value, rotation: value, translationX: value, translationY: value),
            backgroundColor: RGBA(red: value, green: 0, blue: 0, alpha: value),
            additionalSafeAreaInsets: Insets(top: value))
        let plan = TransitionPlan(
            elements: [
                .init(role: .custom("x"), from: VisualState(frame: PreviewFixtures.screen), to: state)
            ],
            duration: 1, timing: .linear)
        let scene = PreviewScene(
            transition: "t", operation: .push, plan: plan, canvas: PreviewFixtures.screen)
        let html = HTMLRenderer().render(scene, progress: 0.5)
        let data = try embeddedData(html)
        for sample in try #require(data["scrub"] as? [[[Any]]])
            + (try #require(data["running"] as? [[[Any]]]))
        {
            for values in sample {
                // Finite numbers within ±1e9, but for the color, and `null` for a color or an
                // inset the state leaves alone.
                for (index, value) in values.enumerated()
                where index != 11 && !(index > 11 && value is NSNull) {
                    let number = try #require(value as? Double)
                    #expect(number.isFinite && abs(number) <= 1e9)
                }
            }
        }
        #expect(try embeddedText(html).firstRange(of: /NaN|Infinity|inf|nan/) == nil)
        let drawing = try #require(html.firstRange(of: /<svg id="tk-drawing"[\s\S]*?<\/svg>/))
        #expect(html[drawing].firstRange(of: /NaN|Infinity|inf|nan|null/) == nil)
    }

    @Test func theScriptDrawsAnythingButAFiniteNumberAsZero() {
        let html = HTMLRenderer().render(PreviewFixtures.scene, progress: 0)
        #expect(html.contains("if (typeof value !== \"number\" || !isFinite(value)) { value = 0; }"))
    }

    @Test func controlCharactersInNamesKeepThePageWellFormed() throws {
        let values: [UInt32] = [0x61, 0, 0x0D, 0x1B, 0x7F, 0x9F, 0xFFFF, 0x3C, 0x2F, 0x73, 0x26, 0x27]
        let name = String(String.UnicodeScalarView(values.compactMap(Unicode.Scalar.init)))
        let state = VisualState(frame: PreviewFixtures.screen)
        let plan = TransitionPlan(
            elements: [.init(role: .custom(name), from: state, to: state)], duration: 1, timing: .linear)
        let scene = PreviewScene(
            transition: name, operation: .push, plan: plan, canvas: PreviewFixtures.screen)
        let html = HTMLRenderer().render(scene, progress: 0)
        #expect(html.contains("<title>a␀␍␛␡��&lt;/s&amp;&#39; · push — TransitionKit preview</title>"))
        let data = try embeddedData(html)
        #expect(data["transition"] as? String == name)
        #expect((data["elements"] as? [[String: Any]])?.first?["role"] as? String == "custom." + name)
        #expect(
            !html.unicodeScalars.contains {
                ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
                    || $0.value & 0xFFFE == 0xFFFE
            })
        let drawing = try #require(html.firstRange(of: /<svg id="tk-drawing"[\s\S]*?<\/svg>/))
        #expect(try SVGDocument.parses(String(html[drawing])))
    }

    @Test func zeroDurationPlansHaveOneRunningSample() throws {
        let plan = PreviewFixtures.plan.duration(0)
        let scene = PreviewScene(
            transition: "t", operation: .push, plan: plan, canvas: PreviewFixtures.screen)
        let data = try embeddedData(HTMLRenderer().render(scene, progress: 0))
        #expect((data["running"] as? [Any])?.count == 1)
        #expect(data["runningInterval"] as? Double == 0)
    }
}
