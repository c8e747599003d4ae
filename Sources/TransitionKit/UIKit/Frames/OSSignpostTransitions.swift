#if canImport(UIKit)
    import Foundation
    import os

    /// Writes what `OSSignposter.beginAnimationInterval` would (message + ` isAnimation=YES`,
    /// os.swiftinterface `animationFormatString`) through `os_signpost`, because `OSSignposter`'s
    /// interpolated messages do not compile in CI's iOS type-check build. Format: FramesInternals.
    @MainActor
    final class OSSignpostTransitions: SignposterPort {
        static let subsystem = "TransitionKit"
        static let category = "Transitions"

        private let log = OSLog(subsystem: subsystem, category: category)
        private var signpostIDs: [UInt64: OSSignpostID] = [:]

        /// Begins the animation interval, with a new signpost ID so that overlapping transitions
        /// (two navigation controllers) keep their intervals apart.
        func beginInterval(_ id: UInt64, _ name: TransitionIntervalName) {
            let signpostID = OSSignpostID(log: log)
            signpostIDs[id] = signpostID
            os_signpost(
                .begin, log: log, name: "Transition", signpostID: signpostID, "%{public}@ isAnimation=YES",
                name.message as NSString)
        }

        /// Ends the interval, with the outcome.
        func endInterval(_ id: UInt64, _ outcome: TransitionOutcome) {
            guard let signpostID = signpostIDs.removeValue(forKey: id) else { return }
            os_signpost(
                .end, log: log, name: "Transition", signpostID: signpostID, "%{public}@",
                outcome.rawValue as NSString)
        }
    }
#endif
