//: # `.fade`
//: The new screen fades in on top of the old one, which stays put.
//:
//: Drag the slider to scrub, tap Play or Reverse to run it with its real timing, or drag the
//: stage. Try `operation: .pop` or `layoutDirection: .rightToLeft`.
import PlaygroundSupport
import TransitionKit
import TransitionKitGallery

PlaygroundPage.current.liveView = TransitionScrubberViewController(.fade, operation: .push)
//: [Previous](@previous) | [Next](@next)
