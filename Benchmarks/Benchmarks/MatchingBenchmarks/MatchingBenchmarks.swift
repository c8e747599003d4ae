import Benchmark
import Foundation
import SmokeRun
import TransitionKit

/// Targets (medians on the 2-core CI machine): matching two screens of 1,000 views with
/// 20 identifiers each ≤ 50 µs; a plan with 20 matched elements evaluated at one progress within
/// the per-element budget of `MotionBenchmarks` and with 0 allocations.
let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .instructions], maxDuration: .seconds(2),
        maxIterations: 2_000
    ).smokeRunAware()

    Benchmark("MatchedViews, 2 screens of 1,000 views, 20 identifiers", configuration: configuration) {
        benchmark in
        let leaving = SyntheticTrees.screen(views: 1_000, identifiers: 20, seed: 1)
        let arriving = SyntheticTrees.screen(views: 1_000, identifiers: 20, seed: 2)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(
                MatchedViews(leaving: leaving, arriving: arriving, containerBounds: SyntheticTrees.container)
            )
        }
    }

    // Scaled like `MotionBenchmarks`' plan benchmarks: counts are per 1,000 evaluations, so the
    // harness's own few allocations per sample do not read as allocations of the evaluation.
    let evaluation = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .instructions], scalingFactor: .kilo,
        maxDuration: .seconds(2), maxIterations: 2_000
    ).smokeRunAware()
    Benchmark("TransitionPlan with 20 matched elements, one progress", configuration: evaluation) {
        benchmark in
        let plan = matchedPlan(pairs: 20)
        var progress = 0.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            progress += 0.0137
            if progress > 1 { progress -= 1 }
            plan.forEachState(at: progress, evaluation: .running) { role, state in
                blackHole(role)
                blackHole(state)
            }
        }
    }

    // Per-corner radii (a message bubble's shape) blend corner by corner: still 0 allocations.
    Benchmark("TransitionPlan with 20 per-corner shaped elements, one progress", configuration: evaluation) {
        benchmark in
        let plan = shaped(matchedPlan(pairs: 20))
        var progress = 0.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            progress += 0.0137
            if progress > 1 { progress -= 1 }
            plan.forEachState(at: progress, evaluation: .running) { role, state in
                blackHole(role)
                blackHole(state)
            }
        }
    }
}

/// `plan` with every element starting as a message bubble (per-corner radii) and ending with a
/// uniform radius, so every evaluation blends the corners.
private func shaped(_ plan: TransitionPlan) -> TransitionPlan {
    let bubble = CornerRadii(topLeft: 18, topRight: 18, bottomLeft: 18, bottomRight: 4)
    let elements = plan.elements.map { element in
        var element = element
        element.from.cornerRadii = bubble
        element.to.cornerRadius = 12
        return element
    }
    return TransitionPlan(elements: elements, duration: plan.duration, timing: plan.timing)
}

/// The plan `TransitionStyle.matched` makes between two synthetic screens of 1,000 views with
/// `pairs` matched identifiers: the cross-fade's two screens plus one element per pair.
private func matchedPlan(pairs: Int) -> TransitionPlan {
    let bounds = SyntheticTrees.container
    var geometry = TransitionGeometry(
        containerBounds: bounds, from: .init(frame: bounds), to: .init(frame: bounds))
    geometry.matched = MatchedViews(
        leaving: SyntheticTrees.screen(views: 1_000, identifiers: pairs, seed: 1),
        arriving: SyntheticTrees.screen(views: 1_000, identifiers: pairs, seed: 2), containerBounds: bounds)
    return TransitionStyle.matched.plan(for: geometry)
        ?? TransitionPlan(elements: [], duration: 0.3, timing: .curve(.easeInOut))
}
