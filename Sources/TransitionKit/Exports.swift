// The shared core (motion values, springs, the navigation operation, the layout direction) is
// part of this module's API: `import TransitionKitGestures` is enough to use it.
@_exported import TransitionKitCore
