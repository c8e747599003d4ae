import Benchmark
import SmokeRun
import TransitionKit

/// How the registry's work grows with the rules it holds, at 10, 1,000 and 100,000 rules on one
/// screen pair: one match that falls through every rule (each factory declines), and removing
/// every rule oldest first. A hundredfold of rules should cost about a hundredfold of time for the
/// match and a little more for the removals (each is logarithmic); quadratic work would cost ten
/// thousandfold. Each sample builds its registry before the measurement starts.
func registryGrowthBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .instructions], scalingFactor: .one, maxDuration: .seconds(2), maxIterations: 10
    ).smokeRunAware()

    for (count, label) in [(10, "10"), (1_000, "1,000"), (100_000, "100,000")] {
        Benchmark(
            "Registry growth: one match over \(label) declining factories", configuration: configuration
        ) {
            benchmark in
            var registry = TransitionRegistry<BenchScreen, Int>()
            for _ in 0..<count {
                registry.register(from: GridScreen.self, to: DetailScreen.self) { _, _, _ in nil }
            }
            let grid = GridScreen()
            let detail = DetailScreen()
            benchmark.startMeasurement()
            blackHole(registry.match(from: grid, to: detail, operation: .push))
            benchmark.stopMeasurement()
        }

        Benchmark("Registry growth: unregister each of \(label) rules", configuration: configuration) {
            benchmark in
            var registry = TransitionRegistry<BenchScreen, Int>()
            let tokens = (0..<count).map {
                registry.register($0, from: GridScreen.self, to: DetailScreen.self)
            }
            benchmark.startMeasurement()
            for token in tokens { blackHole(registry.unregister(token)) }
            benchmark.stopMeasurement()
            blackHole(registry.count)
        }
    }
}
