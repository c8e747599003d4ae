import Foundation
import Testing

@testable import TransitionKit
@testable import TransitionKitCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

struct RestoreSetTests {
    static let frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    static let plain = VisualState(frame: frame)

    static func element(from: VisualState = plain, to: VisualState = plain, role: Role = .toView)
        -> TransitionPlan.Element
    {
        TransitionPlan.Element(role: role, from: from, to: to)
    }

    /// A screen that only moves keeps the app's own alpha, transform and corner radius.
    @Test func aScreensPlainStatesTouchOnlyItsGeometry() {
        let set = RestoreSet(touchedBy: Self.element())
        #expect(set == [.geometry])
        #expect(set == .alwaysTouched)
        #expect(set.rawValue == 0b0000001)
    }

    @Test func eachAnimatedPropertyIsTouched() {
        let fading = Self.element(from: Self.plain.with(\.alpha, 0))
        let scaling = Self.element(to: Self.plain.with(\.transform, .scale(0.9)))
        let rounding = Self.element(from: Self.plain.with(\.cornerRadius, 12))
        #expect(RestoreSet(touchedBy: fading) == [.geometry, .alpha])
        #expect(RestoreSet(touchedBy: scaling) == [.geometry, .transform])
        #expect(RestoreSet(touchedBy: rounding) == [.geometry, .cornerRadius, .clipping])
    }

    /// A temporary view is the transition's own: every state property is applied to it.
    @Test(arguments: [Role.dimming, .shadow, .zoomSnapshot])
    func aTemporaryViewTakesEveryStateProperty(role: Role) {
        #expect(
            RestoreSet(touchedBy: Self.element(role: role)) == [.geometry, .transform, .alpha, .cornerRadius])
    }

    @Test(arguments: [(12.0, 0.0), (0.0, 12.0), (4.0, 8.0), (8.0, 8.0)])
    func aCornerRadiusOnEitherSideTouchesClipping(from: Double, to: Double) {
        let element = Self.element(
            from: Self.plain.with(\.cornerRadius, from), to: Self.plain.with(\.cornerRadius, to))
        let radius: RestoreSet = from == to ? [] : .cornerRadius
        #expect(RestoreSet(touchedBy: element) == RestoreSet.alwaysTouched.union(.clipping).union(radius))
    }

    @Test func backgroundColorOnlyWhenEitherStateSetsOne() {
        let red = RGBA(red: 1, green: 0, blue: 0, alpha: 1)
        let fromOnly = Self.element(from: Self.plain.with(\.backgroundColor, red))
        let toOnly = Self.element(to: Self.plain.with(\.backgroundColor, red))
        #expect(RestoreSet(touchedBy: fromOnly) == RestoreSet.alwaysTouched.union(.backgroundColor))
        #expect(RestoreSet(touchedBy: toOnly) == RestoreSet.alwaysTouched.union(.backgroundColor))
        #expect(!RestoreSet(touchedBy: Self.element()).contains(.backgroundColor))
    }

    @Test func safeAreaInsetsOnlyWhenEitherStateSetsThem() {
        let insets = Insets(top: 44, left: 0, bottom: 0, right: 0)
        let fromOnly = Self.element(from: Self.plain.with(\.additionalSafeAreaInsets, insets))
        let toOnly = Self.element(to: Self.plain.with(\.additionalSafeAreaInsets, insets))
        #expect(RestoreSet(touchedBy: fromOnly) == RestoreSet.alwaysTouched.union(.safeAreaInsets))
        #expect(RestoreSet(touchedBy: toOnly) == RestoreSet.alwaysTouched.union(.safeAreaInsets))
        #expect(!RestoreSet(touchedBy: Self.element()).contains(.safeAreaInsets))
    }

    @Test func everythingTouchedIsRestoredWhenNotKept() {
        let element = Self.element(
            from: Self.plain.with(\.cornerRadius, 12).with(\.alpha, 0).with(\.transform, .scale(0.5)).with(
                \.backgroundColor, .init(red: 0, green: 0, blue: 0, alpha: 1)),
            to: Self.plain.with(\.additionalSafeAreaInsets, Insets(top: 44, left: 0, bottom: 0, right: 0)))
        let all: RestoreSet = [
            .geometry, .transform, .alpha, .cornerRadius, .clipping, .backgroundColor, .safeAreaInsets,
        ]
        #expect(RestoreSet(touchedBy: element) == all)
        #expect(RestoreSet.restored(for: element, keepsEndState: false) == all)
    }

    /// A finished destination keeps its end state, but not the clipping its corner radius needed.
    @Test func keptViewRestoresOnlyClipping() {
        let zooming = Self.element(from: Self.plain.with(\.cornerRadius, 12))
        #expect(RestoreSet.restored(for: zooming, keepsEndState: true) == [.clipping])
        #expect(RestoreSet.restored(for: Self.element(), keepsEndState: true) == [])
    }

    /// A kept view whose end state draws differing per-corner radii (a mask path, fixed at the
    /// bounds it was drawn in, which would clip the view wrongly once they change) gets its own
    /// shape back; one drawn with a shared radius on some corners keeps it.
    @Test func aKeptViewEndingWithAMaskPathGetsItsOwnShapeBack() {
        let path = CornerRadii(topLeft: 18, topRight: 18, bottomLeft: 6, bottomRight: 6)
        let shared = CornerRadii(topLeft: 18, topRight: 18, bottomLeft: 0, bottomRight: 0)
        let endsWithPath = Self.element(to: Self.plain.with(\.cornerRadii, path))
        let startsWithPath = Self.element(from: Self.plain.with(\.cornerRadii, path))
        let endsShared = Self.element(to: Self.plain.with(\.cornerRadii, shared))
        #expect(
            RestoreSet.restored(for: endsWithPath, keepsEndState: true) == [
                .cornerRadii, .cornerRadius, .clipping,
            ])
        #expect(RestoreSet.restored(for: startsWithPath, keepsEndState: true) == [.clipping])
        #expect(RestoreSet.restored(for: endsShared, keepsEndState: true) == [.clipping])
    }

    @Test func reversingAnElementTouchesTheSameProperties() {
        let element = Self.element(
            from: Self.plain.with(\.cornerRadius, 12),
            to: Self.plain.with(\.additionalSafeAreaInsets, Insets(top: 44, left: 0, bottom: 0, right: 0)))
        #expect(RestoreSet(touchedBy: element.reversed) == RestoreSet(touchedBy: element))
    }

    @Test(arguments: [false, true], [false, true])
    func onlyAFinishedKeptViewKeepsItsEndState(finished: Bool, keeps: Bool) {
        #expect(
            RestoreSet.keepsEndState(finished: finished, targetKeepsFinalState: keeps) == (finished && keeps))
    }
}
