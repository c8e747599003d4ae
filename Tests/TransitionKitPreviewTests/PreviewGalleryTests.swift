import Foundation
import Testing
import TransitionKit
import TransitionKitGallery

@testable import TransitionKitPreview

/// `--gallery`: the page it writes, the data the page embeds, and the directories it refuses.
struct PreviewGalleryTests {
    private func run(_ arguments: [String], catalog: PreviewCatalog = PreviewFixtures.catalog)
        -> PreviewCommand.Result
    {
        PreviewCommand.run(arguments: arguments, catalog: catalog)
    }

    /// The embedded JSON of a gallery page.
    private func data(_ page: String) throws -> [String: Any] {
        let parts = try #require(Validity.PageParts(page))
        return try #require(try JSONSerialization.jsonObject(with: Data(parts.data.utf8)) as? [String: Any])
    }

    private func variants(_ page: String) throws -> [[String: Any]] {
        try #require(try data(page)["variants"] as? [[String: Any]])
    }

    // MARK: - The command

    @Test func writesIndexHTMLIntoTheDirectoryAndNothingElse() throws {
        let directory = try PreviewFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = run(["--gallery", "--output", directory.path])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == "wrote \(directory.path)/index.html\n")
        let page = try String(contentsOfFile: directory.path + "/index.html", encoding: .utf8)
        #expect(page == GalleryRenderer().render(PreviewGallery(catalog: PreviewFixtures.catalog)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["index.html"])
    }

    @Test func createsAMissingDirectoryAndReplacesAnOldPage() throws {
        let parent = try PreviewFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let directory = parent.path + "/gallery/"
        #expect(run(["--gallery", "-o", directory]).exitCode == 0)
        try Data("old".utf8).write(to: URL(fileURLWithPath: directory + "index.html"))
        let again = run(["--gallery", "-o", directory])
        #expect(again.exitCode == 0)
        #expect(again.standardError == "wrote \(parent.path)/gallery/index.html\n")
        let page = try String(contentsOfFile: directory + "index.html", encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["index.html"])
    }

    @Test func helpDocumentsTheGallery() {
        let help = run(["--help"]).standardOutput
        #expect(help.contains("transitionkit-preview --gallery --output DIR"))
        #expect(help.contains("--gallery             Write DIR/index.html"))
    }

    @Test(arguments: [
        (["--gallery"], "error: --gallery writes index.html into a directory: give it with --output DIR\n"),
        (
            ["--gallery", "tiny", "-o", "x"],
            "error: --gallery cannot be combined with a transition name (the gallery shows them all)\n"
        ),
        (
            ["--gallery", "--operation", "pop", "-o", "x"],
            "error: --gallery cannot be combined with --operation (the gallery shows them all)\n"
        ),
        (
            ["--gallery", "--rtl", "-o", "x"],
            "error: --gallery cannot be combined with --rtl (the gallery shows them all)\n"
        ),
        (
            ["--gallery", "--format", "html", "-o", "x"],
            "error: --gallery cannot be combined with --format (the gallery shows them all)\n"
        ),
        (["--gallery", "--list"], "error: --list cannot be combined with --gallery\n"),
        (["--gallery=1", "-o", "x"], "error: invalid value '1' for --gallery: expected no value\n"),
    ])
    func badArgumentsAreUsageErrors(arguments: [String], message: String) {
        let result = run(arguments)
        #expect(result.exitCode == 64)
        #expect(result.standardError == message)
        #expect(result.standardOutput.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: "x"))
    }

    // MARK: - Bad directories: 73, nothing made or changed

    @Test func aFileIsNotADirectory() throws {
        let directory = try PreviewFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.path + "/gallery"
        try Data("keep".utf8).write(to: URL(fileURLWithPath: file))
        let result = run(["--gallery", "--output", file])
        #expect(result.exitCode == 73)
        #expect(
            result.standardError
                == "error: cannot write '\(file)': it exists and is not a directory; --gallery writes index.html "
                + "into a directory\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "keep")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["gallery"])
    }

    @Test func aMissingParentIsRefused() throws {
        let directory = try PreviewFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.path + "/no/gallery"
        let result = run(["--gallery", "--output", path])
        #expect(result.exitCode == 73)
        #expect(
            result.standardError
                == "error: cannot write '\(path)': its parent directory '\(directory.path)/no' does not exist\n"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    /// Root may write any directory, so the refusal cannot be seen when the tests run as root.
    @Test(.enabled(if: geteuid() != 0, "running as root, which may write any directory"))
    func anUnwritableDirectoryIsRefused() throws {
        let directory = try PreviewFixtures.temporaryDirectory()
        defer {
            chmod(directory.path, 0o755)
            try? FileManager.default.removeItem(at: directory)
        }
        chmod(directory.path, 0o555)
        let existing = run(["--gallery", "--output", directory.path])
        #expect(existing.exitCode == 73)
        #expect(
            existing.standardError.hasPrefix(
                "error: cannot write '\(directory.path)': the directory is not writable"))
        let inside = run(["--gallery", "--output", directory.path + "/gallery"])
        #expect(inside.exitCode == 73)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    #if os(Linux)
        /// `/proc/self` is a directory no one may create files in, root included.
        @Test func aDirectoryNobodyMayWriteIsRefused() {
            let existing = run(["--gallery", "--output", "/proc/self"])
            #expect(existing.exitCode == 73)
            #expect(existing.standardError.hasPrefix("error: cannot write '/proc/self': "))
            let inside = run(["--gallery", "--output", "/proc/self/gallery"])
            #expect(inside.exitCode == 73)
            #expect(!FileManager.default.fileExists(atPath: "/proc/self/gallery"))
        }
    #endif

    /// A folder with `Package.swift`, `Sources/Library` and `Tests`.
    private func package() throws -> URL {
        let root = try PreviewFixtures.temporaryDirectory()
        try Data("// swift-tools-version:5.9\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        for folder in ["Sources/Library", "Tests"] {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        return root
    }

    @Test(arguments: ["Sources", "Sources/Library", "Sources/Library/gallery", "Tests/gallery"])
    func aDirectoryInsideThePackageSourcesIsRefused(folder: String) throws {
        let root = try package()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.path + "/" + folder
        let result = run(["--gallery", "--output", path])
        #expect(result.exitCode == 73)
        let real = try #require(
            realpath(root.path, nil).map { pointer in
                defer { free(pointer) }
                return String(cString: pointer)
            })
        #expect(
            result.standardError
                == "error: cannot write \(InputQuote.quoted(path)): it is inside the sources of the Swift package at "
                + "\(InputQuote.quoted(real)), "
                + "which would take index.html as a file of a target; write the gallery outside Sources and Tests\n"
        )
        #expect(!FileManager.default.fileExists(atPath: root.path + "/Sources/Library/gallery"))
        #expect(!FileManager.default.fileExists(atPath: root.path + "/Tests/gallery"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path + "/Sources/Library").isEmpty)
    }

    @Test func aLinkIntoTheSourcesIsRefusedAndThePackageRootIsNot() throws {
        let root = try package()
        defer { try? FileManager.default.removeItem(at: root) }
        let link = root.path + "/docs-link"
        try FileManager.default.createSymbolicLink(
            atPath: link, withDestinationPath: root.path + "/Sources/Library")
        #expect(run(["--gallery", "--output", link]).exitCode == 73)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path + "/Sources/Library").isEmpty)
        #expect(run(["--gallery", "--output", root.path + "/gallery"]).exitCode == 0)
        #expect(FileManager.default.fileExists(atPath: root.path + "/gallery/index.html"))
    }

    // MARK: - The model

    @Test func theGalleryHoldsEveryVariantThatHasAPlan() {
        let gallery = PreviewGallery(catalog: PreviewFixtures.catalog)
        #expect(gallery.transitions.map(\.name) == ["tiny"])
        let settings = gallery.variants.map {
            "\($0.scene.operationName) \($0.scene.layoutDirectionName) \($0.reduceMotion)"
        }
        #expect(
            settings == [
                "push leftToRight false", "push leftToRight true", "push rightToLeft false",
                "push rightToLeft true",
                "pop leftToRight false", "pop leftToRight true", "pop rightToLeft false",
                "pop rightToLeft true",
            ])
    }

    @Test func builtInVariantsAreTheCatalogsScenesDecidedUnderReduceMotion() throws {
        let gallery = PreviewGallery(catalog: .builtIn)
        #expect(gallery.transitions.map(\.name) == PreviewCatalog.builtIn.names)
        #expect(
            gallery.variants.count
                == (10 + PreviewCatalog.presentationEntries.count) * 8 + PreviewCatalog.gesturePopEntries
                .count * 12)
        for transition in BuiltInTransition.allCases {
            let variants = try #require(gallery.transitions.first { $0.name == transition.name }?.variants)
            for variant in variants {
                let scene = variant.scene
                let geometry = transition.sampleGeometry(
                    operation: scene.operation, layoutDirection: scene.layoutDirection)
                let decision = transition.decision(
                    for: geometry, preferences: MotionPreferences(reduceMotion: variant.reduceMotion))
                #expect(scene.decision == decision)
                #expect(scene.geometry == geometry)
                #expect(scene.plan == decision.plan(for: geometry))
                if !variant.reduceMotion {
                    let entry = try #require(PreviewCatalog.builtIn.entry(named: transition.name))
                    #expect(entry.scene(scene.operation, scene.layoutDirection) == scene)
                }
            }
        }
        let zoom = try #require(gallery.transitions.first)
        #expect(zoom.variants[0].scene.decision?.style?.kind == .zoom)
        #expect(zoom.variants[1].scene.decision?.style?.kind == .crossFade)
    }

    /// The SwiftUI zoom into a presentation: the gallery shows the marked grid view
    /// growing into the whole presented screen, and the cross-fade under Reduce Motion.
    @Test func theGalleryShowsTheSwiftUIZoomIntoASheet() throws {
        let gallery = PreviewGallery(catalog: .builtIn)
        let sheet = try #require(gallery.transitions.first { $0.name == "zoomIntoSheet" })
        #expect(sheet.variants.count == 8)
        let push = try #require(sheet.variants.first { $0.scene.operation == .push && !$0.reduceMotion })
        #expect(push.scene.decision?.style == .zoom(id: TransitionGeometry.sampleZoomIdentifier))
        #expect(push.scene.geometry?.zoom.destinationFrame == nil)
        let plan = push.scene.plan
        #expect(plan.state(of: .zoomSnapshot, at: 0)?.frame == push.scene.geometry?.zoom.sourceFrame)
        #expect(
            plan.state(of: .zoomSnapshot, at: 1)?.frame == CGRect(x: 0, y: 0, width: 390, height: 844),
            "grown from the marked view into the whole presented screen")
        let reduced = try #require(sheet.variants.first { $0.scene.operation == .push && $0.reduceMotion })
        #expect(reduced.scene.decision?.style?.kind == .crossFade)
    }

    // MARK: - The data

    /// The tiny plan (ease-in-out, 0.5 s): half-way in time the curve is at 0.5 with slope
    /// 1.5 / 0.87 (its Bézier derivatives at s = 0.5), so velocity 1.5 / 0.87 / 0.5 s.
    @Test func embedsTheEnginesTimingAndStatesForAKnownPlan() throws {
        let page = GalleryRenderer().render(PreviewGallery(catalog: PreviewFixtures.catalog))
        let all = try data(page)
        let transitions = try #require(all["transitions"] as? [[String: Any]])
        #expect(transitions.count == 1)
        #expect(transitions[0]["name"] as? String == "tiny")
        #expect(transitions[0]["summary"] as? String == "A tiny test plan")
        let variant = try #require(try variants(page).first)
        #expect(variant["transition"] as? String == "tiny")
        #expect(variant["reduceMotion"] as? Bool == false)
        #expect(variant["plays"] as? String == "tiny")
        #expect(variant["timing"] as? String == "ease-in-out")
        let plot = try #require(variant["plot"] as? [[Double]])
        #expect(plot.count == 121)
        #expect(plot[0] == [0, 0, 0])
        #expect(plot[60] == [0.25, 0.5, 3.448276])
        #expect(plot[120][0] == 0.5)
        #expect(plot[120][1] == 1)
        // The screens' art: the push goes from the grid to the detail, each with its toolbar
        // (the plan has no toolbar elements), on the sample phone's geometry.
        let art = try #require(variant["art"] as? [[String: Any]])
        #expect(art[0]["screen"] as? String == "grid")
        #expect(art[0]["content"] as? String == "tk-art-0-content")
        #expect(art[0]["bar"] as? String == "tk-art-0-bar")
        #expect(art[0]["insetTop"] as? Double == 44)
        #expect(art[1]["screen"] as? String == "detail")
        // The scene as the single-transition page embeds it.
        let scene = try #require(variant["scene"] as? [String: Any])
        #expect(scene["duration"] as? Double == 0.5)
        let scrub = try #require(scene["scrub"] as? [[[Any]]])
        #expect(scrub.count == 121)
        let fromView = scrub[60][0].prefix(11).compactMap { $0 as? Double }
        #expect(fromView == [-50, 0, 390, 844, 0.75, 0, 1, 1, 0, 0, 0])
        let toView = scrub[60][1].prefix(4).compactMap { $0 as? Double }
        #expect(toView == [0, 0, 390, 844])
        #expect(scrub[60][1][11] as? String == "#ff8000")
    }

    @Test func embedsWhatPlaysUnderReduceMotionAndAZoomsTransform() throws {
        let page = GalleryRenderer().render(PreviewGallery(catalog: .builtIn))
        let all = try variants(page)
        #expect(
            all.count
                == (10 + PreviewCatalog.presentationEntries.count) * 8 + PreviewCatalog.gesturePopEntries
                .count * 12)
        let zoom = all[0]
        let reduced = all[1]
        #expect(zoom["plays"] as? String == "zoom")
        #expect(reduced["reduceMotion"] as? Bool == true)
        #expect(reduced["plays"] as? String == "crossFade")
        let roles = { (variant: [String: Any]) -> [String] in
            let scene = variant["scene"] as? [String: Any]
            return (scene?["elements"] as? [[String: Any]])?.compactMap { $0["role"] as? String } ?? []
        }
        #expect(roles(zoom) == ["fromView", "dimming", "toView", "snapshot.zoom"])
        #expect(roles(reduced) == ["fromView", "toView"])
        // Half-way through the scrub the zoom's detail screen is drawn at 0.6462 scale: the
        // transform the table reports with the frame.
        let scene = try #require(zoom["scene"] as? [String: Any])
        let scrub = try #require(scene["scrub"] as? [[[Any]]])
        let toView = scrub[60][2].prefix(11).compactMap { $0 as? Double }
        #expect(toView == [0, 0, 390, 844, 0.5, 0, 0.6462, 0.6462, 0, -61, -62.62])
        let card = try #require(all.first { $0["transition"] as? String == "card" })
        #expect(card["plays"] as? String == "card")
        #expect(roles(card) == ["fromView", "dimming", "toView"])
        let toolbarMorph = try #require(all.first { $0["transition"] as? String == "toolbarMorph" })
        #expect(toolbarMorph["plays"] as? String == "safeAreaMorph")
        #expect(toolbarMorph["toolbars"] as? String == "toolbars morph")
    }

    // MARK: - Validity

    /// Galleries of hostile scenes (NaN, infinities, huge numbers, control characters in names)
    /// are pages whose markup is clean, whose drawing is well-formed and whose data is JSON with
    /// finite numbers only.
    @Test func galleriesOfHostileScenesAreValidPages() throws {
        var scenes = HostileScenes(seed: 0x6A11_E27)
        for index in 0..<40 {
            let transitions = (0..<3).map { number in
                PreviewGallery.Transition(
                    name: scenes.scene().transition, summary: scenes.scene().transition,
                    variants: (0..<2).map { _ in
                        PreviewGallery.Variant(
                            scene: scenes.scene(maximumElements: 3, hostileDurationOdds: 8),
                            reduceMotion: number == 1)
                    })
            }
            let page = GalleryRenderer().render(PreviewGallery(transitions: transitions))
            let parts = try #require(Validity.PageParts(page), "case \(index)")
            #expect(try SVGDocument.parses(parts.drawing), "case \(index)")
            #expect(try Validity.markupIsClean(parts.markup), "case \(index)")
            #expect(Validity.geometryWords(in: parts.drawing).isEmpty, "case \(index)")
            #expect(Validity.find("<", in: Array(parts.data.utf8)) == nil, "case \(index)")
            _ = try JSONSerialization.jsonObject(with: Data(parts.data.utf8))
            let scan = Validity.JSONScan(parts.data)
            #expect(scan.numbersAreFinite, "case \(index)")
            #expect(scan.words.subtracting(["true", "false"]).isEmpty, "case \(index)")
        }
    }

    @Test func anEmptyGalleryIsStillAPage() throws {
        let page = GalleryRenderer().render(PreviewGallery(transitions: []))
        let parts = try #require(Validity.PageParts(page))
        #expect(try SVGDocument.parses(parts.drawing))
        _ = try JSONSerialization.jsonObject(with: Data(parts.data.utf8))
    }
}
