import Benchmark
import Foundation
@_spi(Benchmarks) import TransitionKit

/// Target (median on the 2-core CI machine): matching two screens of 1,000 views with 20
/// identifiers each ≤ 50 µs (issue #21).
let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .instructions], maxDuration: .seconds(2),
        maxIterations: 2_000)

    Benchmark("MatchedViews, 2 screens of 1,000 views, 20 identifiers", configuration: configuration) {
        benchmark in
        let leaving = SyntheticScreen.tree(views: 1_000, identifiers: 20, seed: 1)
        let arriving = SyntheticScreen.tree(views: 1_000, identifiers: 20, seed: 2)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(
                MatchedViews(leaving: leaving, arriving: arriving, containerBounds: SyntheticScreen.container)
            )
        }
    }
}
