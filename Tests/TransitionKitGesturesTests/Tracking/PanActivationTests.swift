import Testing

@testable import TransitionKitCore
@testable import TransitionKitGestures

struct PanActivationTests {
    @Test func activationsCompareByValue() {
        #expect(PanActivation.edge(.leading) == .edge(PanEdge.leading))
        #expect(PanActivation.region(.fullWidth) != .edge(.leading))
        #expect(PanActivation.region(.leading(fraction: 0.5)) == .region(.leading(fraction: 0.5)))
    }

    @Test func aDriverMadeForAPopGestureTakesItsConfiguration() {
        #expect(PopGestureConfiguration(.automatic) == .system)
        #expect(PopGestureConfiguration(.edgeOnly) == .fixed(.edge(.leading)))
    }
}
