//: # Interactive pan
//: Drag the stage from left to right to pop, as with the back-swipe: the transition follows your
//: finger; let go and `ReleasePolicy` decides from position and velocity whether it finishes or
//: cancels, then a spring continues from your finger's velocity. Flick to decide early.
import PlaygroundSupport
import TransitionKit
import TransitionKitGallery
import TransitionKitGestures

let scrubber = TransitionScrubberViewController(.slide, operation: .pop)
// The release rule and spring are values: make flicks count for more, or the hand-off bouncier.
scrubber.releasePolicy = ReleasePolicy(threshold: 0.5, decisiveSpeed: 0.8)
scrubber.releaseSpring = SpringTiming(response: 0.4, dampingFraction: 1)
PlaygroundPage.current.liveView = scrubber
//: [Previous](@previous) | [Next](@next)
