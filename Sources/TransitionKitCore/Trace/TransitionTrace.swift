/// A device scenario as text, one event per line, replayed on Linux through the coordinators and UIKit's
/// models (`TransitionTraceReplayTests`). Format and bad input: TraceInternals.
package struct TransitionTrace: Equatable, Sendable {
    /// The format's version, on the first line.
    package static let version = 1

    /// One line of a trace.
    package enum Event: Equatable, Sendable {
        case push(String, animated: Bool)
        case pop(animated: Bool)
        case swipeBegin
        case swipeProgress(Double)
        case swipeEnd(finish: Bool)
        case wait(Double)
        case settle
        case background
        case size(width: Double, height: Double)
        case expectStack([String])
        case expectFocus([String])
    }

    /// Why a trace was refused.
    package enum Failure: Error, Equatable, Sendable {
        /// The first line is not `transitionkit-trace 1`.
        case unsupportedVersion(found: String)
        /// No `end` line: the trace was cut short.
        case truncated
        /// A line that is not an event, or whose values are malformed (line numbers from 1).
        case malformed(line: Int, text: String)
        /// A swipe event that cannot happen here.
        case outOfOrder(line: Int, text: String)
    }

    /// The events, in order.
    package var events: [Event]

    package init(events: [Event]) {
        self.events = events
    }

    /// Bad input is refused whole, with the line at fault.
    package static func parse(_ text: String) -> Result<TransitionTrace, Failure> {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init)
                ?? ""
        }
        let numbered = lines.enumerated().map {
            ($0.offset + 1, $0.element.split(separator: " ").map(String.init))
        }
        .filter { !$0.1.isEmpty }
        guard let header = numbered.first, header.1 == ["transitionkit-trace", "\(version)"] else {
            return .failure(
                .unsupportedVersion(found: numbered.first.map { $0.1.joined(separator: " ") } ?? ""))
        }
        guard let last = numbered.last, last.1 == ["end"], numbered.count >= 2 else {
            return .failure(.truncated)
        }
        var events: [Event] = []
        var swiping = false
        for (number, words) in numbered.dropFirst().dropLast() {
            let text = words.joined(separator: " ")
            guard let event = event(words) else { return .failure(.malformed(line: number, text: text)) }
            guard swipeOrderHolds(event, swiping: &swiping) else {
                return .failure(.outOfOrder(line: number, text: text))
            }
            events.append(event)
        }
        return .success(TransitionTrace(events: events))
    }

    /// Whether `event` may come while a swipe is (or is not) held; updates `swiping`.
    private static func swipeOrderHolds(_ event: Event, swiping: inout Bool) -> Bool {
        switch event {
        case .swipeBegin:
            defer { swiping = true }
            return !swiping
        case .swipeProgress:
            return swiping
        case .swipeEnd:
            defer { swiping = false }
            return swiping
        case .background:
            swiping = false
            return true
        default:
            return true
        }
    }

    private static func event(_ words: [String]) -> Event? {
        func number(_ word: String) -> Double? { Double(word).flatMap { $0.isFinite ? $0 : nil } }
        switch (words.first ?? "", Array(words.dropFirst())) {
        case ("push", let rest) where rest.count == 1: return .push(rest[0], animated: true)
        case ("push", let rest) where rest.count == 2 && rest[1] == "unanimated":
            return .push(rest[0], animated: false)
        case ("pop", []): return .pop(animated: true)
        case ("pop", ["unanimated"]): return .pop(animated: false)
        case ("swipe", ["begin"]): return .swipeBegin
        case ("swipe", let rest) where rest.count == 2 && rest[0] == "progress":
            return number(rest[1]).map { .swipeProgress(min(max($0, 0), 1)) }
        case ("swipe", ["end", "finish"]): return .swipeEnd(finish: true)
        case ("swipe", ["end", "cancel"]): return .swipeEnd(finish: false)
        case ("wait", let rest) where rest.count == 1: return number(rest[0]).map { .wait(max($0, 0)) }
        case ("settle", []): return .settle
        case ("background", []): return .background
        case ("size", let rest) where rest.count == 2:
            guard let width = number(rest[0]), let height = number(rest[1]) else { return nil }
            return .size(width: max(width, 0), height: max(height, 0))
        case ("expect", let rest) where rest.first == "stack" && rest.count > 1:
            return .expectStack(Array(rest.dropFirst()))
        case ("expect", let rest) where rest.first == "focus":
            return .expectFocus(Array(rest.dropFirst()))
        default: return nil
        }
    }
}
