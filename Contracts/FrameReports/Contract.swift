// swift-format-ignore-file
// The body of this file between `#if` and `#endif` is the Contract exactly as the issue
// prints it; the formatter leaves this file alone so that it stays verbatim.

#if canImport(UIKit)

import UIKit
import TransitionKit

@MainActor func measure(_ transitions: NavigationDelegate) {
    transitions.signpostsTransitions = true                   // the default
    transitions.onFrameReport = { report in
        print(report.screens, report.style, report.frameCount, report.longestFrame, report.hitchTimeRatio)
    }
}

#endif
