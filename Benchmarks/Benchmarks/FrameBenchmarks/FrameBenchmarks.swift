import Benchmark
import Foundation
import SmokeRun
import TransitionKit
import TransitionKitGestures

/// One frame of the library's work, timed: an interactive update (a pan sample through
/// the interaction machine to the interaction's `update` and the animator's `fractionComplete`,
/// over minimal ports), the start of each built-in (its plan made from the geometry), and a fixed
/// reference computation that uses no library code: `Scripts/benchmark-smoke.sh` divides each hot
/// path's time by the reference's, measured in the same run, so that a slower or busier machine
/// does not move the ratio. Targets (2-core CI machine): an interactive update ≤ 1 µs, a start
/// ≤ 1 ms, 0 allocations on the per-frame paths.
let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .instructions], scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 2_000
    ).smokeRunAware()

    // 100 dependent multiply-adds and square roots: about as long as the hot paths, no library code.
    Benchmark("Reference computation", configuration: configuration) { benchmark in
        var seed = 1.0
        for _ in benchmark.scaledIterations {
            var value = seed
            for _ in 0..<100 { value = (value * 1.000_001 + 0.5).squareRoot() }
            seed = value.truncatingRemainder(dividingBy: 1) + 1
            blackHole(value)
        }
    }

    Benchmark("Interactive update (machine → interaction → animator)", configuration: configuration) {
        benchmark in
        let animator = AnimatorPort()
        let interaction = InteractionPort(animator: animator)
        var machine = InteractionMachine(
            tracker: PanTracker(travelDistance: 390, layoutDirection: .leftToRight))
        _ = machine.handle(.began(PanSample(translation: .zero)))
        _ = machine.handle(.transitionStarted)
        var x = 0.0
        var time = 0.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            x += 1.3
            if x > 390 { x -= 390 }
            time += 1.0 / 120
            let sample = PanSample(
                translation: CGPoint(x: x, y: 2), velocity: CGPoint(x: 400, y: 0), timestamp: time)
            // PanInteractionCoordinator.handle(_:)'s `.changed` path.
            guard let raw = machine.rawProgress(for: sample) else { continue }
            machine.record(sample)
            _ = machine.update(progress: raw)
            interaction.update(CGFloat(machine.progress))
        }
        blackHole(animator.fractionComplete)
    }

    for (name, style) in BuiltIns.styles {
        Benchmark("Start: \(name) plan", configuration: configuration) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(style.plan(for: BuiltIns.geometry))
            }
        }
    }
}

/// The geometry and the built-ins whose start is timed.
enum BuiltIns {
    static let geometry = TransitionGeometry(
        containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844),
        from: .init(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), additionalSafeAreaInsets: Insets(top: 44)),
        to: .init(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), additionalSafeAreaInsets: Insets(top: 56)),
        zoom: .init(
            sourceFrame: CGRect(x: 20, y: 100, width: 120, height: 120), sourceCornerRadius: 12,
            destinationFrame: CGRect(x: 0, y: 100, width: 390, height: 390)))

    static let styles: [(String, TransitionStyle)] = [
        ("zoom", .zoom), ("card", .card(cornerRadius: 16)), ("crossFade", .crossFade),
        ("safeAreaMorph", .safeAreaMorph), ("slide", .slide), ("fade", .fade),
    ]
}

/// The interaction a pan drives: `UIPercentDrivenInteractiveTransition`'s `update(_:)` writes
/// the animator's `fractionComplete`.
final class InteractionPort {
    let animator: AnimatorPort
    private(set) var percentComplete: CGFloat = 0

    init(animator: AnimatorPort) {
        self.animator = animator
    }

    @inline(never) func update(_ percent: CGFloat) {
        percentComplete = min(max(percent, 0), 1)
        animator.fractionComplete = percentComplete
    }
}

/// A paused property animator: its progress.
final class AnimatorPort {
    var fractionComplete: CGFloat = 0
}
