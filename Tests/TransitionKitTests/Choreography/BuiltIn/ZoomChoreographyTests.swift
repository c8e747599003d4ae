import Foundation
import Testing

@testable import TransitionKit
@testable import TransitionKitCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

struct ZoomChoreographyTests {
    static let source = CGRect(x: 16, y: 200, width: 114, height: 114)
    static let destination = CGRect(x: 0, y: 91, width: 390, height: 390)
    static let zoom = TransitionGeometry.Zoom(
        sourceFrame: source, sourceCornerRadius: 12, destinationFrame: destination)

    static func plan(_ operation: NavigationOperation, zoom: TransitionGeometry.Zoom = zoom)
        -> TransitionPlan?
    {
        TransitionStyle.zoom.plan(for: Fixtures.phone(operation, zoom: zoom))
    }

    @Test func snapshotFliesFromSourceToDestinationMorphingItsCorners() {
        let plan = Self.plan(.push)
        #expect(plan?.roles == [.fromView, .dimming, .toView, .zoomSnapshot])
        #expect(plan?.state(of: .zoomSnapshot, at: 0) == VisualState(frame: Self.source, cornerRadius: 12))
        #expect(plan?.state(of: .zoomSnapshot, at: 1) == VisualState(frame: Self.destination))
        let middle = plan?.state(of: .zoomSnapshot, at: 0.5)
        #expect(middle?.frame == CGRect(x: 8, y: 145.5, width: 252, height: 252))
        #expect(middle?.cornerRadius == 6)
    }

    @Test func destinationScreenGrowsFromTheSourceFrame() {
        guard let start = Self.plan(.push)?.element(for: .toView)?.from else {
            Issue.record("no toView")
            return
        }
        let scale = 114.0 / 390
        #expect(start.alpha == 0)
        #expect(start.transform.scaleX == scale)
        #expect(start.transform.scaleY == scale)
        #expect(start.transform.translationX == -122)
        #expect(Fixtures.close(start.transform.translationY, -165 + scale * 136))
        // The transform (about the screen's center) lays the destination frame on the source.
        let center = CGPoint(x: 195, y: 422)
        let mappedX =
            Double(center.x) + scale * Double(Self.destination.midX - center.x) + start.transform.translationX
        let mappedY =
            Double(center.y) + scale * Double(Self.destination.midY - center.y) + start.transform.translationY
        #expect(Fixtures.close(mappedX, Double(Self.source.midX)))
        #expect(Fixtures.close(mappedY, Double(Self.source.midY)))
        #expect(Fixtures.close(scale * Double(Self.destination.width), Double(Self.source.width)))
    }

    @Test func dimmingCoversTheScreenBelow() {
        let plan = Self.plan(.push)
        #expect(plan?.state(of: .dimming, at: 0)?.alpha == 0)
        #expect(plan?.state(of: .dimming, at: 1)?.alpha == 0.3)
        #expect(plan?.state(of: .dimming, at: 1)?.frame == Fixtures.screen)
        #expect(plan?.element(for: .fromView)?.from == plan?.element(for: .fromView)?.to)
    }

    @Test func popShrinksBackIntoTheSourceQueriedAtPopTime() {
        let scrolled = CGRect(x: 146, y: 420, width: 114, height: 114)
        var zoom = Self.zoom
        zoom.sourceFrame = scrolled
        let plan = Self.plan(.pop, zoom: zoom)
        #expect(plan?.roles == [.toView, .dimming, .fromView, .zoomSnapshot])
        #expect(plan?.state(of: .zoomSnapshot, at: 0)?.frame == Self.destination)
        #expect(plan?.state(of: .zoomSnapshot, at: 1) == VisualState(frame: scrolled, cornerRadius: 12))
        #expect(plan?.state(of: .fromView, at: 1)?.alpha == 0)
        #expect(plan?.state(of: .fromView, at: 1)?.transform.scaleX == 114.0 / 390)
        #expect(plan?.state(of: .toView, at: 0.5) == VisualState(frame: Fixtures.screen))
        #expect(plan?.state(of: .dimming, at: 1)?.alpha == 0)
    }

    static let unusableSources: [CGRect?] = [
        nil, CGRect(x: 16, y: 200, width: 0, height: 114), CGRect(x: 16, y: 200, width: 114, height: 0),
        CGRect(x: CGFloat.nan, y: 200, width: 114, height: 114),
        CGRect(x: 16, y: 200, width: CGFloat.infinity, height: 114),
        CGRect(x: 400, y: 200, width: 114, height: 114),  // scrolled off the trailing side
        CGRect(x: 390, y: 200, width: 114, height: 114),  // touching the edge: no visible area
        CGRect(x: 16, y: -114, width: 114, height: 114),  // just above the top
        CGRect(x: 16, y: 2000, width: 114, height: 114),
    ]

    @Test(arguments: unusableSources, Fixtures.operations)
    func unusableSourceFallsBackToTheCrossFade(source: CGRect?, operation: NavigationOperation) {
        var zoom = Self.zoom
        zoom.sourceFrame = source
        let style = TransitionStyle.zoom.duration(0.4)
        let geometry = Fixtures.phone(operation, zoom: zoom)
        let plan = style.plan(for: geometry)
        let crossFade = TransitionStyle.crossFade.duration(0.4).timing(style.timing).plan(for: geometry)
        #expect(plan != nil)
        #expect(plan == crossFade)
        #expect(plan?.element(for: .zoomSnapshot) == nil)
    }

    @Test func partlyVisibleSourceStillZooms() {
        var zoom = Self.zoom
        zoom.sourceFrame = CGRect(x: 380, y: 200, width: 114, height: 114)
        #expect(Self.plan(.push, zoom: zoom)?.element(for: .zoomSnapshot) != nil)
    }

    @Test func missingDestinationZoomsIntoTheWholeScreen() {
        var zoom = Self.zoom
        zoom.destinationFrame = .zero
        let plan = Self.plan(.push, zoom: zoom)
        #expect(plan?.state(of: .zoomSnapshot, at: 1)?.frame == Fixtures.screen)
        let transform = plan?.element(for: .toView)?.from.transform
        #expect(transform?.scaleX == 114.0 / 390)
        #expect(transform?.translationX == -122.0)  // source center 73 − screen center 195
        #expect(transform?.translationY == -165.0)  // 257 − 422
    }

    /// A snapshot of the source has nothing to land on without a destination view: it fades
    /// into the growing screen (and, on pop, fades in from it) instead of covering it stretched.
    @Test(arguments: [NavigationOperation.push, .pop])
    func withoutADestinationTheSnapshotFadesIntoTheScreen(operation: NavigationOperation) {
        var zoom = Self.zoom
        zoom.destinationFrame = nil
        let plan = Self.plan(operation, zoom: zoom)
        let element = plan?.element(for: .zoomSnapshot)
        let (grown, small) = operation == .push ? (element?.to, element?.from) : (element?.from, element?.to)
        #expect(grown?.alpha == 0)
        #expect(small?.alpha == 1)
        #expect(plan?.element(for: .toView)?.to.alpha == 1)
        // With a destination view the snapshot lands opaque on it.
        let landing = Self.plan(.push, zoom: Self.zoom)?.element(for: .zoomSnapshot)?.to.alpha
        #expect(landing == 1)
    }
}
