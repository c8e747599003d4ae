import Foundation
import Testing

@testable import TransitionKit
@testable import TransitionKitCore

/// Which navigation controller beside a probe is the stack's.
@Suite struct HostedStackSearchTests {
    private let full = CGRect(x: 0, y: 0, width: 390, height: 844)
    private let safe = CGRect(x: 0, y: 47, width: 390, height: 763)

    private func found(_ outcome: HostedStackSearch.Outcome<String>) -> String? {
        guard case .found(let name) = outcome else { return nil }
        return name
    }

    @Test func theControllerUnderTheProbeIsFoundThoughItCoversTheSafeArea() {
        let outcome = HostedStackSearch.choose(among: [("stack", full)], probeFrame: safe)
        #expect(found(outcome) == "stack")
    }

    @Test func theShallowestControllerUnderTheProbeWinsOverANestedOne() {
        let outcome = HostedStackSearch.choose(
            among: [
                ("other", CGRect(x: 400, y: 0, width: 390, height: 844)), ("stack", full), ("nested", safe),
            ],
            probeFrame: safe)
        #expect(found(outcome) == "stack")
    }

    @Test func aProbeAtZeroSizeTakesTheOnlyCandidateAndNoneOfSeveral() {
        #expect(found(HostedStackSearch.choose(among: [("stack", full)], probeFrame: .zero)) == "stack")
        let several = HostedStackSearch.choose(
            among: [
                ("a", CGRect(x: 400, y: 0, width: 10, height: 10)),
                ("b", CGRect(x: 500, y: 0, width: 10, height: 10)),
            ],
            probeFrame: .zero)
        guard case .ambiguous(let count) = several else {
            Issue.record("\(several)")
            return
        }
        #expect(count == 2)
    }

    @Test func noCandidateIsNoneAndBadFramesNeverContainTheProbe() {
        guard
            case .none = HostedStackSearch.choose(among: [(stack: String, frame: CGRect)](), probeFrame: safe)
        else {
            Issue.record("expected none")
            return
        }
        let nan = CGRect(x: CGFloat.nan, y: 0, width: 390, height: 844)
        let outcome = HostedStackSearch.choose(among: [("nan", nan), ("stack", full)], probeFrame: safe)
        #expect(found(outcome) == "stack")
        let badProbe = HostedStackSearch.choose(
            among: [("a", full), ("b", full)],
            probeFrame: CGRect(x: CGFloat.infinity, y: 0, width: 1, height: 1))
        guard case .ambiguous(2) = badProbe else {
            Issue.record("\(badProbe)")
            return
        }
    }

    @Test func descendantsAreListedShallowestFirst() {
        let tree = ["root": ["a", "b"], "a": ["a1"], "b": ["b1", "b2"], "a1": ["a11"]]
        let order = HostedStackSearch.breadthFirst(from: "root") { tree[$0] ?? [] }
        #expect(order == ["a", "b", "a1", "b1", "b2", "a11"])
    }
}
