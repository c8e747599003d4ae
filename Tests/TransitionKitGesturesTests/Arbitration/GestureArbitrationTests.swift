import Foundation
import Testing

@testable import TransitionKitCore
@testable import TransitionKitGestures

struct GestureArbitrationTests {
    static let scrolledCarousel = ScrollViewGeometry(
        contentOffset: CGPoint(x: 300, y: 0), contentSize: CGSize(width: 1200, height: 200),
        boundsSize: CGSize(width: 390, height: 200))
    static let list = ScrollViewGeometry(
        contentOffset: CGPoint(x: 0, y: 300), contentSize: CGSize(width: 390, height: 4000),
        boundsSize: CGSize(width: 390, height: 844))
    static let activations: [PanActivation] = [
        .edge(.leading), .region(.fullWidth), .region(.leading(fraction: 0.5)),
    ]

    @Test(arguments: activations)
    func scrollViewThatCanScrollTowardLeadingWins(activation: PanActivation) {
        #expect(
            GestureArbitration.resolve(
                activation: activation, other: .scrollView(Self.scrolledCarousel),
                layoutDirection: .leftToRight)
                == .driverWaits)
        // In right-to-left the same offset can still scroll toward the right (leading) end.
        #expect(
            GestureArbitration.resolve(
                activation: activation, other: .scrollView(Self.scrolledCarousel),
                layoutDirection: .rightToLeft)
                == .driverWaits)
    }

    @Test(arguments: activations)
    func verticalScrollViewWaitsForTheQuickPopDecision(activation: PanActivation) {
        #expect(
            GestureArbitration.resolve(
                activation: activation, other: .scrollView(Self.list), layoutDirection: .leftToRight)
                == .otherWaits)
    }

    @Test func regionPanRespectsOtherPansEdgePanDoesNotWait() {
        #expect(
            GestureArbitration.resolve(
                activation: .region(.fullWidth), other: .pan, layoutDirection: .leftToRight) == .driverWaits)
        #expect(
            GestureArbitration.resolve(
                activation: .edge(.leading), other: .pan, layoutDirection: .leftToRight) == .independent)
    }

    @Test(arguments: activations)
    func otherRecognizersAreIndependent(activation: PanActivation) {
        #expect(
            GestureArbitration.resolve(activation: activation, other: .other, layoutDirection: .rightToLeft)
                == .independent)
    }
}
