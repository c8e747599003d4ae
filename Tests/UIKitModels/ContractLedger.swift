import Foundation

#if canImport(Testing)
    import Testing
#endif

/// The record every contract model of one test writes to: the violations of UIKit's documented
/// contract, the expensive work counted, and the animation block being captured.
///
/// A test creates one ledger, passes it to every model, and ends by asserting it is clean; the
/// ledger prints every violation with its citation, so the failure reads on its own:
///
/// ```swift
/// let ledger = ContractLedger()
/// let clock = ModelClock()
/// let animator = PropertyAnimatorModel(duration: 0.3, timing: .easeInOut, ledger: ledger, clock: clock)
/// animator.startAnimation()
/// clock.advance(by: 0.3)
/// #expect(ledger.violations.isEmpty, "\(ledger)")
/// ```
@MainActor
package final class ContractLedger: @MainActor CustomStringConvertible {
    /// Every violation recorded, in order.
    package var violations: [ContractViolation] { store.violations }
    /// The expensive UIKit work counted so far.
    package var work = WorkCounter()
    /// The same work one event at a time, with the tests' own markers, in order.
    package private(set) var workLog: [WorkEvent] = []

    /// The animation blocks running now, innermost last (`UIView` animation contexts nest).
    private(set) var captures: [AnimationCapture] = []
    /// Above zero inside `performWithoutAnimation`.
    private(set) var animationsDisabled = 0

    /// The violations, behind a lock so that a model's `deinit` (which is not isolated) can record.
    private nonisolated let store = ViolationStore()

    /// Creates an empty ledger.
    /// Whether a recorded violation also fails the running test at once (`Issue.record`, where
    /// Swift Testing exists: the iOS build of this support target compiles without it). Scenario
    /// tests of the toolbar's models turn it on; the other tests read ``violations``.
    package nonisolated let failsTest: Bool

    /// Creates an empty ledger.
    ///
    /// - Parameter failsTest: Whether a recorded violation fails the running test at once.
    package init(failsTest: Bool = false) {
        self.failsTest = failsTest
    }

    /// Records a violation. Callable from anywhere (a model's `deinit` included).
    ///
    /// - Parameter violation: The call and the Apple text it breaks.
    package nonisolated func record(_ violation: ContractViolation) {
        store.append(violation)
        #if canImport(Testing)
            if failsTest { Issue.record("UIKit contract violation: \(violation)") }
        #endif
    }

    /// Puts a test's own marker in ``workLog`` (a zoom view being resolved, say).
    ///
    /// - Parameter text: What happened.
    /// Records a misuse described in one line by a model whose documentation cites the rule
    /// (the toolbar's models).
    ///
    /// - Parameter misuse: What was done, and on what.
    package nonisolated func record(_ misuse: String) {
        record(
            ContractViolation(
                model: "UIKit", member: misuse, state: "any",
                citation: HeaderCitation("the model's documentation", "documented misuse")))
    }

    package func note(_ text: String) {
        workLog.append(.note(text))
    }

    /// Appends a model's work to ``workLog``.
    func log(_ event: WorkEvent) {
        workLog.append(event)
    }

    /// Forgets the violations recorded so far (for tests of the models that provoke them on
    /// purpose and then check a legal sequence).
    package func clearViolations() {
        store.removeAll()
    }

    /// "No contract violations." or one numbered line per violation, then the work counted.
    package var description: String {
        let work = "Work: \(self.work)."
        guard !violations.isEmpty else { return "No contract violations. \(work)" }
        let lines = violations.enumerated().map { "  \($0.offset + 1). \($0.element)" }
        return (["\(violations.count) contract violation(s):"] + lines + [work]).joined(separator: "\n")
    }

    /// The capture that a property set now belongs to, or `nil` outside animation blocks and
    /// inside `performWithoutAnimation`.
    var currentCapture: AnimationCapture? {
        animationsDisabled > 0 ? nil : captures.last
    }

    /// Runs `block` as an animation block of `capture`: animatable view properties it sets are
    /// recorded as tracks of the capture.
    func capturing(_ capture: AnimationCapture, _ block: () -> Void) {
        captures.append(capture)
        block()
        captures.removeLast()
    }

    /// Runs `block` with animations disabled.
    func withoutAnimation(_ block: () -> Void) {
        animationsDisabled += 1
        block()
        animationsDisabled -= 1
    }
}

/// The ledger's violations, guarded by a lock.
///
/// `@unchecked Sendable`: every access to the array goes through the lock.
private final class ViolationStore: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [ContractViolation] = []

    var violations: [ContractViolation] { lock.withLock { stored } }

    func append(_ violation: ContractViolation) {
        lock.withLock { stored.append(violation) }
    }

    func removeAll() {
        lock.withLock { stored.removeAll() }
    }
}
