//: # `.toolbarCrossFade`
//: A slide under bar-less toolbars of equal height that cross-fade.
//:
//: Drag the slider to scrub, tap Play or Reverse to run it with its real timing, or drag the
//: stage. Try `operation: .pop` or `layoutDirection: .rightToLeft`.
import PlaygroundSupport
import TransitionKit
import TransitionKitGallery

PlaygroundPage.current.liveView = TransitionScrubberViewController(.toolbarCrossFade, operation: .push)
//: [Previous](@previous) | [Next](@next)
