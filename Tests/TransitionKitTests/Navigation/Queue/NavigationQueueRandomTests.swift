import TestSupport
import Testing

@testable import TransitionKit
@testable import TransitionKitCore

/// Seeded random request sequences against a deliberately naive reference model.
struct NavigationQueueRandomTests {
    typealias Event = NavigationQueueEvent<Int>
    static let host = 99

    enum Outcome {
        case success([Int])
        case failure(NavigationDropReason)
    }

    /// The reference: written independently of `StackValidation`, in the plainest way.
    struct Reference {
        var stack: [Int] = [0]
        var running: NavigationAction<Int>?
        var waiting: [(RequestTicket, NavigationRequest<Int>)] = []
        var nextTicket: UInt64 = 0

        static func target(of request: NavigationRequest<Int>, on stack: [Int]) -> Outcome {
            switch request {
            case .push(let x, _):
                if x == host { return .failure(.navigationController) }
                if stack.last == x { return .failure(.alreadyOnTop) }
                if stack.contains(x) { return .failure(.alreadyInStack) }
                return .success(stack + [x])
            case .pop:
                return stack.count < 2 ? .failure(.atRoot) : .success(Array(stack.prefix(stack.count - 1)))
            case .popTo(let x, _):
                if x == host { return .failure(.navigationController) }
                guard let i = stack.firstIndex(of: x) else { return .failure(.notInStack) }
                return i == stack.count - 1 ? .failure(.alreadyOnTop) : .success(Array(stack.prefix(i + 1)))
            case .popToRoot:
                return stack.count < 2 ? .failure(.atRoot) : .success([stack[0]])
            case .setStack(let xs, _):
                if xs.isEmpty { return .failure(.emptyStack) }
                if xs.contains(host) { return .failure(.navigationController) }
                for (i, x) in xs.enumerated() where xs[(i + 1)...].contains(x) {
                    return .failure(.duplicateIdentities)
                }
                return xs == stack ? .failure(.unchanged) : .success(xs)
            }
        }

        static func kind(from: [Int], to: [Int]) -> NavigationAction<Int>.Kind {
            if to.count == from.count + 1 && Array(to.prefix(from.count)) == from { return .push }
            if to.count < from.count && Array(from.prefix(to.count)) == to { return .pop }
            return .replace
        }

        mutating func run() -> [Event] {
            var events: [Event] = []
            while running == nil, !waiting.isEmpty {
                let (ticket, request) = waiting.removeFirst()
                switch Self.target(of: request, on: stack) {
                case .failure(let reason):
                    events.append(.dropped(ticket, request, reason))
                case .success(let to):
                    let action = NavigationAction(
                        kind: Self.kind(from: stack, to: to), from: stack, to: to, animated: request.animated,
                        ticket: ticket)
                    running = action
                    events.append(.perform(action))
                }
            }
            return events
        }

        mutating func submit(_ request: NavigationRequest<Int>) -> [Event] {
            let ticket = RequestTicket(rawValue: nextTicket)
            nextTicket += 1
            waiting.append((ticket, request))
            return running == nil ? run() : [.queued(ticket)]
        }

        mutating func end(completed: Bool) -> [Event] {
            guard let action = running else { return [] }
            running = nil
            if completed { stack = action.to }
            return [completed ? .completed(action) : .cancelled(action)] + run()
        }

        mutating func beginPop() -> NavigationAction<Int>? {
            guard running == nil, stack.count > 1 else { return nil }
            let action = NavigationAction(
                kind: .pop, from: stack, to: Array(stack.dropLast()), animated: true, ticket: nil)
            running = action
            return action
        }
    }

    static func randomRequest(_ rng: inout SplitMix64) -> NavigationRequest<Int> {
        func id() -> Int {
            Int.random(in: 0..<20, using: &rng) == 0 ? host : Int.random(in: 0..<6, using: &rng)
        }
        let animated = Bool.random(using: &rng)
        switch Int.random(in: 0..<10, using: &rng) {
        case 0...3: return .push(id(), animated: animated)
        case 4...5: return .pop(animated: animated)
        case 6: return .popTo(id(), animated: animated)
        case 7: return .popToRoot(animated: animated)
        default:
            let count = Int.random(in: 0...4, using: &rng)
            return .setStack((0..<count).map { _ in id() }, animated: animated)
        }
    }

    @Test func randomSequencesMatchReferenceAndKeepInvariants() {
        var totalRequests = 0
        for seed in UInt64(0)..<1_200 {
            var rng = SplitMix64(seed: seed)
            var queue = NavigationQueue<Int>(root: 0, validation: StackValidation(host: Self.host))
            var reference = Reference()
            var log: [Event] = []
            var submitted = 0

            func check(_ events: [Event], _ expected: [Event]) {
                #expect(events == expected, "seed \(seed)")
                #expect(!queue.stack.isEmpty, "seed \(seed)")
                #expect(Set(queue.stack).count == queue.stack.count, "seed \(seed)")
                #expect(queue.stack == reference.stack, "seed \(seed)")
                log.append(contentsOf: events)
            }

            for _ in 0..<Int.random(in: 1...60, using: &rng) {
                switch Int.random(in: 0..<10, using: &rng) {
                case 0...4:
                    let request = Self.randomRequest(&rng)
                    submitted += 1
                    let wasBusy = !queue.isIdle
                    let events = queue.submit(request)
                    check(events, reference.submit(request))
                    if wasBusy { #expect(events.count == 1, "seed \(seed)") }
                case 5...8:
                    let completed = Int.random(in: 0..<4, using: &rng) != 0
                    check(queue.transitionDidEnd(completed: completed), reference.end(completed: completed))
                default:
                    #expect(
                        queue.canBeginInteractivePop
                            == (reference.running == nil && reference.stack.count > 1))
                    let action = queue.beginInteractivePop()
                    #expect(action == reference.beginPop(), "seed \(seed)")
                    if let action { log.append(.perform(action)) }
                }
            }
            while !queue.isIdle {
                check(queue.transitionDidEnd(completed: true), reference.end(completed: true))
            }
            #expect(queue.pending.isEmpty, "seed \(seed)")
            totalRequests += submitted

            // Every ticket ends exactly once; tickets start (performed or dropped) in order.
            var ended: [RequestTicket] = []
            var started: [RequestTicket] = []
            for event in log {
                switch event {
                case .completed(let a), .cancelled(let a):
                    if let t = a.ticket { ended.append(t) }
                case .dropped(let t, _, _):
                    ended.append(t)
                    started.append(t)
                case .perform(let a):
                    if let t = a.ticket { started.append(t) }
                case .queued, .reversed:
                    break
                }
            }
            #expect(
                ended.sorted() == (0..<UInt64(submitted)).map(RequestTicket.init(rawValue:)), "seed \(seed)")
            #expect(started == started.sorted() && Set(started).count == started.count, "seed \(seed)")
        }
        #expect(totalRequests > 10_000)
    }
}
