import Foundation
import Testing

@testable import TransitionKitCore
@testable import TransitionKitGestures

struct PanSampleTests {
    @Test func defaultsToZeroVelocityAndTime() {
        let sample = PanSample(translation: CGPoint(x: 3, y: 4))
        #expect(sample.velocity == .zero)
        #expect(sample.timestamp == 0)
        #expect(sample == PanSample(translation: CGPoint(x: 3, y: 4), velocity: .zero, timestamp: 0))
    }
}
