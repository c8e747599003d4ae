import Testing

@testable import TransitionKit
@testable import TransitionKitCore

struct RouteEasingTests {
    @Test(arguments: [
        (RouteEasing.linear, TimingCurve.linear),
        (.easeIn, .easeIn),
        (.easeOut, .easeOut),
        (.easeInOut, .easeInOut),
        (.curve(.systemDefault), .systemDefault),
    ])
    func curveEasingsNameTheirCurve(easing: RouteEasing, curve: TimingCurve) {
        #expect(easing.curve == curve)
    }

    @Test func springHasNoCurve() {
        #expect(RouteEasing.spring(bounce: 0.2).curve == nil)
    }
}
