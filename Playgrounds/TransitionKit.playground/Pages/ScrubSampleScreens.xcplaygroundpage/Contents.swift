//: # Scrub a built-in transition on sample screens
//: The quickest look at a transition: two sample screens (a photo grid and a detail) on a
//: phone-sized stage, the built-in transition's own plan, a slider, Play and Reverse.
//:
//: Try Reduce Motion's substitute, a pop, or a style with other settings.
import PlaygroundSupport
import TransitionKit
import TransitionKitGallery

let scrubber = TransitionScrubberViewController(.zoom, operation: .push, reduceMotion: false)
scrubber.scrub(to: 0.4)
PlaygroundPage.current.liveView = scrubber
//: [Previous](@previous) | [Next](@next)
