import Foundation

#if canImport(os)
    import os
#endif

/// One report of misuse or of a decision taken instead of trapping: nothing in the library calls
/// `assertionFailure`, `precondition` or `fatalError` on a path that input can reach.
package struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    package enum Level: Sendable, Hashable, Comparable {
        /// Worth knowing while debugging (a request dropped by a documented rule).
        case debug
        /// A programmer error the library worked around (a conflict resolved, a bad value clamped).
        case fault
    }

    /// The area of the library that reports, e.g. `"barless"`, `"driver"`.
    package let category: String
    /// What happened and, where there is one, how to fix it.
    package let message: String
    package let level: Level

    package var description: String { "[\(category)] \(message)" }
}

/// The library's one diagnostics sink: an `os_log` fault (or debug message) on Apple platforms, standard
/// error elsewhere, or inside ``record(_:)`` a list a test reads.
package enum Diagnostics {
    /// Collects reports made on the current task while a ``record(_:)`` scope runs.
    final class Recorder: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [Diagnostic] = []

        package init() {}

        /// Every report recorded so far, oldest first.
        package var reports: [Diagnostic] {
            lock.lock()
            defer { lock.unlock() }
            return storage
        }

        fileprivate func append(_ diagnostic: Diagnostic) {
            lock.lock()
            storage.append(diagnostic)
            lock.unlock()
        }
    }

    /// The recorder of the innermost ``record(_:)`` scope on this task, if any. A task-local
    /// value, not a global: concurrent tests each see their own.
    private static let recorder = TaskLocal<Recorder?>(wrappedValue: nil)

    /// `message` says what happened and how to fix it. Faults are always logged, debug reports only in debug
    /// builds; inside ``record(_:)`` reports are only recorded.
    package static func report(_ category: String, _ message: String, level: Diagnostic.Level = .fault) {
        let diagnostic = Diagnostic(category: category, message: message, level: level)
        if let recorder = recorder.get() {
            recorder.append(diagnostic)
            return
        }
        #if !DEBUG
            guard level == .fault else { return }
        #endif
        log(diagnostic)
    }

    /// Every report made on this task while `body` runs, oldest first; nothing is logged.
    @discardableResult
    package static func record(_ body: () throws -> Void) rethrows -> [Diagnostic] {
        let recorder = Recorder()
        try Self.recorder.withValue(recorder) { try body() }
        return recorder.reports
    }

    private static func log(_ diagnostic: Diagnostic) {
        #if canImport(os)
            let log = OSLog(subsystem: "org.transitionkit", category: diagnostic.category)
            let type: OSLogType = diagnostic.level == .fault ? .fault : .debug
            os_log("%{public}@", log: log, type: type, diagnostic.message)
        #else
            FileHandle.standardError.write(Data("TransitionKit \(diagnostic)\n".utf8))
        #endif
    }
}
