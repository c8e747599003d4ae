import Foundation
import Testing

@testable import TransitionKitCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Per-corner radii: normalized, blended corner by corner, resolved for the reading direction,
/// fitted to the drawn rect, and drawable as one shared radius when the rounded corners agree.
struct CornerRadiiTests {
    static let bubble = CornerRadii(topLeft: 18, topRight: 18, bottomLeft: 18, bottomRight: 4)

    /// Bad input: NaN, negative and infinite radii.
    @Test func everyRadiusIsNormalized() {
        let radii = CornerRadii(topLeft: .nan, topRight: -3, bottomLeft: .infinity, bottomRight: 5)
        #expect(radii == CornerRadii(topLeft: 0, topRight: 0, bottomLeft: 1e9, bottomRight: 5))
        var set = radii
        set.bottomRight = -.infinity
        #expect(set.bottomRight == 0)
    }

    @Test func blendsCornerByCorner() {
        let square = CornerRadii(uniform: 12)
        #expect(
            Self.bubble.interpolated(to: square, fraction: 0.5)
                == CornerRadii(topLeft: 15, topRight: 15, bottomLeft: 15, bottomRight: 8))
        #expect(Self.bubble.interpolated(to: square, fraction: 0) == Self.bubble)
        #expect(Self.bubble.interpolated(to: square, fraction: 1) == square)
        #expect(Self.bubble.interpolated(to: square, fraction: .nan) == Self.bubble)
        // A spring's overshoot stops at a square corner.
        #expect(
            CornerRadii(uniform: 4).interpolated(to: CornerRadii(uniform: 0), fraction: 2)
                == CornerRadii(uniform: 0))
    }

    @Test func aStateWithoutRadiiBlendsAsItsCornerRadius() {
        let frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        let plain = VisualState(frame: frame, cornerRadius: 12)
        let shaped = VisualState(frame: frame).with(\.cornerRadii, Self.bubble)
        #expect(
            plain.interpolated(to: shaped, fraction: 0.25).cornerRadii
                == CornerRadii(topLeft: 13.5, topRight: 13.5, bottomLeft: 13.5, bottomRight: 10))
        #expect(shaped.interpolated(to: plain, fraction: 0.5).cornerRadii?.bottomRight == 8)
        #expect(plain.interpolated(to: plain.with(\.cornerRadius, 0), fraction: 0.5).cornerRadii == nil)
        #expect(plain != plain.with(\.cornerRadii, CornerRadii(uniform: 12)), "radii are part of a state")
        #expect(plain.drawnCornerRadii == CornerRadii(uniform: 12))
    }

    @Test(arguments: TransitionLayoutDirection.allCases)
    func leadingCornersFollowTheReadingDirection(direction: TransitionLayoutDirection) {
        let radii = CornerRadii(
            topLeading: 1, topTrailing: 2, bottomLeading: 3, bottomTrailing: 4, layoutDirection: direction)
        switch direction {
        case .leftToRight:
            #expect(radii == CornerRadii(topLeft: 1, topRight: 2, bottomLeft: 3, bottomRight: 4))
        case .rightToLeft:
            #expect(radii == CornerRadii(topLeft: 2, topRight: 1, bottomLeft: 4, bottomRight: 3))
        }
    }

    @Test func radiiTooLargeForTheRectShrinkTogether() {
        #expect(
            CornerRadii(uniform: 80).fitted(to: CGSize(width: 100, height: 40)) == CornerRadii(uniform: 20))
        // 30 + 10 on a 20 pt side: everything halved.
        #expect(
            CornerRadii(topLeft: 30, topRight: 0, bottomLeft: 10, bottomRight: 2)
                .fitted(to: CGSize(width: 100, height: 20))
                == CornerRadii(topLeft: 15, topRight: 0, bottomLeft: 5, bottomRight: 1))
        #expect(Self.bubble.fitted(to: CGSize(width: 100, height: 40)) == Self.bubble)
        // Bad input: a rect without area, or not finite, draws square corners.
        #expect(Self.bubble.fitted(to: .zero) == CornerRadii(uniform: 0))
        #expect(Self.bubble.fitted(to: CGSize(width: CGFloat.nan, height: 10)) == CornerRadii(uniform: 0))
    }

    @Test func roundedCornersThatAgreeShareOneRadius() {
        #expect(Self.bubble.sharedRadius == nil)
        #expect(Self.bubble.roundedCorners == .all)
        let top = CornerRadii(topLeft: 18, topRight: 18, bottomLeft: 0, bottomRight: 0)
        #expect(top.sharedRadius == 18)
        #expect(top.roundedCorners == [.topLeft, .topRight])
        #expect(CornerRadii(corners: [.topLeft, .topRight], radius: 18) == top)
        #expect(Self.bubble.sharingOneRadius == CornerRadii(uniform: 18))
        #expect(
            CornerRadii(topLeft: 6, topRight: 0, bottomLeft: 0, bottomRight: 9).sharingOneRadius
                == CornerRadii(topLeft: 9, topRight: 0, bottomLeft: 0, bottomRight: 9))
        #expect(top.sharingOneRadius == top)
        #expect(CornerRadii(uniform: 0).sharedRadius == 0)
        #expect(CornerRadii(uniform: 0).roundedCorners.isEmpty)
    }

    /// What the device adapter carries out (`UIView.cornerRadii`): a shared radius on just the
    /// rounded corners, a path for corners that differ, their largest radius while animating, and
    /// for no shape every corner rounded with the view's own radius.
    @Test func theDrawingIsDecidedHere() {
        let top = CornerRadii(topLeft: 18, topRight: 18, bottomLeft: 0, bottomRight: 0)
        let shared = CornerRadii.Drawing(top, animating: false)
        #expect(
            shared.roundedCorners == [.topLeft, .topRight] && shared.cornerRadius == 18 && shared.path == nil)
        let path = CornerRadii.Drawing(Self.bubble, animating: false)
        #expect(path.roundedCorners == .all && path.cornerRadius == 0 && path.path == Self.bubble)
        let animated = CornerRadii.Drawing(Self.bubble, animating: true)
        #expect(animated.roundedCorners == .all && animated.cornerRadius == 18 && animated.path == nil)
        let square = CornerRadii.Drawing(CornerRadii(uniform: 0), animating: false)
        #expect(square.roundedCorners == .all && square.cornerRadius == 0 && square.path == nil)
        let none = CornerRadii.Drawing(nil, animating: true)
        #expect(none.roundedCorners == .all && none.cornerRadius == nil && none.path == nil)
        // Read back from a layer: every corner rounded is no per-corner shape.
        #expect(CornerRadii.masked(.all, radius: 12) == nil)
        #expect(CornerRadii.masked([.topLeft, .topRight], radius: 18) == top)
        // Bit for bit `CACornerMask`'s values (kCALayerMinXMinYCorner = 1 … kCALayerMaxXMaxYCorner = 8).
        #expect(CornerRadii.Corners.all.rawValue == 15 && CornerRadii.Corners.bottomLeft.rawValue == 4)
    }

    /// What the device adapter does to the view's mask: a path installs the library's mask (or
    /// redraws the one installed), no path leaves the view's own mask alone or gives it back.
    @Test(arguments: [false, true])
    func theMaskChangeIsDecidedHere(installed: Bool) {
        let top = CornerRadii(topLeft: 18, topRight: 18, bottomLeft: 0, bottomRight: 0)
        let path = CornerRadii.MaskChange(
            CornerRadii.Drawing(Self.bubble, animating: false), installed: installed)
        #expect(path == (installed ? .redraw(Self.bubble) : .install(Self.bubble)))
        for drawing in [
            CornerRadii.Drawing(top, animating: false), CornerRadii.Drawing(Self.bubble, animating: true),
            CornerRadii.Drawing(nil, animating: false),
        ] {
            #expect(CornerRadii.MaskChange(drawing, installed: installed) == (installed ? .restore : .leave))
        }
    }

    /// The adapter's actions: exactly one per change, none to leave the view's own mask.
    @Test func aChangeCallsExactlyOneAction() {
        let changes: [CornerRadii.MaskChange] = [
            .leave, .install(Self.bubble), .redraw(Self.bubble), .restore,
        ]
        let calls = changes.map { change in
            var calls: [String] = []
            change.perform(
                install: { calls.append("install \($0 == Self.bubble)") },
                redraw: { calls.append("redraw \($0 == Self.bubble)") }, restore: { calls.append("restore") })
            return calls
        }
        #expect(calls == [[], ["install true"], ["redraw true"], ["restore"]])
    }

    /// The mask is drawn when its radii change, drawn again when the view's bounds change size,
    /// moved without drawing when they only move (a scroll), and left alone when they are the same;
    /// its outline is always drawn from its own origin.
    @Test func theMaskFitsTheBounds() {
        let drawn = CGRect(x: 0, y: 30, width: 200, height: 60)
        let outline = CGRect(x: 0, y: 0, width: 200, height: 60)
        #expect(
            CornerRadii.MaskFit(placedOver: nil, bounds: drawn) == .redraw(frame: drawn, outline: outline))
        #expect(CornerRadii.MaskFit(placedOver: drawn, bounds: drawn) == .keep)
        let scrolled = drawn.offsetBy(dx: 0, dy: 500)
        #expect(CornerRadii.MaskFit(placedOver: drawn, bounds: scrolled) == .move(frame: scrolled))
        let taller = CGRect(x: 0, y: 500, width: 200, height: 84)
        #expect(
            CornerRadii.MaskFit(placedOver: drawn, bounds: taller)
                == .redraw(frame: taller, outline: CGRect(x: 0, y: 0, width: 200, height: 84)))
        #expect(
            CornerRadii.MaskFit(placedOver: .zero, bounds: drawn) == .redraw(frame: drawn, outline: outline),
            "a mask set before the first layout")
    }

    /// Each fit calls the adapter's action it names, with its rects, and `keep` calls none.
    @Test func aFitCallsTheActionItNames() {
        var calls: [String] = []
        let fits: [CornerRadii.MaskFit] = [
            .keep, .move(frame: CGRect(x: 0, y: 5, width: 1, height: 2)),
            .redraw(
                frame: CGRect(x: 0, y: 5, width: 1, height: 2),
                outline: CGRect(x: 0, y: 0, width: 1, height: 2)),
        ]
        for fit in fits {
            fit.perform(
                move: { calls.append("move \($0.minY)") },
                redraw: { calls.append("redraw \($0.minY) \($1.minY)") })
        }
        #expect(calls == ["move 5.0", "redraw 5.0 0.0"])
    }

    /// The mask's outline starts past the top-left arc and turns clockwise through the four
    /// corners, each with its own radius fitted to the rect (two 40s on a 40-high side halve to 20).
    @Test func theOutlineTurnsThroughEachCornerWithItsFittedRadius() {
        let bubble = CornerRadii(topLeft: 18, topRight: 18, bottomLeft: 18, bottomRight: 4)
        let outline = bubble.outline(in: CGRect(x: 10, y: 20, width: 100, height: 40))
        #expect(outline.start == CGPoint(x: 28, y: 20))
        #expect(
            outline.arcs.map(\.corner) == [
                CGPoint(x: 110, y: 20), CGPoint(x: 110, y: 60), CGPoint(x: 10, y: 60), CGPoint(x: 10, y: 20),
            ])
        #expect(
            outline.arcs.map(\.towards) == [
                CGPoint(x: 110, y: 60), CGPoint(x: 10, y: 60), CGPoint(x: 10, y: 20), CGPoint(x: 110, y: 20),
            ])
        #expect(outline.arcs.map(\.radius) == [18, 4, 18, 18])
        let crowded = CornerRadii(topLeft: 0, topRight: 40, bottomLeft: 0, bottomRight: 40)
        #expect(
            crowded.outline(in: CGRect(x: 0, y: 0, width: 100, height: 40)).arcs.map(\.radius) == [
                20, 20, 0, 0,
            ])
    }
}
