//: # `.safeAreaMorph`
//: A slide during which the detail’s content glides from the grid’s 44 pt toolbar inset to its own 96 pt one, and the bar-less toolbars morph their height.
//:
//: Drag the slider to scrub, tap Play or Reverse to run it with its real timing, or drag the
//: stage. Try `operation: .pop` or `layoutDirection: .rightToLeft`.
import PlaygroundSupport
import TransitionKit
import TransitionKitGallery

PlaygroundPage.current.liveView = TransitionScrubberViewController(.safeAreaMorph, operation: .push)
//: [Previous](@previous) | [Next](@next)
