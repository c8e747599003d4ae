#if canImport(UIKit)
    import UIKit

    extension NavigationDelegate {
        /// Whether each transition is one signposted animation interval, on by default.
        ///
        /// Every push, pop, presentation and dismissal this delegate announces — interactive or
        /// not, reversed or caught — is one os signpost animation interval as
        /// `OSSignposter.beginAnimationInterval` writes it (subsystem `TransitionKit`, category
        /// `Transitions`, name `Transition`), begun when the transition begins (the turn whose Core
        /// Animation commit carries its first frame) and ended once when it finishes, is cancelled
        /// or is abandoned, with the screen pair and style as its message.
        /// Instruments' Animation Hitches template and XCTest's `XCTOSSignpostMetric` then measure
        /// hitches per screen pair:
        ///
        /// ```swift
        /// transitions.signpostsTransitions = true   // the default
        /// // XCTest: measure(metrics: [XCTOSSignpostMetric(subsystem: "TransitionKit",
        /// //     category: "Transitions", name: "Transition")]) { … }
        /// ```
        ///
        /// A signpost costs a few hundred nanoseconds per transition and nothing while no tool
        /// records. Turning it off affects transitions that begin afterwards.
        public var signpostsTransitions: Bool {
            get { coordinator.intervals.signposts != nil }
            set { coordinator.intervals.signposts = newValue ? OSSignpostTransitions() : nil }
        }

        /// Receives each transition's frame report when it ends (a debug aid); `nil`, the default,
        /// reports nothing.
        ///
        /// While set, each transition runs a `CADisplayLink` from its begin to its end and reports
        /// the frames it saw, the longest and the hitch time per second
        /// (``TransitionFrameReport``). Unset, no display link exists: zero cost.
        ///
        /// ```swift
        /// transitions.onFrameReport = { report in
        ///     print(report.screens, report.style, report.frameCount, report.longestFrame, report.hitchTimeRatio)
        /// }
        /// ```
        public var onFrameReport: (@MainActor (TransitionFrameReport) -> Void)? {
            get { coordinator.intervals.onFrameReport }
            set {
                coordinator.intervals.onFrameReport = newValue
                coordinator.intervals.frameClock = newValue.map { _ in DisplayLinkFrameClock() }
            }
        }
    }
#endif
