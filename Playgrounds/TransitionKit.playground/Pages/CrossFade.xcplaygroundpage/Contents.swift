//: # `.crossFade`
//: The screens cross-dissolve in place — also the Reduce Motion substitute.
//:
//: Drag the slider to scrub, tap Play or Reverse to run it with its real timing, or drag the
//: stage. Try `operation: .pop` or `layoutDirection: .rightToLeft`.
import PlaygroundSupport
import TransitionKit
import TransitionKitGallery

PlaygroundPage.current.liveView = TransitionScrubberViewController(.crossFade, operation: .push)
//: [Previous](@previous) | [Next](@next)
