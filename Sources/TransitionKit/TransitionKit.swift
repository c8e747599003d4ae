// TransitionKit: custom, interactive and interruptible navigation transitions.
//
// Platform-neutral folders (`Motion/`, `Choreography/`, …) hold every decision; `UIKit/` and
// `SwiftUI/` realise them on device.
