import Foundation
import TransitionKit
import TransitionKitPreview

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Small hand-made plans and catalogs with numbers that come out exactly.
enum PreviewFixtures {
    static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
    static let orange = RGBA(red: 1, green: 0.5, blue: 0)

    /// The leaving screen slides 100 pt left and half fades over the whole transition; the arriving
    /// one grows from a 100 pt card to the screen during the first half.
    static let plan = TransitionPlan(
        elements: [
            .init(
                role: .fromView, from: VisualState(frame: screen),
                to: VisualState(frame: screen.offsetBy(dx: -100, dy: 0), alpha: 0.5)),
            .init(
                role: .toView,
                from: VisualState(
                    frame: CGRect(x: 20, y: 200, width: 100, height: 100), cornerRadius: 12,
                    backgroundColor: orange),
                to: VisualState(frame: screen, backgroundColor: orange),
                window: TimeWindow(start: 0, end: 0.5)),
        ], duration: 0.5, timing: .curve(.easeInOut))

    static let scene = PreviewScene(transition: "tiny", operation: .push, plan: plan, canvas: screen)

    /// `tiny` (push: ``plan``; pop: reversed) and `uikitOnly` (no plan for either operation).
    static let catalog = PreviewCatalog(entries: [
        .init(name: "tiny", summary: "A tiny test plan") { operation, layoutDirection in
            PreviewScene(
                transition: "tiny", operation: operation, layoutDirection: layoutDirection,
                plan: operation == .push ? plan : plan.reversed(), canvas: screen)
        },
        .init(name: "uikitOnly", summary: "Left to UIKit") { _, _ in nil },
    ])

    /// A fresh empty directory under the temporary directory.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tk-preview-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
