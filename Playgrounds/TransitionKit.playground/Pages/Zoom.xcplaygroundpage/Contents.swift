//: # `.zoom`
//: The pushed screen grows out of a grid cell while the image flies to its place; pop shrinks it back.
//:
//: Drag the slider to scrub, tap Play or Reverse to run it with its real timing, or drag the
//: stage. Try `operation: .pop` or `layoutDirection: .rightToLeft`.
import PlaygroundSupport
import TransitionKit
import TransitionKitGallery

PlaygroundPage.current.liveView = TransitionScrubberViewController(.zoom, operation: .push)
//: [Next](@next)
