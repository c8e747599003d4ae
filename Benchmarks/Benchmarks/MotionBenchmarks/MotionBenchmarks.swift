import Benchmark
import Foundation
import SmokeRun
import TransitionKit
import TransitionKitGestures

/// Targets (medians on the 2-core CI machine): plan of 100 elements ≤ 5 µs and 0 allocations;
/// spring value ≤ 30 ns; Bézier value ≤ 60 ns; one gesture update (sample → progress → every state
/// of a 20-element plan) ≤ 2 µs and 0 allocations; one drag update (translation and pinch → progress
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

    Benchmark("TransitionPlan 100 elements, one progress", configuration: configuration) { benchmark in
        let plan = SamplePlans.hundredElements
        var progress = 0.0
        for _ in benchmark.scaledIterations {
            progress += 0.0137
            if progress > 1 { progress -= 1 }
            plan.forEachState(at: progress, evaluation: .running) { role, state in
                blackHole(role)
                blackHole(state)
            }
        }
    }

    Benchmark("Gesture update, 20-element plan", configuration: configuration) { benchmark in
        let plan = SamplePlans.twentyElements
        var machine = InteractionMachine(
            tracker: PanTracker(travelDistance: 390, layoutDirection: .leftToRight))
        _ = machine.handle(.began(PanSample(translation: .zero)))
        _ = machine.handle(.transitionStarted)
        var x = 0.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            x += 1.3
            if x > 390 { x -= 390 }
            _ = machine.handle(
                .changed(PanSample(translation: CGPoint(x: x, y: 2), velocity: CGPoint(x: 400, y: 0))))
            plan.forEachState(at: machine.progress) { role, state in
                blackHole(role)
                blackHole(state)
            }
        }
    }

    // The zoom dismissal's 2-D drag (the handle): translation and pinch mapped to progress,
    // the machine moved there, every state of the plan evaluated.
    Benchmark("Drag update, 20-element plan", configuration: configuration) { benchmark in
        let plan = SamplePlans.twentyElements
        let drag = DragProgress(referenceDistance: 844)
        var machine = InteractionMachine(
            tracker: PanTracker(travelDistance: 390, layoutDirection: .leftToRight))
        _ = machine.handle(.began(PanSample(translation: .zero)))
        _ = machine.handle(.transitionStarted)
        var y = 0.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            y += 1.3
            if y > 844 { y -= 844 }
            let progress = drag.progress(translation: CGPoint(x: 3, y: y), scale: 1 - y / 4_000)
            _ = machine.update(progress: progress)
            plan.forEachState(at: machine.progress) { role, state in
                blackHole(role)
                blackHole(state)
            }
        }
    }

    Benchmark("Zoom dismissal drag update", configuration: configuration) { benchmark in
        let mapping = DismissalMapping(minimumScale: 0.6, shrinksTowardSource: true)
        let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
        let source = CGRect(x: 20, y: 100, width: 120, height: 120)
        var tracker = DismissalTracker()
        tracker.begin()
        var y = 0.0
        var time = 0.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            y += 1.3
            if y > 844 { y -= 844 }
            time += 1.0 / 120
            tracker.record(
                translation: CGPoint(x: y / 10, y: y), velocity: CGPoint(x: 40, y: 400), pinchScale: 0.95,
                timestamp: time)
            blackHole(
                mapping.screenState(
                    frame: screen, translation: tracker.translation, pinchScale: tracker.scale, source: source
                ))
        }
    }
}

enum SamplePlans {
    static let twentyElements = TransitionPlan(
        elements: Array(hundredElements.elements.prefix(20)), duration: 0.35, timing: .curve(.easeInOut))

    static let hundredElements: TransitionPlan = {
        let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
        let elements = (0..<100).map { index -> TransitionPlan.Element in
            let offset = Double(index)
            return TransitionPlan.Element(
                role: index == 0 ? .fromView : index == 1 ? .toView : .custom("part"),
                from: VisualState(frame: screen.offsetBy(dx: offset, dy: 0), alpha: 1, cornerRadius: offset),
                to: VisualState(
                    frame: screen.insetBy(dx: offset / 10, dy: offset / 10), alpha: 0.5,
                    transform: .scale(0.9), backgroundColor: .white,
                    additionalSafeAreaInsets: Insets(top: offset)),
                window: TimeWindow(start: offset / 200, end: 0.5 + offset / 200))
        }
        return TransitionPlan(elements: elements, duration: 0.35, timing: .curve(.easeInOut))
    }()
}
