// The hot math timed on its own, the same source compiled against two versions of the library
// (Scripts/compare-hot-math.sh): the 100-element plan evaluated at one progress, one gesture
// update over a 20-element plan, and a fixed reference computation whose time does not depend on
// the library (the ratios to it cancel the machine's speed and load).
//   HotMath                      medians of interleaved rounds, in ns per call
//   HotMath count PATH N         runs one path (plan100, gesture20, reference) N times inside
//                                `countedLoop`, for `valgrind --tool=callgrind
//                                --toggle-collect='*countedLoop*'` (instructions per call = Ir / N)
import Foundation
import TransitionKit
import TransitionKitGestures

@_optimize(none) @inline(never) func blackHole<T>(_ value: T) {}

let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
let hundred = TransitionPlan(
    elements: (0..<100).map { index -> TransitionPlan.Element in
        let offset = Double(index)
        return TransitionPlan.Element(
            role: index == 0 ? .fromView : index == 1 ? .toView : .custom("part"),
            from: VisualState(frame: screen.offsetBy(dx: offset, dy: 0), alpha: 1, cornerRadius: offset),
            to: VisualState(
                frame: screen.insetBy(dx: offset / 10, dy: offset / 10), alpha: 0.5, transform: .scale(0.9),
                backgroundColor: .white, additionalSafeAreaInsets: Insets(top: offset)),
            window: TimeWindow(start: offset / 200, end: 0.5 + offset / 200))
    }, duration: 0.35, timing: .curve(.easeInOut))
let twenty = TransitionPlan(
    elements: Array(hundred.elements.prefix(20)), duration: 0.35, timing: .curve(.easeInOut))

var progress = 0.0
@MainActor func plan100() {
    progress += 0.0137
    if progress > 1 { progress -= 1 }
    hundred.forEachState(at: progress, evaluation: .running) { role, state in
        blackHole(role)
        blackHole(state)
    }
}

var machine = InteractionMachine(tracker: PanTracker(travelDistance: 390, layoutDirection: .leftToRight))
_ = machine.handle(.began(PanSample(translation: .zero)))
_ = machine.handle(.transitionStarted)
var x = 0.0
@MainActor func gesture20() {
    x += 1.3
    if x > 390 { x -= 390 }
    _ = machine.handle(.changed(PanSample(translation: CGPoint(x: x, y: 2), velocity: CGPoint(x: 400, y: 0))))
    twenty.forEachState(at: machine.progress) { role, state in
        blackHole(role)
        blackHole(state)
    }
}

// The reference: 1000 dependent multiply-adds and square roots, no library code.
var seed = 1.0
@MainActor func reference() {
    var value = seed
    for _ in 0..<1_000 { value = (value * 1.000_001 + 0.5).squareRoot() }
    seed = value.truncatingRemainder(dividingBy: 1) + 1
    blackHole(value)
}

@MainActor @inline(never) func countedLoop(_ iterations: Int, _ body: @MainActor () -> Void) {
    for _ in 0..<iterations { body() }
}

let paths: [(name: String, body: @MainActor () -> Void, iterations: Int)] = [
    ("plan100", plan100, 200), ("gesture20", gesture20, 500), ("reference", reference, 100),
]
let arguments = CommandLine.arguments
if arguments.count == 4, arguments[1] == "count", let path = paths.first(where: { $0.name == arguments[2] }),
    let iterations = Int(arguments[3])
{
    path.body()
    countedLoop(iterations, path.body)
    exit(0)
}

/// Nanoseconds per call of each path: rounds interleave the paths, and each path's median round counts.
var times = paths.map { _ in [Double]() }
for _ in 0..<15 {
    for (index, path) in paths.enumerated() {
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<path.iterations * 10 { path.body() }
        times[index].append(
            Double(DispatchTime.now().uptimeNanoseconds - start) / Double(path.iterations * 10))
    }
}
let medians = times.map { $0.sorted()[$0.count / 2] }
print(
    String(
        format: "plan100 %.0f ns  gesture20 %.0f ns  reference %.0f ns", medians[0], medians[1], medians[2]))
