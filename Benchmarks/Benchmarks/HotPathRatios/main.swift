// Each hot path's cost as a ratio to a fixed reference computation (HotPaths.reference) measured
// in the same process, for the smoke run's check (Scripts/benchmark-smoke.sh):
//
//   HotPathRatios [ROUNDS]    time. Each round times every path once, in turn, as a block of about
//                             20 µs; per path the fastest block counts (other work on the machine
//                             only ever lengthens a block, and interleaving gives every path the
//                             same chances of an undisturbed one). Prints "ratio ns name" lines.
//   HotPathRatios count N     runs each path N times, in the order of `paths`, inside one call of
//                             `hot_path_counted_loop` each: under `valgrind --tool=callgrind
//                             --collect-atstart=no --toggle-collect=hot_path_counted_loop
//                             --dump-after=hot_path_counted_loop` each dump holds one path's
//                             instructions (a plain symbol name: callgrind matches dump points
//                             exactly).
//   HotPathRatios names       the paths' names, one a line, in that order.
import Foundation
import HotPaths

let paths = [HotPaths.reference] + HotPaths.all
let arguments = CommandLine.arguments

/// The loops `hot_path_counted_loop` runs, by index.
nonisolated(unsafe) var countedLoops: [(Int) -> Void] = []

/// Runs loop `index` of ``countedLoops`` `iterations` times: the one function callgrind counts in.
@_silgen_name("hot_path_counted_loop") @inline(never) func countedLoop(_ index: Int, _ iterations: Int) {
    countedLoops[index](iterations)
}

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

if arguments.count == 2, arguments[1] == "names" {
    for path in paths { print(path.name) }
    exit(0)
}

if arguments.count == 3, arguments[1] == "count", let iterations = Int(arguments[2]) {
    countedLoops = paths.map { $0.makeLoop() }
    for index in countedLoops.indices {
        countedLoops[index](1)  // first-use work (lazy globals, metadata) is not the path's
        countedLoop(index, iterations)
    }
    exit(0)
}

let rounds = arguments.count == 2 ? Int(arguments[1]) ?? 1_000 : 1_000
let loops = paths.map { $0.makeLoop() }
// Iterations per block: about 20 µs each, from a first timing after a warm-up.
let blockIterations = loops.map { loop -> Int in
    loop(10)
    let start = now()
    loop(10)
    let perIteration = max(Double(now() - start) / 10, 1)
    return max(1, Int(20_000 / perIteration))
}
var fastest = [Double](repeating: .infinity, count: paths.count)
for _ in 0..<rounds {
    for (index, loop) in loops.enumerated() {
        let start = now()
        loop(blockIterations[index])
        let perIteration = Double(now() - start) / Double(blockIterations[index])
        fastest[index] = min(fastest[index], perIteration)
    }
}
for (index, path) in paths.enumerated() {
    print(String(format: "%.4f %.1f ", fastest[index] / fastest[0], fastest[index]) + path.name)
}
