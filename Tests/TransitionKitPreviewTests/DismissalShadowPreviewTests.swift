import Foundation
import Testing
import TransitionKit
import TransitionKitGestures

@testable import TransitionKitPreview

/// The dismissal preview draws the drag mapping's shadow (`--shadow O,R`): fading in with the
/// shrink as the driver draws it, gone once settled; without one, the outputs are as before.
struct DismissalShadowPreviewTests {
    static let mapping: DismissalMapping = {
        var mapping = DismissalMapping.default
        mapping.shadow = .fadingIn(opacity: 0.3, radius: 12)
        return mapping
    }()
    static let path = [CGPoint.zero, CGPoint(x: 0, y: 100), CGPoint(x: 0, y: 200)]
    let run = DismissalRun(kind: .zoom, path: path, velocity: CGPoint(x: 0, y: 900), mapping: mapping)
    let plain = DismissalRun(kind: .zoom, path: path, velocity: CGPoint(x: 0, y: 900))

    private func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// 200 pt down: scale 0.8, so k = (1 − 0.8) / (1 − 0.6) = 0.5 and the shadow 0.3 · 0.5.
    @Test func theShadowFadesInWithTheDragAndIsGoneOnceSettled() throws {
        #expect(run.drag.first?.shadowAlpha == 0)
        let last = try #require(run.drag.last)
        #expect(abs(last.shadowAlpha - 0.15) < 1e-12)
        #expect(run.target.shadowAlpha == 0)
        #expect(run.settle.first?.shadowAlpha == last.shadowAlpha)
        #expect(abs(run.settle.last?.shadowAlpha ?? 1) < 0.15 * DismissalRun.settleEpsilon + 1e-12)
        #expect(plain.drag.allSatisfy { $0.shadowAlpha == 0 })
    }

    @Test func theJSONRowsEndWithTheShadow() throws {
        let json = try object(DismissalRenderer().json(run))
        #expect(json["shadow"] as? [Double] == [0.3, 12])
        let drag = try #require(json["drag"] as? [[Double]])
        #expect(drag[2] == [0.033333333, 0, 200, 0.8, 16, 0.15, 0.15])
        #expect((json["target"] as? [Double])?.last == 0)
        let before = try object(DismissalRenderer().json(plain))
        #expect(before["shadow"] == nil)
        #expect((before["drag"] as? [[Double]])?[2] == [0.033333333, 0, 200, 0.8, 16, 0.15])
    }

    @Test func theFilmstripAndThePageDrawIt() throws {
        let svg = DismissalRenderer().filmstrip(run, frames: 3)
        #expect(svg.contains("<feDropShadow id=\"f0-shadow-drop\" dx=\"0\" dy=\"0\" stdDeviation=\"6\""))
        // The shadow falls from the dragged screen's group, outside its corner clip.
        let screenGroup = try #require(svg.range(of: "<g id=\"f0-screen\" transform=\""))
        let groupTag = svg[screenGroup.lowerBound...].prefix { $0 != "\n" }
        #expect(groupTag.hasSuffix("\" filter=\"url(#f0-shadow)\">"))
        #expect(!DismissalRenderer().filmstrip(plain, frames: 3).contains("feDropShadow"))
        let page = DismissalRenderer().page(run)
        #expect(page.contains("id=\"d0-shadow-drop\""))
        let start = try #require(page.range(of: "<script type=\"application/json\" id=\"tk-data\">\n"))
        let end = try #require(page.range(of: "\n</script>", range: start.upperBound..<page.endIndex))
        let data = try object(String(page[start.upperBound..<end.lowerBound]))
        let coefficients = try #require(data["coefficients"] as? [String: Any])
        let mapping = try #require(coefficients["mapping"] as? [String: Any])
        #expect(mapping["shadow"] as? [Double] == [0.3, 12])
        let rows = try #require(mapping["rows"] as? [[Double]])
        #expect(abs(rows[200][3] - 0.15) < 1e-9)
        #expect(rows[0][3] == 0)
    }

    @Test func theCommandTakesAShadow() throws {
        let options = try PreviewOptions.parse(["zoom", "--dismissal", "0,0", "--shadow", "0.3,12"])
        #expect(options.dismissalShadow == PreviewOptions.Point(x: 0.3, y: 12))
        let json = PreviewCommand.run(arguments: [
            "card", "--dismissal", "0,0 0,100", "--shadow", "0.3,12", "--format", "json",
        ])
        #expect(json.exitCode == 0)
        #expect(json.standardOutput.contains("\"shadow\""))
        for arguments in [
            ["zoom", "--shadow", "0.3,12"], ["zoom", "--dismissal", "0,0", "--shadow", "0.3"],
        ] {
            #expect(throws: PreviewCommandError.self, "\(arguments)") { try PreviewOptions.parse(arguments) }
        }
        #expect(PreviewCommand.usage.contains("--shadow O,R"))
    }
}
