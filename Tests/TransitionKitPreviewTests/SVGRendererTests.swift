import Foundation
import Testing
import TransitionKit

@testable import TransitionKitPreview

struct SVGRendererTests {
    private func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func oneFrameDrawsEveryElementWithItsStateAndCaption() throws {
        let svg = SVGRenderer().render(PreviewFixtures.scene, progress: 0.25)
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(phones(in: svg) == 1)
        // Each element is clipped to its frame and corners, faded by its alpha.
        #expect(svg.contains("<g id=\"f0-e0\" data-role=\"fromView\" opacity=\"0.875\">"))
        #expect(
            svg.contains(
                "<clipPath id=\"f0-e0-clip\"><rect x=\"-25\" y=\"0\" width=\"390\" height=\"844\" rx=\"0\"/>")
        )
        #expect(
            svg.contains(
                "<clipPath id=\"f0-e1-clip\"><rect x=\"10\" y=\"100\" width=\"245\" height=\"472\" rx=\"6\"/>"
            ))
        // The plan's color wins over the art's page.
        #expect(
            svg.contains(
                "<rect x=\"10\" y=\"100\" width=\"245\" height=\"472\" fill=\"#ff8000\" fill-opacity=\"1\"/>")
        )
        #expect(svg.contains(">tiny · push · p = 0.25</text>"))
        #expect(!svg.contains("α "))
        #expect(try SVGDocument.parses(svg))
    }

    /// The single frame the README's `--progress` example writes draws the sample screens the
    /// gallery and the filmstrips draw, not labelled boxes; the same scene gives the same bytes.
    @Test func oneFrameDrawsTheScreensAsTheGalleryDoes() throws {
        let entry = try #require(PreviewCatalog.builtIn.entry(named: "zoom"))
        let scene = try #require(entry.scene(.push, .leftToRight))
        let svg = SVGRenderer().render(scene, progress: 0.5)
        #expect(phones(in: svg) == 1)
        #expect(count("<g id=\"tk-art-0-content\">", in: svg) == 1)
        #expect(count("href=\"#tk-art-0-content\"", in: svg) == 1)
        #expect(count("href=\"#tk-photo-0\" transform=", in: svg) >= 1)
        #expect(count(">9:41</text>", in: svg) == 1)
        #expect(svg.contains(">Photos</text>"))
        #expect(svg.contains(">Sunset over the ridge</text>"))
        #expect(svg.contains(">zoom · push · p = 0.5</text>"))
        #expect(!svg.contains(">snapshot.zoom</text>"))
        #expect(!svg.contains("α "))
        #expect(try SVGDocument.parses(svg))
        #expect(SVGRenderer().render(scene, progress: 0.5) == svg)
    }

    /// A state with per-corner radii (a message bubble) draws as a path with one arc per corner,
    /// the radii fitted to the rect (the element's clip); the JSON lists them by corner.
    @Test func perCornerRadiiDrawAsAPath() {
        let bubble = CornerRadii(topLeft: 18, topRight: 18, bottomLeft: 18, bottomRight: 4)
        let state = VisualState(frame: CGRect(x: 10, y: 20, width: 100, height: 40)).with(
            \.cornerRadii, bubble)
        let svg = drawn(state)
        #expect(
            svg.contains(
                "<clipPath id=\"f0-e0-clip\"><path d=\"M28 20H92A18 18 0 0 1 110 38V56A4 4 0 0 1 106 60H28A18 18 0 0 1 10 42V38A18 18 0 0 1 28 20Z\"/>"
            ), "\(svg)")
        #expect(!svg.contains("<clipPath id=\"f0-e0-clip\"><rect "))
        // Too large for a 20 pt high rect: all halved (CSS's rule), as on device.
        let squeezed = drawn(
            state.with(\.frame, CGRect(x: 0, y: 0, width: 100, height: 20)).with(
                \.cornerRadii, CornerRadii(uniform: 20)))
        #expect(
            squeezed.contains(
                "<clipPath id=\"f0-e0-clip\"><path d=\"M10 0H90A10 10 0 0 1 100 10V10A10 10 0 0 1 90 20H10A10 10 0 0 1 0 10V10A10 10 0 0 1 10 0Z\"/>"
            ), "\(squeezed)")
        let json = JSONRenderer.element(role: .custom("bubble"), state: state)
        #expect(
            json.contains(
                "\"cornerRadii\": {\"topLeft\": 18, \"topRight\": 18, \"bottomLeft\": 18, \"bottomRight\": 4}"
            ), "\(json)")
        #expect(
            !JSONRenderer.element(role: .toView, state: VisualState(frame: .zero)).contains("cornerRadii"))
    }

    /// One frame of a plan whose only element holds `state` throughout.
    private func drawn(_ state: VisualState) -> String {
        let plan = TransitionPlan(
            elements: [.init(role: .custom("bubble"), from: state, to: state)], duration: 1, timing: .linear)
        let scene = PreviewScene(
            transition: "t", operation: .push, plan: plan, canvas: PreviewFixtures.screen)
        return SVGRenderer().render(scene, progress: 0)
    }

    /// The phones of a drawing: one screen clip each.
    private func phones(in svg: String) -> Int {
        svg.matches(of: /<clipPath id="f[0-9]+-clip">/).count
    }

    @Test(arguments: [1, 2, 5, 12])
    func filmstripDrawsTheRequestedNumberOfFrames(frames: Int) {
        let svg = SVGRenderer().filmstrip(PreviewFixtures.scene, frames: frames)
        #expect(phones(in: svg) == frames)
        #expect(count("data-role=\"toView\"", in: svg) == frames)
        #expect(svg.contains("<g id=\"f\(frames - 1)\">"))
        #expect(!svg.contains("<g id=\"f\(frames)\">"))
    }

    @Test func filmstripFramesSpanZeroToOne() {
        let svg = SVGRenderer().filmstrip(PreviewFixtures.scene, frames: 5)
        for caption in ["p = 0", "p = 0.25", "p = 0.5", "p = 0.75", "p = 1"] {
            #expect(svg.contains(">\(caption)</text>"))
        }
        #expect(svg.contains(">tiny · push — 0.5 s ease-in-out</text>"))
    }

    @Test(arguments: [0, -3, Int.min])
    func filmstripWithoutFramesDrawsOne(frames: Int) {
        let svg = SVGRenderer().filmstrip(PreviewFixtures.scene, frames: frames)
        #expect(phones(in: svg) == 1)
    }

    @Test func filmstripCapsItsFrames() {
        let svg = SVGRenderer().filmstrip(PreviewFixtures.scene, frames: 10_000)
        #expect(phones(in: svg) == SVGRenderer.maximumFrames)
    }

    @Test func filmstripDrawsTheScreensAsTheGalleryDoes() throws {
        let entry = try #require(PreviewCatalog.builtIn.entry(named: "zoom"))
        let scene = try #require(entry.scene(.push, .leftToRight))
        let svg = SVGRenderer().filmstrip(scene, frames: 5)
        // The grid and the detail are defined once and placed in every frame; the flying photo is
        // the tapped cell's; the status bar shows in every frame.
        #expect(count("<g id=\"tk-art-0-content\">", in: svg) == 1)
        #expect(count("href=\"#tk-art-0-content\"", in: svg) == 5)
        #expect(count("href=\"#tk-photo-0\" transform=", in: svg) >= 5)
        #expect(count(">9:41</text>", in: svg) == 5)
        #expect(svg.contains(">Photos</text>"))
        #expect(svg.contains(">Sunset over the ridge</text>"))
        // No role labels or numbers: those are in the JSON and the HTML page.
        #expect(!svg.contains(">snapshot.zoom</text>"))
        #expect(!svg.contains("α "))
        #expect(try SVGDocument.parses(svg))
    }

    @Test func filmstripElementsAreClippedToTheirFramesAndCorners() throws {
        let frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        let state = VisualState(frame: frame, alpha: 0.5, cornerRadius: 12)
        let plan = TransitionPlan(
            elements: [.init(role: .custom("x"), from: state, to: state)], duration: 1, timing: .linear)
        let scene = PreviewScene(
            transition: "t", operation: .push, plan: plan, canvas: PreviewFixtures.screen)
        let svg = SVGRenderer().filmstrip(scene, frames: 1)
        #expect(
            svg.contains(
                "<clipPath id=\"f0-e0-clip\"><rect x=\"10\" y=\"20\" width=\"100\" height=\"50\" rx=\"12\"/>")
        )
        #expect(svg.contains("<g id=\"f0-e0\" data-role=\"custom.x\" opacity=\"0.5\">"))
    }

    @Test func transformsRotateAndScaleAroundTheFrameCenter() {
        let frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        let state = VisualState(
            frame: frame, transform: Transform2D(scaleX: 0.5, scaleY: 2, rotation: .pi / 2, translationX: 10))
        let plan = TransitionPlan(
            elements: [.init(role: .snapshot("x"), from: state, to: state)], duration: 1, timing: .linear)
        let scene = PreviewScene(transition: "t", operation: .push, plan: plan, canvas: frame)
        let svg = SVGRenderer().render(scene, progress: 0)
        #expect(svg.contains("transform=\"translate(60 25) rotate(90) scale(0.5 2) translate(-50 -25)\""))
        #expect(svg.contains("data-role=\"snapshot.x\""))
    }

    @Test func unusableStatesDrawAsEmptyRectanglesWithoutNaN() {
        let bad = VisualState(
            frame: CGRect(x: CGFloat.nan, y: 0, width: -20, height: CGFloat.infinity), alpha: .nan,
            cornerRadius: -4)
        let plan = TransitionPlan(
            elements: [.init(role: .custom("bad"), from: bad, to: bad)], duration: 1, timing: .linear)
        let scene = PreviewScene(transition: "t", operation: .push, plan: plan, canvas: .null)
        let svg = SVGRenderer().render(scene, progress: .nan)
        #expect(!svg.lowercased().contains("nan"))
        #expect(!svg.contains("inf"))
        #expect(!svg.contains("width=\"-"))
        #expect(scene.canvas == PreviewScene.phoneCanvas)
    }

    @Test(arguments: [1e300, -1e300, Double.greatestFiniteMagnitude, 1e-300, -.infinity])
    func extremeNumbersDrawWithoutNonFiniteTokens(value: Double) {
        let state = VisualState(
            frame: CGRect(x: value, y: value, width: value, height: -value), alpha: value,
            cornerRadius: value,
            transform: Transform2D(
                scaleX: value, scaleY: value, rotation: value, translationX: value, translationY: value),
            additionalSafeAreaInsets: Insets(top: value))
        let plan = TransitionPlan(
            elements: [.init(role: .custom("x"), from: state, to: state)], duration: 1, timing: .linear)
        let scene = PreviewScene(
            transition: "t", operation: .push, plan: plan, canvas: PreviewFixtures.screen)
        for svg in [SVGRenderer().render(scene, progress: 0.5), SVGRenderer().filmstrip(scene, frames: 3)] {
            #expect(!svg.contains("inf"))
            #expect(!svg.contains("nan"))
            #expect(!svg.contains("null"))
            // Drawn values are clamped to ±1e9, so even sums and degrees stay far from overflow.
            let numbers = svg.matches(of: /-?[0-9]+(\.[0-9]+)?/).compactMap { Double($0.output.0) }
            #expect(numbers.allSatisfy { abs($0) < 1e11 })
        }
    }

    @Test func escapesTextForXML() {
        let state = VisualState(frame: PreviewFixtures.screen)
        let plan = TransitionPlan(
            elements: [.init(role: .custom("<a & \"b\">"), from: state, to: state)], duration: 1,
            timing: .linear)
        let scene = PreviewScene(
            transition: "x<y", operation: .push, plan: plan, canvas: PreviewFixtures.screen)
        let svg = SVGRenderer().render(scene, progress: 0)
        #expect(svg.contains("data-role=\"custom.&lt;a &amp; &quot;b&quot;&gt;\""))
        #expect(svg.contains(">x&lt;y · push · p = 0</text>"))
    }

    @Test func controlCharactersAndNoncharactersBecomeVisibleStandIns() throws {
        let state = VisualState(frame: PreviewFixtures.screen)
        // Swift's literals refuse some noncharacters, so the name is built from scalar values.
        let values: [UInt32] =
            [0x61, 0, 0x62, 9, 0x63, 10, 0x64, 0x1F, 0x65, 0x7F, 0x66, 0x85, 0x67, 0xFFFE]
            + [0x68, 0xFDD0, 0x69, 0x10_FFFF, 0x6A, 0x27, 0x6B, 0x22, 0x6C]
        let name = String(String.UnicodeScalarView(values.compactMap(Unicode.Scalar.init)))
        let plan = TransitionPlan(
            elements: [.init(role: .custom(name), from: state, to: state)], duration: 1, timing: .linear)
        let scene = PreviewScene(
            transition: "t\u{1B}[31m", operation: .push, plan: plan, canvas: PreviewFixtures.screen)
        let svg = SVGRenderer().render(scene, progress: 0)
        let shown = "custom.a␀b␉c␊d␟e␡f�g�h�i�j&#39;k&quot;l"
        #expect(svg.contains("data-role=\"\(shown)\""))
        #expect(svg.contains(">t␛[31m · push · p = 0</text>"))
        #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(try SVGDocument.parses(svg))
    }

    /// The check above is strict: raw controls, noncharacters and unescaped markup fail it.
    @Test(arguments: [
        "<a>\u{1}</a>", "<a b=\"\u{8}\"/>", "<a>&#1;</a>", "<a>\u{FFFF}</a>", "<a>x & y</a>", "<a><</a>",
    ])
    func theXMLCheckRejectsWhatMarkupCannotHold(text: String) {
        #expect(throws: (any Error).self) { try SVGDocument.parses(text) }
    }

    @Test func toolbarsAreDrawnInsideTheirScreens() throws {
        let screen = PreviewFixtures.screen
        let bar = CGRect(x: 0, y: 47, width: 390, height: 44)
        let plan = TransitionPlan(
            elements: [
                .init(
                    role: .toView, from: VisualState(frame: screen.offsetBy(dx: 390, dy: 0)),
                    to: VisualState(frame: screen)),
                .init(role: .toToolbar, from: VisualState(frame: bar, alpha: 0), to: VisualState(frame: bar)),
                .init(
                    role: .fromToolbar, from: VisualState(frame: bar), to: VisualState(frame: bar, alpha: 0)),
            ], duration: 1, timing: .linear)
        let scene = PreviewScene(transition: "t", operation: .push, plan: plan, canvas: screen)
        let svg = SVGRenderer().render(scene, progress: 0.5)
        // The toolbar moves with its screen (offset by the screen's origin) and is closed inside it.
        #expect(svg.contains("<g transform=\"translate(195 0)\">\n<g id=\"f0-e1\""))
        let screenStart = try #require(svg.range(of: "<g id=\"f0-e0\""))
        let toolbarStart = try #require(svg.range(of: "<g id=\"f0-e1\""))
        let containerStart = try #require(svg.range(of: "<g id=\"f0-e2\""))
        #expect(screenStart.lowerBound < toolbarStart.lowerBound)
        // Without its screen in the plan, a toolbar is drawn in the container, after the screen's
        // group has closed.
        let screenGroup = svg[screenStart.lowerBound..<containerStart.lowerBound]
        #expect(
            screenGroup.components(separatedBy: "<g ").count
                == screenGroup.components(separatedBy: "</g>").count)
    }
}
