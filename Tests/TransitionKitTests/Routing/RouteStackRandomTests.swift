import TestSupport
import Testing

@testable import TransitionKit
@testable import TransitionKitCore

/// Laws of the route stack over seeded random operation sequences.
struct RouteStackRandomTests {

    @Test(arguments: DuplicatePushPolicy.allCases)
    func changesDescribeTheStackExactly(policy: DuplicatePushPolicy) {
        for seed in UInt64(0)..<300 {
            var rng = SplitMix64(seed: seed)
            var stack = RouteStack<Int, Int>(root: 0, tag: "t0", duplicateTagPolicy: policy)
            for step in 0..<80 {
                let before = stack
                func tag() -> RouteTag? {
                    let n = Int.random(in: 0..<6, using: &rng)
                    return n == 5 ? nil : RouteTag("t\(n)")
                }
                let outcome: RouteOutcome<Int, Int>
                switch Int.random(in: 0..<8, using: &rng) {
                case 0, 1: outcome = stack.push(step, tag: tag(), transitions: .both(step))
                case 2: outcome = stack.back()
                case 3: outcome = stack.home()
                case 4: outcome = stack.goTo(tag: tag() ?? "t0")
                case 5: outcome = stack.goTo(tag: tag() ?? "t1", orPush: step)
                case 6: outcome = stack.replace(with: step, tag: tag())
                default: outcome = stack.userPopped(count: Int.random(in: -1...3, using: &rng))
                }
                #expect(stack.depth >= 1, "seed \(seed)")
                #expect(Set(stack.ids).count == stack.depth, "seed \(seed)")
                #expect(stack.ids == stack.ids.sorted(), "seed \(seed)")
                if policy != .allow {
                    let tags = stack.routes.compactMap(\.tag)
                    #expect(Set(tags).count == tags.count, "seed \(seed)")
                }
                switch outcome {
                case .unchanged:
                    #expect(stack == before, "seed \(seed)")
                case .changed(let change):
                    // Applying the change to the old stack gives the new one: the popped routes
                    // leave from the top, or from their place under `moveToTop`.
                    let left = Set(change.popped.map(\.id))
                    let popped = before.routes.reversed().filter { left.contains($0.id) }
                    #expect(popped == change.popped && left.count == popped.count, "seed \(seed)")
                    if policy != .moveToTop || change.operation == .pop {
                        let top = Array(before.routes.suffix(popped.count).reversed())
                        #expect(popped == top, "seed \(seed)")
                    }
                    let rebuilt = before.routes.filter { !left.contains($0.id) } + change.pushed
                    #expect(rebuilt == stack.routes, "seed \(seed)")
                    #expect(change.depth == stack.depth, "seed \(seed)")
                    switch change.operation {
                    case .push:
                        #expect(change.pushed.count == 1, "seed \(seed)")
                        #expect(change.transition == change.pushed.last?.transitions.push, "seed \(seed)")
                    case .pop:
                        #expect(change.pushed.isEmpty && !change.popped.isEmpty, "seed \(seed)")
                        #expect(
                            change.transition == change.popped.first?.transitions.pop, "seed \(seed)")
                    }
                }
            }
        }
    }
}
