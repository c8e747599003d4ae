import Benchmark
import HotPaths
import SmokeRun

/// One frame of the library's work, timed: an interactive update (a pan sample through
/// the interaction machine to the interaction's `update` and the animator's `fractionComplete`,
/// over minimal ports), the start of each built-in (its plan made from the geometry), and the
/// fixed reference computation that uses no library code, which `HotPathRatios` divides every hot
/// path's time by. Targets (2-core CI machine): an interactive update ≤ 1 µs, a start ≤ 1 ms,
/// 0 allocations on the per-frame paths.
let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .instructions], scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 2_000
    ).smokeRunAware()

    for path in [HotPaths.reference, HotPaths.interactiveUpdate] + HotPaths.starts {
        Benchmark(path.name, configuration: configuration) { benchmark in
            let loop = path.makeLoop()
            benchmark.startMeasurement()
            loop(benchmark.scaledIterations.count)
        }
    }
}
