import Foundation
import TransitionKit
import TransitionKitGestures

/// One hot path: a name and a loop that runs it a given number of times, each time on new input
/// (the progress or the finger moves on), consuming every result.
public struct HotPath: Sendable {
    /// The benchmark's name, also the name `Scripts/benchmark-time-ratios.txt` keys on.
    public let name: String
    /// Whether it runs every frame (its allocations must be 0).
    public let isPerFrame: Bool
    /// Makes the loop with its own state; call the loop with the number of iterations.
    public let makeLoop: @Sendable () -> (Int) -> Void
}

/// The paths timed by `MotionBenchmarks`, `FrameBenchmarks` and the smoke run's ratio check
/// (`HotPathRatios`), defined once so that the three measure the same work.
public enum HotPaths {
    /// The name of the fixed computation every ratio divides by.
    public static let referenceName = "Reference computation"

    /// 100 dependent multiply-adds and square roots: about as long as the hot paths, no library code.
    public static let reference = HotPath(name: referenceName, isPerFrame: false) {
        var seed = 1.0
        return { iterations in
            for _ in 0..<iterations {
                var value = seed
                for _ in 0..<100 { value = (value * 1.000_001 + 0.5).squareRoot() }
                seed = value.truncatingRemainder(dividingBy: 1) + 1
                consume(value)
            }
        }
    }

    /// Every frame-time path, then the start of each built-in.
    public static var all: [HotPath] {
        [plan100, gesture20, drag20, zoomDismissalDrag, interactiveUpdate] + starts
    }

    /// The 100-element plan evaluated at one progress (running).
    public static let plan100 = HotPath(name: "TransitionPlan 100 elements, one progress", isPerFrame: true) {
        let plan = SamplePlans.hundredElements
        var progress = 0.0
        return { iterations in
            for _ in 0..<iterations {
                progress += 0.0137
                if progress > 1 { progress -= 1 }
                plan.forEachState(at: progress, evaluation: .running) { role, state in
                    consume(role)
                    consume(state)
                }
            }
        }
    }

    /// One pan sample through the interaction machine, then every state of a 20-element plan.
    public static let gesture20 = HotPath(name: "Gesture update, 20-element plan", isPerFrame: true) {
        let plan = SamplePlans.twentyElements
        var machine = InteractionMachine(
            tracker: PanTracker(travelDistance: 390, layoutDirection: .leftToRight))
        _ = machine.handle(.began(PanSample(translation: .zero)))
        _ = machine.handle(.transitionStarted)
        var x = 0.0
        return { iterations in
            for _ in 0..<iterations {
                x += 1.3
                if x > 390 { x -= 390 }
                _ = machine.handle(
                    .changed(PanSample(translation: CGPoint(x: x, y: 2), velocity: CGPoint(x: 400, y: 0))))
                plan.forEachState(at: machine.progress) { role, state in
                    consume(role)
                    consume(state)
                }
            }
        }
    }

    /// The zoom dismissal's 2-D drag: translation and pinch mapped to progress, the machine moved
    /// there, every state of a 20-element plan evaluated.
    public static let drag20 = HotPath(name: "Drag update, 20-element plan", isPerFrame: true) {
        let plan = SamplePlans.twentyElements
        let drag = DragProgress(referenceDistance: 844)
        var machine = InteractionMachine(
            tracker: PanTracker(travelDistance: 390, layoutDirection: .leftToRight))
        _ = machine.handle(.began(PanSample(translation: .zero)))
        _ = machine.handle(.transitionStarted)
        var y = 0.0
        return { iterations in
            for _ in 0..<iterations {
                y += 1.3
                if y > 844 { y -= 844 }
                let progress = drag.progress(translation: CGPoint(x: 3, y: y), scale: 1 - y / 4_000)
                _ = machine.update(progress: progress)
                plan.forEachState(at: machine.progress) { role, state in
                    consume(role)
                    consume(state)
                }
            }
        }
    }

    /// Readings → tracked 2-D state → the zoomed screen's state.
    public static let zoomDismissalDrag = HotPath(name: "Zoom dismissal drag update", isPerFrame: true) {
        let mapping = DismissalMapping(minimumScale: 0.6, shrinksTowardSource: true)
        let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
        let source = CGRect(x: 20, y: 100, width: 120, height: 120)
        var tracker = DismissalTracker()
        tracker.begin()
        var y = 0.0
        var time = 0.0
        return { iterations in
            for _ in 0..<iterations {
                y += 1.3
                if y > 844 { y -= 844 }
                time += 1.0 / 120
                tracker.record(
                    translation: CGPoint(x: y / 10, y: y), velocity: CGPoint(x: 40, y: 400), pinchScale: 0.95,
                    timestamp: time)
                consume(
                    mapping.screenState(
                        frame: screen, translation: tracker.translation, pinchScale: tracker.scale,
                        source: source))
            }
        }
    }

    /// A pan sample through the interaction machine to the interaction's `update` and the
    /// animator's `fractionComplete` (`PanInteractionCore.handle(_:)`'s `.changed` path).
    public static let interactiveUpdate = HotPath(
        name: "Interactive update (machine → interaction → animator)", isPerFrame: true
    ) {
        let animator = AnimatorPort()
        let interaction = InteractionPort(animator: animator)
        var machine = InteractionMachine(
            tracker: PanTracker(travelDistance: 390, layoutDirection: .leftToRight))
        _ = machine.handle(.began(PanSample(translation: .zero)))
        _ = machine.handle(.transitionStarted)
        var x = 0.0
        var time = 0.0
        return { iterations in
            for _ in 0..<iterations {
                x += 1.3
                if x > 390 { x -= 390 }
                time += 1.0 / 120
                let sample = PanSample(
                    translation: CGPoint(x: x, y: 2), velocity: CGPoint(x: 400, y: 0), timestamp: time)
                guard let raw = machine.rawProgress(for: sample) else { continue }
                machine.record(sample)
                _ = machine.update(progress: raw)
                interaction.update(CGFloat(machine.progress))
            }
            consume(animator.fractionComplete)
        }
    }

    /// The start of each built-in: its plan made from the geometry.
    public static var starts: [HotPath] {
        BuiltIns.styles.map { name, style in
            HotPath(name: "Start: \(name) plan", isPerFrame: false) {
                { iterations in
                    for _ in 0..<iterations { consume(style.plan(for: BuiltIns.geometry)) }
                }
            }
        }
    }
}

/// Keeps a value alive so that the optimizer cannot drop the work that made it.
@_optimize(none) @inline(never) public func consume<T>(_ value: T) {}

/// The plans evaluated: 100 elements with partial windows and every kind of property, and the
/// first 20 of them.
public enum SamplePlans {
    /// The first 20 elements of ``hundredElements``.
    public static let twentyElements = TransitionPlan(
        elements: Array(hundredElements.elements.prefix(20)), duration: 0.35, timing: .curve(.easeInOut))

    /// 100 elements, windows staggered by 0.005.
    public static let hundredElements: TransitionPlan = {
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

/// The geometry and the built-ins whose start is timed.
public enum BuiltIns {
    /// A 390 × 844 screen pair with insets and a zoom.
    public static let geometry = TransitionGeometry(
        containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844),
        from: .init(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), additionalSafeAreaInsets: Insets(top: 44)),
        to: .init(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), additionalSafeAreaInsets: Insets(top: 56)),
        zoom: .init(
            sourceFrame: CGRect(x: 20, y: 100, width: 120, height: 120), sourceCornerRadius: 12,
            destinationFrame: CGRect(x: 0, y: 100, width: 390, height: 390)))

    /// The built-ins by name.
    public static let styles: [(String, TransitionStyle)] = [
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
