#if canImport(UIKit)
    import Foundation
    import os

    /// The transitions' animation intervals as os signposts, for Instruments' Animation Hitches
    /// template and XCTest's `XCTOSSignpostMetric`: subsystem ``subsystem``, category ``category``,
    /// name `Transition`, one signpost ID per transition, the screen pair and style as the begin
    /// message and the outcome as the end message.
    ///
    /// The begin is what `OSSignposter.beginAnimationInterval(_:id:_:)` (iOS 15) writes — the
    /// message followed by ` isAnimation=YES`, which marks the interval as an animation
    /// (os.swiftinterface, `animationFormatString`) — written through `os_signpost` with a format
    /// string, because `OSSignposter`'s interpolated messages do not compile in CI's iOS
    /// type-check build.
    @MainActor
    final class OSSignpostTransitions: TransitionSignposting {
        /// The signposts' subsystem.
        static let subsystem = "TransitionKit"
        /// The signposts' category.
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
