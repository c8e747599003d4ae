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
            get { core.announcer.intervals.signposts != nil }
            set { core.announcer.intervals.signposts = newValue ? OSSignpostTransitions() : nil }
        }

        /// Receives each transition's frame report when it ends (a debug aid); `nil`, the default,
        /// reports nothing.
        ///
        /// While set, each transition runs a `CADisplayLink` from its begin to its end and reports
        /// the frames it saw, the longest and the hitch time per second
        /// (``TransitionFrameReport``). Unset (and ``showsFrameReports`` off), no display link
        /// exists: zero cost.
        ///
        /// ```swift
        /// transitions.onFrameReport = { report in
        ///     print(report.screens, report.style, report.frameCount, report.longestFrame, report.hitchTimeRatio)
        /// }
        /// ```
        public var onFrameReport: (@MainActor (TransitionFrameReport) -> Void)? {
            get { core.announcer.intervals.onFrameReport }
            set {
                core.announcer.intervals.onFrameReport = newValue
                core.announcer.intervals.frameClock =
                    core.announcer.intervals.frameClock ?? DisplayLinkFrameClock()
            }
        }

        /// Whether each transition's frame report is shown over the app's key window when the
        /// transition ends (a debug aid); off by default.
        ///
        /// The overlay shows the screen pair, style and outcome, the frames seen and the longest,
        /// and the hitch time with its ratio rated as Apple's guidance does (≤ 5 ms/s good, ≤ 10 a
        /// warning, above critical); it lets touches through and goes after four seconds. Like
        /// ``onFrameReport``, it runs a `CADisplayLink` per transition while on; off, none exists.
        ///
        /// ```swift
        /// #if DEBUG
        ///     transitions.showsFrameReports = true
        /// #endif
        /// ```
        public var showsFrameReports: Bool {
            get { core.announcer.intervals.showReport != nil }
            set {
                core.announcer.intervals.showReport = newValue ? FrameReportOverlay.show : nil
                core.announcer.intervals.frameClock =
                    core.announcer.intervals.frameClock ?? DisplayLinkFrameClock()
            }
        }
    }
#endif
