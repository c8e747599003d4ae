// The shared core (motion values, springs, the navigation operation, the layout direction) and the
// gestures module (the pan and dismissal drivers, release and dismissal policies) are part of this
// module's API: `import TransitionKit` is enough for a full-width pan or a zoom dismissal.
// `import TransitionKitGestures` still compiles beside it.
@_exported import TransitionKitCore
@_exported import TransitionKitGestures
