import Foundation
import Testing
import TransitionKit

@testable import TransitionKitPreview

/// Every HTML page draws the sample phone's screens as the gallery does (the Photos grid, the
/// detail image, toolbars, the status bar), from one renderer, and lists what it draws.
struct PreviewPageArtTests {
    private func count(_ text: String, in page: String) -> Int {
        page.components(separatedBy: text).count - 1
    }

    private func data(_ page: String) throws -> [String: Any] {
        let parts = try #require(Validity.PageParts(page))
        return try #require(try JSONSerialization.jsonObject(with: Data(parts.data.utf8)) as? [String: Any])
    }

    // MARK: - One transition

    @Test func theTransitionPageDrawsTheGallerysScreensWithItsScript() throws {
        let result = PreviewCommand.run(arguments: ["zoom", "--format", "html"])
        #expect(result.exitCode == 0)
        let page = result.standardOutput
        #expect(count("<g id=\"tk-photo-0\">", in: page) == 1)
        #expect(page.contains("<g id=\"tk-art-0-content\">"))
        #expect(page.contains(">Photos</text>"))
        #expect(page.contains(GalleryRenderer.script))
        // No labelled boxes: the elements are built from the art, as in the gallery.
        #expect(!page.contains("<g id=\"f0-e0\""))
        // The table lists what is drawn, its transform included.
        #expect(page.contains("<th>scale</th>"))
        #expect(page.contains("The table lists what is drawn"))
    }

    @Test func theTransitionPageShowsTheSceneItWasAskedFor() throws {
        let result = PreviewCommand.run(arguments: [
            "slide", "--operation", "pop", "--rtl", "--format", "html", "--progress", "0.25",
        ])
        #expect(result.exitCode == 0)
        let page = result.standardOutput
        let variants = try #require(try data(page)["variants"] as? [[String: Any]])
        #expect(variants.count == 1)
        #expect(variants[0]["transition"] as? String == "slide")
        let scene = try #require(variants[0]["scene"] as? [String: Any])
        #expect(scene["operation"] as? String == "pop")
        #expect(scene["layoutDirection"] as? String == "rightToLeft")
        #expect(page.contains("value=\"30\" aria-label=\"Progress\""))
        #expect(page.contains("<option value=\"rtl\" selected>Right to left</option>"))
        #expect(page.contains("<h1>slide · pop · RTL</h1>"))
    }

    // MARK: - A drag

    private let zoomRun = DismissalRun(
        kind: .zoom, path: [.zero, CGPoint(x: 0, y: 100), CGPoint(x: 0, y: 200)], velocity: .zero)

    @Test func theDragPageDrawsTheScreensAndWhereTheScreenReturns() throws {
        let page = DismissalRenderer().page(zoomRun)
        #expect(count("<g id=\"tk-photo-0\">", in: page) == 1)
        // Under the dragged detail, the grid it returns to; the detail itself, not a label.
        #expect(page.contains("<use href=\"#tk-under-content\""))
        #expect(page.contains("<use href=\"#tk-dragged-content\""))
        #expect(page.contains(">Photos</text>"))
        #expect(!page.contains(">Detail</text>"))
        // Where it returns: the source cell on a dismissal, its resting frame on a restore.
        let source = try #require(zoomRun.scene.sourceFrame)
        #expect(
            page.contains(
                "<rect id=\"d0-source\" x=\"\(PreviewNumber.format(Double(source.minX), decimals: 3))\""))
        #expect(page.contains("id=\"d0-rest\""))
        #expect(page.contains("stroke-dasharray"))
    }

    @Test func theCardsDragPageDrawsItsScreensToo() {
        let run = DismissalRun(kind: .card, path: [.zero, CGPoint(x: 0, y: 100)], velocity: .zero)
        let page = DismissalRenderer().page(run)
        #expect(page.contains("<use href=\"#tk-under-content\""))
        #expect(page.contains("<use href=\"#tk-dragged-content\""))
        #expect(page.contains("id=\"d0-rest\""))
        #expect(!page.contains(">Card</text>"))
    }

    @Test func theDragFilmstripDefinesItsArtOnceAndParses() throws {
        let svg = DismissalRenderer().filmstrip(zoomRun, frames: 4)
        #expect(count("<g id=\"tk-photo-0\">", in: svg) == 1)
        #expect(count("<use href=\"#tk-dragged-content\"", in: svg) == 4)
        #expect(try SVGDocument.parses(svg))
    }
}
