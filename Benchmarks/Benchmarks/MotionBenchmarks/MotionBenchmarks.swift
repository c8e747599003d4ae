import Benchmark
import Foundation
import HotPaths
import SmokeRun
import TransitionKit
import TransitionKitGestures

/// Targets (medians on the 2-core CI machine): plan of 100 elements ≤ 5 µs and 0 allocations;
/// spring value ≤ 30 ns; Bézier value ≤ 60 ns; one gesture update (sample → progress → every state
/// of a 20-element plan) ≤ 1 µs and 0 allocations; one drag update (translation and pinch → progress
/// → every state of a 20-element plan) the same; one zoom dismissal drag update (readings → tracked
/// 2-D state → the zoomed screen's VisualState) ≤ 1 µs and 0 allocations.
let benchmarks: @Sendable () -> Void = {
    let metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal, .instructions]
    let configuration = Benchmark.Configuration(
        metrics: metrics, scalingFactor: .kilo, maxDuration: .seconds(2), maxIterations: 2_000
    ).smokeRunAware()

    Benchmark("TimingCurve.value (easeInOut)", configuration: configuration) { benchmark in
        let curve = TimingCurve.easeInOut
        var time = 0.0
        for _ in benchmark.scaledIterations {
            time += 0.0007
            if time > 1 { time -= 1 }
            blackHole(curve.value(at: time))
        }
    }

    Benchmark("SpringTiming.value (under-damped)", configuration: configuration) { benchmark in
        let spring = SpringTiming(duration: 0.5, bounce: 0.3)
        var time = 0.0
        for _ in benchmark.scaledIterations {
            time += 0.0007
            if time > 1 { time -= 1 }
            blackHole(spring.value(at: time, initialVelocity: 1.5))
        }
    }

    for path in [HotPaths.plan100, HotPaths.gesture20, HotPaths.drag20, HotPaths.zoomDismissalDrag] {
        Benchmark(path.name, configuration: configuration) { benchmark in
            let loop = path.makeLoop()
            benchmark.startMeasurement()
            loop(benchmark.scaledIterations.count)
        }
    }
}
