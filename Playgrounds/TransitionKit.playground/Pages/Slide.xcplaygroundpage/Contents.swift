//: # `.slide`
//: The system-like slide: in from the trailing edge over a dimmed, parallax-shifted screen.
//:
//: Drag the slider to scrub, tap Play or Reverse to run it with its real timing, or drag the
//: stage. Try `operation: .pop` or `layoutDirection: .rightToLeft`.
import PlaygroundSupport
import TransitionKit
import TransitionKitGallery

PlaygroundPage.current.liveView = TransitionScrubberViewController(.slide, operation: .push)
//: [Previous](@previous) | [Next](@next)
