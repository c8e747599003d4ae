import Benchmark
import Foundation
import PreviewRenderers
import SmokeRun
import TransitionKit

/// Target: a 10,000-element plan written in under 2 s in every format (median, release build, the
/// 2-core CI machine). The plan mixes every role, toolbars included, so the drawing's parent
/// lookups and nesting are exercised at that size.
let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .peakMemoryResident], warmupIterations: 1, maxDuration: .seconds(10),
        maxIterations: 5
    ).smokeRunAware()
    let scene = PreviewPlans.tenThousandElements

    Benchmark("JSON, 10,000 elements", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(JSONRenderer().render(scene, progress: 0.5))
        }
    }

    Benchmark("SVG frame, 10,000 elements", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(SVGRenderer().render(scene, progress: 0.5))
        }
    }

    Benchmark("HTML page, 10,000 elements", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(HTMLRenderer().render(scene, progress: 0.5))
        }
    }
}

enum PreviewPlans {
    /// 10,000 elements: each role in turn (screens, toolbars, overlays, snapshots, custom parts),
    /// moving, fading, scaling and rounding over a 0.35 s ease-in-out.
    static let tenThousandElements: PreviewScene = {
        let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
        let roles: [(Int) -> Role] = [
            { _ in .fromView }, { _ in .toView }, { _ in .fromToolbar }, { _ in .toToolbar },
            { _ in .dimming },
            { _ in .shadow }, { .snapshot("s\($0)") }, { .custom("part \($0)") },
        ]
        let elements = (0..<10_000).map { index -> TransitionPlan.Element in
            let offset = Double(index % 390)
            return TransitionPlan.Element(
                role: roles[index % roles.count](index),
                from: VisualState(frame: screen.offsetBy(dx: offset, dy: 0), alpha: 1, cornerRadius: 4),
                to: VisualState(
                    frame: screen.insetBy(dx: offset / 10, dy: offset / 10), alpha: 0.5,
                    cornerRadius: offset / 20, transform: Transform2D(scaleX: 0.9, scaleY: 0.9)))
        }
        let plan = TransitionPlan(elements: elements, duration: 0.35, timing: .curve(.easeInOut))
        return PreviewScene(transition: "tenThousand", operation: .push, plan: plan, canvas: screen)
    }()
}
