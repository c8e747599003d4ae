import Foundation
import Testing

@testable import TransitionKit
@testable import TransitionKitCore

struct FrameSizePinTests {
    @Test func frameSizedViewIsPinnedToItsFrame() {
        let pin = FrameSizePin(
            translatesAutoresizingMaskIntoConstraints: true,
            frame: CGRect(x: 5, y: 5, width: 120, height: 30),
            role: .barItem)
        #expect(pin == FrameSizePin(width: 120, height: 30, priority: 999))
    }

    @Test func titleViewsGiveWayToTheTitleArea() {
        let pin = FrameSizePin(
            translatesAutoresizingMaskIntoConstraints: true, frame: CGRect(x: 0, y: 0, width: 200, height: 0),
            role: .titleView)
        #expect(pin == FrameSizePin(width: 200, height: nil, priority: 750))
    }

    @Test func constraintSizedOrEmptyFramesAreNotPinned() {
        #expect(
            FrameSizePin(
                translatesAutoresizingMaskIntoConstraints: false,
                frame: CGRect(x: 0, y: 0, width: 10, height: 10),
                role: .barItem) == nil)
        #expect(
            FrameSizePin(translatesAutoresizingMaskIntoConstraints: true, frame: .zero, role: .barItem) == nil
        )
    }

    @Test(arguments: [-10.0, .nan, .infinity, 0])
    func badDimensionsAreLeftToTheIntrinsicSize(_ bad: Double) {
        let pin = FrameSizePin(
            translatesAutoresizingMaskIntoConstraints: true,
            frame: CGRect(origin: .zero, size: CGSize(width: CGFloat(bad), height: 44)), role: .barItem)
        #expect(pin?.width == nil)
        #expect(pin?.height == 44)
    }
}

extension FrameSizePin {
    fileprivate init(width: CGFloat?, height: CGFloat?, priority: Float) {
        self.init(
            translatesAutoresizingMaskIntoConstraints: true, frame: CGRect(x: 0, y: 0, width: 1, height: 1),
            role: .barItem)!
        self.width = width
        self.height = height
        self.priority = priority
    }
}
