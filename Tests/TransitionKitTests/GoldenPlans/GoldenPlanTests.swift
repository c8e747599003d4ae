import Foundation
import Testing
import TransitionKit
import TransitionKitGallery

/// Every built-in style's plan, decided and built as on a device, matches the JSON checked in under
/// `Tests/GoldenPlans`, so a change to a choreography, a timing or a toolbar rule shows as a diff
/// in review. `Scripts/update-goldens.sh` rewrites the files (`TK_UPDATE_GOLDENS=1`); a normal run
/// only reads them.
///
/// When updating, the cases still run in parallel: each file is written whole (a temporary file,
/// then renamed), and the orphan check deletes only `.json` files that no case names.
struct GoldenPlanTests {
    @Test(arguments: GoldenPlanCase.all)
    func planMatchesItsGolden(goldenCase: GoldenPlanCase) throws {
        let played = try #require(goldenCase.played(), "the library should play a built-in plan")
        let now = GoldenPlanDocument.json(name: goldenCase.name, played: played)
        let name = goldenCase.fileName
        let reading = GoldenPlanFile.read(name)
        guard
            let failure = GoldenPlanFile.failure(
                now: now, reading: reading, name: name, caseName: goldenCase.name)
        else { return }
        if GoldenPlanFile.isUpdating() {
            try GoldenPlanFile.write(now, to: name)
        } else {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test func everyGoldenFileBelongsToACase() throws {
        let expected = Set(GoldenPlanCase.all.map(\.fileName))
        let orphans = GoldenPlanFile.existingNames().filter { !expected.contains($0) }
        guard !orphans.isEmpty else { return }
        if GoldenPlanFile.isUpdating() {
            for orphan in orphans {
                try FileManager.default.removeItem(
                    at: GoldenPlanFile.directory.appendingPathComponent(orphan))
            }
        } else {
            let list = orphans.map { "  \(GoldenPlanFile.folder)/\($0)" }.joined(separator: "\n")
            Issue.record(
                Comment(
                    rawValue: """
                        Golden plans that no case writes (a case was removed or renamed):
                        \(list)
                        Delete them with `git rm`, or run \(GoldenPlanFile.updateCommand).
                        """))
        }
    }

    /// The preview catalog's entries are golden cases too: `toolbarCrossFade` is the slide between
    /// equal toolbars, `toolbarMorph` the safe-area morph between different ones; the entries
    /// without toolbar choreography match their case's content (the bar-less controller adds the
    /// toolbar elements); `matchedZoom` is the zoom by identifier.
    @Test(arguments: BuiltInTransition.allCases)
    func everyCatalogEntryIsAGoldenCase(transition: BuiltInTransition) throws {
        let styleName =
            transition == .matchedZoom
            ? "zoomByIdentifier" : GoldenPlanDocument.kindName(transition.style.kind)
        for operation in [NavigationOperation.push, .pop] {
            for direction in TransitionLayoutDirection.allCases {
                let geometry = transition.sampleGeometry(operation: operation, layoutDirection: direction)
                let goldenCase = try #require(
                    GoldenPlanCase.all.first {
                        $0.styleName == styleName && $0.operation == operation
                            && $0.layoutDirection == direction
                            && !$0.reduceMotion && $0.geometry == geometry
                    }, "no golden case for \(transition.name) \(operation) \(direction)")
                let played = try #require(goldenCase.played())
                let catalogPlan = transition.plan(for: geometry)
                if transition.toolbars == .noToolbars {
                    #expect(
                        contentElements(of: catalogPlan) == contentElements(of: played.plan), "\(goldenCase)")
                    #expect(catalogPlan.duration == played.plan.duration, "\(goldenCase)")
                    #expect(catalogPlan.timing == played.plan.timing, "\(goldenCase)")
                } else {
                    #expect(catalogPlan == played.plan, "\(goldenCase)")
                }
            }
        }
    }

    private func contentElements(of plan: TransitionPlan) -> [TransitionPlan.Element] {
        plan.elements.filter { $0.role != .fromToolbar && $0.role != .toToolbar }
    }
}
