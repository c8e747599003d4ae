#if canImport(Testing)
    import Testing
#endif

/// The violations of UIKit's documented contract that the models saw.
///
/// A model that is used the way its header or documentation calls an error records the call here
/// instead of trapping; recording also fails the running test (`Issue.record`, where Swift Testing
/// exists: the iOS build of this support target compiles without it), so a coordinator
/// that misuses UIKit cannot pass a scenario test. Tests may read ``violations`` to assert on
/// one they provoke on purpose.
@MainActor
package final class ContractLog {
    /// Every violation recorded, oldest first.
    package private(set) var violations: [String] = []
    /// Whether a recorded violation also fails the running test (turn off only in tests of the
    /// models themselves).
    package var failsTest = true

    /// Creates an empty log.
    package init() {}

    /// Records a misuse.
    ///
    /// - Parameter violation: What was done and which documentation forbids it.
    package func record(_ violation: String) {
        violations.append(violation)
        #if canImport(Testing)
            if failsTest { Issue.record("UIKit contract violation: \(violation)") }
        #endif
    }
}
