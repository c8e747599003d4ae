import Benchmark
import Foundation

extension Benchmark.Configuration {
    /// The environment variable that turns every benchmark into a smoke run: CI sets it
    /// (`Scripts/benchmark-smoke.sh`) to prove that the benchmarks still build and run and to read
    /// the hot paths' allocation counts, without spending the minutes a measurement takes.
    public static let smokeRunVariable = "TRANSITIONKIT_BENCHMARK_SMOKE"

    /// This configuration, or, when ``smokeRunVariable`` is `1`, the same with at most 10 iterations
    /// in at most 200 ms after one warm-up iteration. Metrics and the scaling factor are kept, so
    /// allocation counts mean the same in both runs; times from a smoke run mean nothing.
    ///
    /// ```swift
    /// let configuration = Benchmark.Configuration(metrics: [.mallocCountTotal], maxIterations: 2_000)
    ///     .smokeRunAware()
    /// ```
    public func smokeRunAware() -> Self {
        guard ProcessInfo.processInfo.environment[Self.smokeRunVariable] == "1" else { return self }
        var smoke = self
        smoke.warmupIterations = 1
        smoke.maxIterations = min(maxIterations, 10)
        smoke.maxDuration = min(maxDuration, .milliseconds(200))
        return smoke
    }
}
