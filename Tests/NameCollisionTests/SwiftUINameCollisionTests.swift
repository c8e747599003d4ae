import SwiftUISpringStandIn
import Testing
import TransitionKit
import TransitionKitGestures

/// Code that imports SwiftUI and TransitionKit together writes both libraries' names without
/// qualification: `Spring` is SwiftUI's (here its stand-in), TransitionKit's spring is
/// `SpringTiming`. This file compiling is most of the proof; the tests pin which type each name
/// resolves to.
struct SwiftUINameCollisionTests {
    @Test func springIsSwiftUIsAndSpringTimingIsOurs() {
        let swiftUISpring = Spring(duration: 0.5, bounce: 0.2)
        let ours = SpringTiming(duration: 0.5, bounce: 0.2)
        #expect(type(of: swiftUISpring) == SwiftUISpringStandIn.Spring.self)
        #expect(type(of: ours) == TransitionKitCore.SpringTiming.self)
        #expect(abs(ours.bounce - swiftUISpring.bounce) < 1e-12)
    }

    @Test func timingAndHandOffSpringNeedNoQualification() {
        let timing: Timing = .spring(SpringTiming(response: 0.4, dampingFraction: 1))
        let handOff: SpringTiming = .handOff
        #expect(timing == .spring(SpringTiming(response: 0.4, dampingFraction: 1)))
        #expect(abs(handOff.dampingRatio - 1) < 1e-12)
    }
}
