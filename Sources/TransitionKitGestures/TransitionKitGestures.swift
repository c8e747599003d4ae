// TransitionKitGestures: interactive, interruptible transitions driven by a pan gesture.
//
// Platform-neutral tracking and release decisions live beside this file; the UIKit pan driver
// lives in `UIKit/`.
