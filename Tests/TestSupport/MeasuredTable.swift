import Foundation

/// A table a test measures on its way (the work each transition asks of UIKit, …), printed only
/// when the environment sets `TRANSITIONKIT_TEST_TABLES=1`, so that a passing `swift test` prints
/// the test results alone.
///
/// ```sh
/// TRANSITIONKIT_TEST_TABLES=1 swift test --filter WorkTests
/// ```
public enum MeasuredTable {
    /// Prints `lines`, one a line, when `TRANSITIONKIT_TEST_TABLES` is `1`.
    public static func show(_ lines: [String]) {
        guard ProcessInfo.processInfo.environment["TRANSITIONKIT_TEST_TABLES"] == "1" else { return }
        print(lines.joined(separator: "\n"))
    }
}
