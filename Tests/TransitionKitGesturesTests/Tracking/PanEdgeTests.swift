import Testing

@testable import TransitionKitGestures

struct PanEdgeTests {
    @Test func activationsCompareByValue() {
        #expect(PanActivation.edge(.leading) == .edge(PanEdge.leading))
        #expect(PanActivation.region(.fullWidth) != .edge(.leading))
        #expect(PanActivation.region(.leading(fraction: 0.5)) == .region(.leading(fraction: 0.5)))
    }
}
