import Foundation
import Testing

@testable import TransitionKit
@testable import TransitionKitCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The media viewer's ends of a zoom, as numbers: the rect where an image view shows
/// its image, the source clipped under the bars, the fly-off when the source is gone, and which
/// view the flying copy is taken from.
@Suite struct ZoomEndsTests {
    private static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

    // MARK: The displayed image

    @Test func aspectFitLetterboxesTheImageInTheMiddle() {
        let photo = DisplayedImage(size: CGSize(width: 4000, height: 3000), contentMode: .aspectFit)
        #expect(photo.rect(in: Self.screen) == CGRect(x: 0, y: 275.75, width: 390, height: 292.5))
        // A tall image in a wide view: pillarboxed.
        let tall = DisplayedImage(size: CGSize(width: 100, height: 200), contentMode: .aspectFit)
        #expect(
            tall.rect(in: CGRect(x: 10, y: 20, width: 300, height: 100))
                == CGRect(x: 135, y: 20, width: 50, height: 100))
    }

    @Test func aspectFillAndStretchShowTheImageInTheWholeFrame() {
        let cell = CGRect(x: 20, y: 200, width: 100, height: 100)
        for mode in [DisplayedImage.ContentMode.aspectFill, .fill, .other] {
            #expect(
                DisplayedImage(size: CGSize(width: 4000, height: 3000), contentMode: mode).rect(in: cell)
                    == cell)
        }
    }

    @Test func centerShowsTheImageAtItsSizeCutToTheFrame() {
        let cell = CGRect(x: 20, y: 200, width: 100, height: 100)
        let small = DisplayedImage(size: CGSize(width: 40, height: 20), contentMode: .center)
        #expect(small.rect(in: cell) == CGRect(x: 50, y: 240, width: 40, height: 20))
        let wide = DisplayedImage(size: CGSize(width: 400, height: 20), contentMode: .center)
        #expect(wide.rect(in: cell) == CGRect(x: 20, y: 240, width: 100, height: 20))
    }

    /// Bad input: a zero-size, NaN or infinite image size, or a frame without area, has no rect
    /// (the zoom keeps the view's frame).
    @Test(arguments: [
        CGSize(width: 0, height: 0), CGSize(width: 0, height: 10), CGSize(width: CGFloat.nan, height: 10),
        CGSize(width: 10, height: CGFloat.infinity), CGSize(width: -10, height: 10),
    ])
    func anUnusableImageSizeHasNoRect(size: CGSize) {
        for mode in [DisplayedImage.ContentMode.aspectFit, .aspectFill, .center, .fill] {
            #expect(DisplayedImage(size: size, contentMode: mode).rect(in: Self.screen) == nil)
        }
        let photo = DisplayedImage(size: CGSize(width: 4, height: 3), contentMode: .aspectFit)
        #expect(photo.rect(in: .zero) == nil)
        #expect(photo.rect(in: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)) == nil)
    }

    // MARK: Clipping the source

    private static func clippedZoom(_ operation: NavigationOperation, insets: Insets) -> TransitionPlan? {
        var style = TransitionStyle.zoom
        style.zoomEnds.sourceClipInsets = insets
        var geometry = TransitionGeometry.samplePhone(operation: operation)
        // A cell half under the navigation bar (which ends at y = 91).
        geometry.zoom.sourceFrame = CGRect(x: 16, y: 41, width: 114, height: 100)
        return style.plan(for: geometry)
    }

    @Test(arguments: NavigationOperation.allCases)
    func theSourceEndIsClippedToTheScreenMinusTheInsets(operation: NavigationOperation) throws {
        let plan = try #require(Self.clippedZoom(operation, insets: Insets(top: 91, bottom: 83)))
        let clipped = CGRect(x: 16, y: 91, width: 114, height: 50)
        let snapshot = try #require(plan.element(for: .zoomSnapshot))
        #expect((operation == .push ? snapshot.from.frame : snapshot.to.frame) == clipped)
    }

    @Test func aSourceEntirelyUnderTheBarsIsMissing() throws {
        let plan = try #require(Self.clippedZoom(.push, insets: Insets(top: 200)))
        #expect(plan.element(for: .zoomSnapshot) == nil, "the zoom's cross-fade fallback")
    }

    /// Bad input: insets larger than the screen clip nothing (a debug diagnostic says so).
    @Test func insetsLargerThanTheScreenClipNothing() throws {
        var plan: TransitionPlan?
        let reports = Diagnostics.record {
            plan = Self.clippedZoom(.push, insets: Insets(top: 500, bottom: 500))
        }
        let snapshot = try #require(plan?.element(for: .zoomSnapshot))
        #expect(snapshot.from.frame == CGRect(x: 16, y: 41, width: 114, height: 100))
        #expect(reports.map(\.category) == ["zoom"])
        #expect(reports.first?.level == .debug)
    }

    // MARK: Flying off

    private static func missingSource(
        _ operation: NavigationOperation, _ behavior: TransitionStyle.MissingSource
    )
        -> TransitionPlan?
    {
        var style = TransitionStyle.zoom
        style.zoomEnds.whenSourceIsMissing = behavior
        var geometry = TransitionGeometry.samplePhone(operation: operation)
        geometry.zoom.sourceFrame = CGRect(x: 16, y: 2000, width: 114, height: 114)  // scrolled away
        return style.plan(for: geometry)
    }

    @Test func aPopWithoutItsSourceFliesOffDownwardsAndFades() throws {
        let plan = try #require(Self.missingSource(.pop, .flyOff))
        #expect(plan.roles == [.toView, .fromView])
        let popped = try #require(plan.element(for: .fromView))
        #expect(popped.from.transform == .identity && popped.from.alpha == 1)
        #expect(popped.to.transform == .translation(x: 0, y: 844))
        #expect(popped.to.alpha == 0)
        #expect(plan.state(of: .fromView, at: 0.5)?.alpha == 0.5)
        let below = try #require(plan.element(for: .toView))
        #expect(below.from == below.to && below.to.alpha == 1)
    }

    /// The popped screen's end transform for a fly-off released at `velocity` (points/s).
    private static func flyOff(releasedAt velocity: CGPoint) -> Transform2D? {
        var style = TransitionStyle.zoom
        style.zoomEnds.whenSourceIsMissing = .flyOff
        var geometry = TransitionGeometry.samplePhone(operation: .pop)
        geometry.zoom.sourceFrame = nil
        geometry.releaseVelocity = velocity
        return style.plan(for: geometry)?.element(for: .fromView)?.to.transform
    }

    /// Along the release velocity, just far enough to leave the 390 × 844 container: a flick
    /// (300, 400) has direction (0.6, 0.8) and leaves through the right edge after 390 / 0.6 =
    /// 650 points, before the bottom (844 / 0.8 = 1,055).
    @Test func aReleasedFlyOffFollowsTheVelocity() {
        #expect(Self.flyOff(releasedAt: CGPoint(x: 300, y: 400)) == .translation(x: 390, y: 520))
        #expect(Self.flyOff(releasedAt: CGPoint(x: -300, y: 400)) == .translation(x: -390, y: 520))
        #expect(Self.flyOff(releasedAt: CGPoint(x: 0, y: -1200)) == .translation(x: 0, y: -844))
        #expect(Self.flyOff(releasedAt: CGPoint(x: -50, y: 0)) == .translation(x: -390, y: 0))
        #expect(Self.flyOff(releasedAt: CGPoint(x: 2000, y: 0)) == .translation(x: 390, y: 0))
    }

    /// No usable velocity (none, a stopped finger, NaN, infinite) flies straight down, by the
    /// container's height.
    @Test func withoutAUsableVelocityTheFlyOffGoesDown() {
        let down = Transform2D.translation(x: 0, y: 844)
        for velocity in [
            CGPoint.zero, CGPoint(x: 0.5, y: -0.5), CGPoint(x: Double.nan, y: 300),
            CGPoint(x: 300, y: Double.infinity), CGPoint(x: -Double.infinity, y: -Double.infinity),
        ] {
            #expect(Self.flyOff(releasedAt: velocity) == down, "\(velocity)")
        }
        // Huge but finite: still a direction (hypot does not overflow).
        #expect(
            Self.flyOff(releasedAt: CGPoint(x: 0, y: -Double.greatestFiniteMagnitude))
                == .translation(x: 0, y: -844))
    }

    /// A frame only partly inside the container leaves after the part that is inside.
    @Test func theFlyOffDistanceIsTheGapToTheContainerEdge() {
        let flyOff = ZoomFlyOff(velocity: CGPoint(x: 0, y: 10))
        let container = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(
            flyOff.translation(moving: CGRect(x: 0, y: 600, width: 390, height: 844), outOf: container)
                == .translation(x: 0, y: 244))
        #expect(
            flyOff.translation(moving: CGRect(x: 0, y: 900, width: 390, height: 100), outOf: container)
                == .translation(x: 0, y: 0))
    }

    @Test func aPushWithoutItsSourceStillCrossFades() {
        let plan = Self.missingSource(.push, .flyOff)
        #expect(plan?.elements == Self.missingSource(.push, .crossFade)?.elements)
        #expect(plan?.roles == [.fromView, .toView])
    }

    @Test func withASourceTheFlyOffIsNotPlayed() {
        var style = TransitionStyle.zoom
        style.zoomEnds.whenSourceIsMissing = .flyOff
        let geometry = TransitionGeometry.samplePhone(operation: .pop)
        #expect(style.plan(for: geometry) == TransitionStyle.zoom.plan(for: geometry))
    }

    // MARK: The flying copy

    private static func choice(
        _ operation: NavigationOperation, _ preference: ZoomSnapshotChoice.Preference,
        images: Set<ZoomSnapshotChoice.View>, destination: Bool = true
    ) -> ZoomSnapshotChoice.View? {
        var geometry = TransitionGeometry.samplePhone(operation: operation)
        if !destination { geometry.zoom.destinationFrame = nil }
        return ZoomSnapshotChoice.choose(for: geometry, preferring: preference, showingImages: images)?.view
    }

    @Test func byDefaultTheViewShowingAnImageIsTaken() {
        // The destination's image is still loading: the source's image flies, not a blank.
        #expect(Self.choice(.push, .automatic, images: [.source]) == .source)
        #expect(Self.choice(.push, .automatic, images: [.destination]) == .destination)
        #expect(Self.choice(.push, .automatic, images: [.source, .destination]) == .destination)
        #expect(Self.choice(.push, .automatic, images: []) == .destination)
        #expect(Self.choice(.pop, .automatic, images: [], destination: false) == .source)
    }

    @Test func anAppCanAskForEitherView() {
        #expect(Self.choice(.push, .source, images: [.destination]) == .source)
        #expect(Self.choice(.pop, .destination, images: [.source]) == .destination)
        // The asked-for view without a usable frame: the other one.
        #expect(Self.choice(.push, .destination, images: [], destination: false) == .source)
    }

    // MARK: Shapes

    @Test(arguments: NavigationOperation.allCases)
    func anEndsShapeGivesItsCornerRadius(operation: NavigationOperation) throws {
        var style = TransitionStyle.zoom
        style.zoomEnds.sourceShape = .circle
        style.zoomEnds.destinationShape = .roundedRect(cornerRadius: 18)
        let plan = try #require(style.plan(for: .samplePhone(operation: operation)))
        let snapshot = try #require(plan.element(for: .zoomSnapshot))
        let (source, destination) =
            operation == .push ? (snapshot.from, snapshot.to) : (snapshot.to, snapshot.from)
        #expect(source.cornerRadius == 57, "half the 114 pt cell")
        #expect(destination.cornerRadius == 18)
        #expect(
            plan.state(of: .zoomSnapshot, at: 0.5).map { $0.cornerRadius > 18 && $0.cornerRadius < 57 }
                == true)
    }

    /// Bad input: a radius that is not finite or negative is 0.
    @Test(arguments: [-4, Double.nan, Double.infinity])
    func anUnusableRadiusIsZero(radius: Double) {
        let shape = TransitionStyle.Shape.roundedRect(cornerRadius: radius)
        #expect(shape.cornerRadius(for: CGRect(x: 0, y: 0, width: 10, height: 10)) == 0)
    }

    // MARK: What the adapters hand over

    /// `UIView.ContentMode` raw values (UIView.h): 0 scaleToFill, 1 aspect fit, 2 aspect fill,
    /// 3 redraw, 4 center, 5… the edges and corners.
    @Test func contentModesFromUIKitsRawValues() {
        let modes = (0...12).map { DisplayedImage.ContentMode(contentModeRawValue: $0) }
        #expect(modes[0...4] == [.fill, .aspectFit, .aspectFill, .other, .center])
        #expect(modes[5...].allSatisfy { $0 == .other })
        #expect(DisplayedImage.ContentMode(contentModeRawValue: -1) == .other)
    }

    @Test func anEndTakesItsShapeAndItsPreference() {
        var ends = TransitionStyle.ZoomEnds()
        ends.setShape(.circle, at: .source)
        ends.setShape(.roundedRect(cornerRadius: 4), at: .destination)
        #expect(ends.sourceShape == .circle && ends.destinationShape == .roundedRect(cornerRadius: 4))
        #expect(ZoomSnapshotChoice.Preference(.source) == .source)
        #expect(ZoomSnapshotChoice.Preference(.destination) == .destination)
    }
}
