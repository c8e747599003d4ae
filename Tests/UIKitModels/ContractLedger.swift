import Foundation

#if canImport(Testing)
    import Testing
#endif

/// The record every contract model of one test writes to: the violations of UIKit's documented
/// contract, the expensive work counted, and the animation block being captured.
///
/// Strict: a violation fails the running test at once, with the Apple text it breaks (UIKit
/// raises or misbehaves on the device; a model must not certify it). A test *of* the models that
/// provokes a misuse on purpose declares it with ``expect(_:fileID:filePath:line:column:during:)``,
/// which consumes the violations it names and fails the test when one of them does not happen:
///
/// ```swift
/// let ledger = ContractLedger()
/// let clock = ModelClock()
/// let animator = PropertyAnimatorModel(duration: 0.3, timing: .easeInOut, ledger: ledger, clock: clock)
/// animator.startAnimation()
/// ledger.expect(PropertyAnimatorModel.Contract.finishOnlyWhenStopped) {
///     animator.finishAnimation(at: .end)
/// }
/// clock.advance(by: 0.3)
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
    /// What this ledger does with a failure.
    private nonisolated let failureMode: FailureMode

    /// What a ledger does with a failure: a violation nobody expected, or an expected one that did
    /// not happen.
    package enum FailureMode: Sendable {
        /// Fails the running test with an issue: every test but the ledger's own.
        case issue
        /// Keeps the failure's text for ``takeFailures()``, so that the ledger's own tests assert
        /// the text instead of printing a failure they provoke on purpose. Failures nobody took
        /// fail the test when the ledger is released: nothing passes unseen.
        case collect
    }

    /// Returns the failures a ``FailureMode/collect`` ledger kept since the last call, in order,
    /// and forgets them (always empty for ``FailureMode/issue``).
    package func takeFailures() -> [String] {
        store.takeFailures()
    }

    /// Creates an empty ledger, strict unless told otherwise.
    ///
    /// - Parameter failureMode: ``FailureMode/issue`` (the default) or ``FailureMode/collect``.
    package init(failureMode: FailureMode = .issue) {
        self.failureMode = failureMode
    }

    deinit {
        let untaken = store.takeFailures()
        guard !untaken.isEmpty else { return }
        #if canImport(Testing)
            Issue.record("Contract ledger failures nobody took: \(untaken)")
        #else
            assertionFailure("Contract ledger failures nobody took: \(untaken)")
        #endif
    }

    /// Runs `body` expecting exactly the violations `citations` name, in any order, and consumes
    /// them: they fail nothing and stay out of ``violations``. Any other violation still fails the
    /// test; an expected one that does not happen fails it too.
    ///
    /// - Parameters:
    ///   - citations: The rules `body` breaks, one entry per expected violation.
    ///   - body: The misuse.
    /// - Returns: The consumed violations, in the order they happened.
    @discardableResult
    package func expect(
        _ citations: HeaderCitation..., fileID: String = #fileID, filePath: String = #filePath,
        line: Int = #line, column: Int = #column, during body: () -> Void
    ) -> [ContractViolation] {
        store.push(citations)
        body()
        let frame = store.pop()
        if !frame.missing.isEmpty {
            let text =
                "Expected UIKit contract violation(s) did not happen: "
                + frame.missing.map(\.description).joined(separator: "; ")
                + (frame.consumed.isEmpty ? "" : " (happened: \(frame.consumed.map(\.description)))")
            guard failureMode == .issue else {
                store.fail(text)
                return frame.consumed
            }
            #if canImport(Testing)
                Issue.record(
                    Comment(rawValue: text),
                    sourceLocation: SourceLocation(
                        fileID: fileID, filePath: filePath, line: line, column: column))
            #else
                assertionFailure(text)
            #endif
        }
        return frame.consumed
    }

    /// Records a violation and fails the running test with it, unless an enclosing
    /// ``expect(_:fileID:filePath:line:column:during:)`` names it. Callable from anywhere (a
    /// model's `deinit` included).
    ///
    /// - Parameter violation: The call and the Apple text it breaks.
    package nonisolated func record(_ violation: ContractViolation) {
        guard !store.consume(violation) else { return }
        store.append(violation)
        guard failureMode == .issue else {
            store.fail("UIKit contract violation: \(violation)")
            return
        }
        #if canImport(Testing)
            Issue.record("UIKit contract violation: \(violation)")
        #else
            assertionFailure("UIKit contract violation: \(violation)")
        #endif
    }

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

    /// Puts a test's own marker in ``workLog`` (a zoom view being resolved, say).
    ///
    /// - Parameter text: What happened.
    package func note(_ text: String) {
        workLog.append(.note(text))
    }

    /// Appends a model's work to ``workLog``.
    func log(_ event: WorkEvent) {
        workLog.append(event)
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

/// The ledger's violations and the expectations open now, guarded by a lock.
///
/// `@unchecked Sendable`: every access to the stored values goes through the lock.
private final class ViolationStore: @unchecked Sendable {
    /// One open expectation: the citations still to happen and the violations consumed.
    struct Frame {
        var missing: [HeaderCitation]
        var consumed: [ContractViolation] = []
    }

    private let lock = NSLock()
    private var stored: [ContractViolation] = []
    private var frames: [Frame] = []
    private var collected: [String] = []

    var violations: [ContractViolation] { lock.withLock { stored } }

    func takeFailures() -> [String] {
        lock.withLock {
            defer { collected = [] }
            return collected
        }
    }

    func append(_ violation: ContractViolation) {
        lock.withLock { stored.append(violation) }
    }

    func fail(_ text: String) {
        lock.withLock { collected.append(text) }
    }

    func push(_ citations: [HeaderCitation]) {
        lock.withLock { frames.append(Frame(missing: citations)) }
    }

    func pop() -> Frame {
        lock.withLock { frames.removeLast() }
    }

    /// Whether an open expectation (innermost first) still waits for `violation`'s rule; if so
    /// it is consumed there.
    func consume(_ violation: ContractViolation) -> Bool {
        lock.withLock {
            for index in frames.indices.reversed() {
                guard let slot = frames[index].missing.firstIndex(of: violation.citation) else { continue }
                frames[index].missing.remove(at: slot)
                frames[index].consumed.append(violation)
                return true
            }
            return false
        }
    }
}
