import Benchmark
import SmokeRun
import TransitionKit

/// Target: matching a screen pair ≤ 1 µs (median) with 10,000 rules registered for other pairs;
/// and the growth benchmarks (`registryGrowthBenchmarks()`).
let benchmarks: @Sendable () -> Void = {
    registryGrowthBenchmarks()

    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .instructions], scalingFactor: .kilo,
        maxDuration: .seconds(2), maxIterations: 2_000
    ).smokeRunAware()

    // Built once, outside the measured closure: building and freeing 10,000 rules is not the
    // matching cost.
    var registry = TransitionRegistry<BenchScreen, Int>(defaultValue: -1)
    for (i, from) in fromTypes.enumerated() {
        for (j, to) in toTypes.enumerated() where !(i == 0 && j == 0) {
            registry.register(i * 100 + j, from: from, to: to)
        }
    }
    registry.register(7, from: GridScreen.self, to: DetailScreen.self)
    let rules = registry

    Benchmark("TransitionRegistry.match, 10,000 other rules", configuration: configuration) { benchmark in
        let registry = rules
        let grid = SpecialGridScreen()
        let detail = DetailScreen()
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            let operation: NavigationOperation = index & 1 == 0 ? .push : .pop
            let match =
                operation == .push
                ? registry.match(from: grid, to: detail, operation: .push)
                : registry.match(from: detail, to: grid, operation: .pop)
            blackHole(match?.value)
        }
    }
}

class GridScreen: BenchScreen {}
final class SpecialGridScreen: GridScreen {}
final class DetailScreen: BenchScreen {}
