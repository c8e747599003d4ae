//: # `.toolbarMorph`
//: A safe-area morph under bar-less toolbars of different heights that morph.
//:
//: Drag the slider to scrub, tap Play or Reverse to run it with its real timing, or drag the
//: stage. Try `operation: .pop` or `layoutDirection: .rightToLeft`.
import PlaygroundSupport
import TransitionKit
import TransitionKitGallery

PlaygroundPage.current.liveView = TransitionScrubberViewController(.toolbarMorph, operation: .push)
//: [Previous](@previous) | [Next](@next)
