import Foundation
import Testing

@testable import TransitionKitCore
@testable import TransitionKitGestures

/// The begin decision of the zoom dismissal, with numbers.
struct DismissalGateTests {
    let vertical = DismissalGate(gestures: [.drag, .pinch, .edge], direction: .vertical)
    let pageSize = CGSize(width: 390, height: 844)

    @Test func aDragBeginsInItsDirectionsWithOneFinger() {
        #expect(vertical.refusal(for: .drag, touches: 1, velocity: CGPoint(x: 10, y: 300)) == nil)
        #expect(vertical.refusal(for: .drag, touches: 1, velocity: CGPoint(x: 0, y: -300)) == nil)
        #expect(vertical.refusal(for: .drag, touches: 1, velocity: CGPoint(x: 300, y: 10)) == .direction)
        #expect(vertical.refusal(for: .drag, touches: 2, velocity: CGPoint(x: 0, y: 300)) == .fingerCount)
        let down = DismissalGate(gestures: [.drag], direction: .down)
        #expect(down.refusal(for: .drag, touches: 1, velocity: CGPoint(x: 0, y: -300)) == .direction)
        let any = DismissalGate(gestures: [.drag], direction: .any)
        #expect(any.refusal(for: .drag, touches: 1, velocity: CGPoint(x: -300, y: 0)) == nil)
    }

    @Test func theTranslationDecidesWhenTheVelocityIsUnknown() {
        #expect(
            vertical.refusal(
                for: .drag, touches: 1, translation: CGPoint(x: 0, y: 6),
                velocity: CGPoint(x: CGFloat.nan, y: 0))
                == nil)
        #expect(vertical.refusal(for: .drag, touches: 1) == .direction, "no movement: no direction")
    }

    @Test func aGestureTheDriverDoesNotHaveNeverBegins() {
        let dragOnly = DismissalGate(gestures: [.drag], direction: .any)
        #expect(dragOnly.refusal(for: .pinch, touches: 2, pinchScale: 0.9) == .gestureNotEnabled)
        #expect(
            dragOnly.refusal(for: .edge, touches: 1, velocity: CGPoint(x: 300, y: 0)) == .gestureNotEnabled)
    }

    @Test func aPagerKeepsHorizontalDrags() {
        let pager = DismissalScrollReading(
            geometry: ScrollViewGeometry(
                contentOffset: CGPoint(x: 390, y: 0), contentSize: CGSize(width: 1170, height: 844),
                boundsSize: pageSize))
        let any = DismissalGate(gestures: [.drag], direction: .any)
        #expect(
            any.refusal(for: .drag, touches: 1, velocity: CGPoint(x: 300, y: 0), scrollViews: [pager])
                == .pagerKeepsHorizontalDrags)
        #expect(
            any.refusal(for: .drag, touches: 1, velocity: CGPoint(x: 0, y: 300), scrollViews: [pager]) == nil)
    }

    @Test func aZoomedInScrollViewKeepsDragsAndPinches() {
        let photo = DismissalScrollReading(
            geometry: ScrollViewGeometry(
                contentOffset: .zero, contentSize: CGSize(width: 780, height: 1688), boundsSize: pageSize),
            zoomScale: 2, minimumZoomScale: 1)
        #expect(
            vertical.refusal(for: .drag, touches: 1, velocity: CGPoint(x: 0, y: 300), scrollViews: [photo])
                == .zoomedInContentKeepsGesture)
        #expect(
            vertical.refusal(for: .pinch, touches: 2, pinchScale: 0.9, scrollViews: [photo])
                == .zoomedInContentKeepsGesture)
        var atMinimum = photo
        atMinimum.zoomScale = 1.005
        atMinimum.geometry.contentSize = pageSize
        #expect(vertical.refusal(for: .pinch, touches: 2, pinchScale: 0.9, scrollViews: [atMinimum]) == nil)
        atMinimum.zoomScale = .nan
        #expect(
            vertical.refusal(for: .pinch, touches: 2, pinchScale: 0.9, scrollViews: [atMinimum])
                == .zoomedInContentKeepsGesture)
    }

    @Test func aVerticalScrollViewKeepsDragsUntilItsTopEdge() {
        var story = DismissalScrollReading(
            geometry: ScrollViewGeometry(
                contentOffset: CGPoint(x: 0, y: 120), contentSize: CGSize(width: 390, height: 3000),
                boundsSize: pageSize,
                contentInset: GestureEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)))
        let down = CGPoint(x: 0, y: 300)
        #expect(
            vertical.refusal(for: .drag, touches: 1, velocity: down, scrollViews: [story])
                == .scrollViewKeepsDrag)
        story.geometry.contentOffset.y = -47
        #expect(
            vertical.refusal(for: .drag, touches: 1, velocity: down, scrollViews: [story]) == nil,
            "at its top edge")
        #expect(
            vertical.refusal(for: .drag, touches: 1, velocity: CGPoint(x: 0, y: -300), scrollViews: [story])
                == .scrollViewKeepsDrag)
    }

    @Test func aPinchBeginsOnlyPinchingIn() {
        #expect(vertical.refusal(for: .pinch, touches: 2, pinchScale: 0.95) == nil)
        #expect(vertical.refusal(for: .pinch, touches: 2, pinchScale: 1, pinchVelocity: -0.5) == nil)
        #expect(vertical.refusal(for: .pinch, touches: 2, pinchScale: 1.05) == .pinchingOut)
        #expect(vertical.refusal(for: .pinch, touches: 2, pinchScale: .nan) == .pinchingOut)
        #expect(vertical.refusal(for: .pinch, touches: 1, pinchScale: 0.9) == .fingerCount)
    }

    @Test(arguments: [TransitionLayoutDirection.leftToRight, .rightToLeft])
    func theEdgeSwipeMovesAwayFromTheLeadingEdge(_ layout: TransitionLayoutDirection) {
        let away = CGPoint(x: layout == .leftToRight ? 300 : -300, y: 20)
        #expect(vertical.refusal(for: .edge, touches: 1, velocity: away, layoutDirection: layout) == nil)
        let back = CGPoint(x: -away.x, y: 20)
        #expect(
            vertical.refusal(for: .edge, touches: 1, velocity: back, layoutDirection: layout) == .direction)
    }

    @Test func aHorizontalDragFromTheLeadingEdgeIsTheNavigationsSwipe() {
        let any = DismissalGate(gestures: [.drag], direction: .any)
        let right = CGPoint(x: 300, y: 0)
        #expect(
            any.refusal(for: .drag, touches: 1, velocity: right, fromLeadingEdge: 10) == .leadingEdgeSwipe)
        #expect(any.refusal(for: .drag, touches: 1, velocity: right, fromLeadingEdge: 25) == nil)
        #expect(
            any.refusal(for: .drag, touches: 1, velocity: CGPoint(x: 0, y: 300), fromLeadingEdge: 10) == nil)
        #expect(any.refusal(for: .drag, touches: 1, velocity: right, fromLeadingEdge: .nan) == nil)
    }

    @Test func directionsAreTheDominantAxis() {
        #expect(DragHeading(CGPoint(x: 40, y: 300)) == .down)
        #expect(DragHeading(CGPoint(x: 40, y: -40)) == .up, "ties are vertical")
        #expect(DragHeading(CGPoint(x: -41, y: 40)) == .left)
        #expect(DragHeading(.zero) == nil)
        #expect(DragHeading(CGPoint(x: CGFloat.nan, y: 4)) == nil)
        #expect(DismissalDirection.vertical.allows(.up) && !DismissalDirection.vertical.allows(.left))
        #expect(!DismissalDirection.any.allows(nil))
    }
}
