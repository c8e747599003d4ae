import Foundation
import Testing

@testable import TransitionKit
@testable import TransitionKitCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

struct SafeAreaMorphChoreographyTests {
    /// A grid with a 44 pt toolbar and a detail with a 96 pt one (plus a 10 pt bottom inset).
    static func geometry(_ operation: NavigationOperation) -> TransitionGeometry {
        let grid = TransitionGeometry.Screen(
            frame: Fixtures.screen, additionalSafeAreaInsets: Insets(top: 44),
            toolbarFrame: CGRect(x: 0, y: 47, width: 390, height: 44))
        let detail = TransitionGeometry.Screen(
            frame: Fixtures.screen, additionalSafeAreaInsets: Insets(top: 96, bottom: 10),
            toolbarFrame: CGRect(x: 0, y: 47, width: 390, height: 96))
        return TransitionGeometry(
            containerBounds: Fixtures.screen, from: operation == .push ? grid : detail,
            to: operation == .push ? detail : grid, operation: operation)
    }

    @Test func pushGlidesTheDestinationFromTheSourcesInsetToItsOwn() {
        let plan = TransitionStyle.safeAreaMorph.plan(for: Self.geometry(.push))
        #expect(plan?.state(of: .toView, at: 0)?.additionalSafeAreaInsets == Insets(top: 44, bottom: 10))
        #expect(plan?.state(of: .toView, at: 0.5)?.additionalSafeAreaInsets == Insets(top: 70, bottom: 10))
        #expect(plan?.state(of: .toView, at: 1)?.additionalSafeAreaInsets == Insets(top: 96, bottom: 10))
        #expect(plan?.state(of: .fromView, at: 0.5)?.additionalSafeAreaInsets == nil)
    }

    /// The seed article's pop case: the screen below starts from the popped screen's inset.
    @Test func popGlidesTheScreenBelowFromThePoppedInsetBackToItsOwn() {
        let plan = TransitionStyle.safeAreaMorph.plan(for: Self.geometry(.pop))
        #expect(plan?.state(of: .toView, at: 0)?.additionalSafeAreaInsets == Insets(top: 96))
        #expect(plan?.state(of: .toView, at: 0.25)?.additionalSafeAreaInsets == Insets(top: 83))
        #expect(plan?.state(of: .toView, at: 1)?.additionalSafeAreaInsets == Insets(top: 44))
        #expect(plan?.state(of: .fromView, at: 0.25)?.additionalSafeAreaInsets == nil)
    }

    @Test(arguments: Fixtures.operations)
    func framesAreTheSlides(operation: NavigationOperation) {
        let geometry = Self.geometry(operation)
        let morph = TransitionStyle.safeAreaMorph.plan(for: geometry)
        let slide = TransitionStyle.slide.plan(for: geometry)
        for progress in Fixtures.progresses {
            for role in slide?.roles ?? [] {
                #expect(
                    morph?.state(of: role, at: progress)?.frame == slide?.state(of: role, at: progress)?.frame
                )
            }
        }
    }

    @Test func toolbarsMorphTheirHeightWhileCrossFading() {
        let plan = TransitionStyle.safeAreaMorph.plan(for: Self.geometry(.push))
        #expect(plan?.roles.suffix(2) == [.fromToolbar, .toToolbar])
        let from = plan?.state(of: .fromToolbar, at: 0.5)
        let to = plan?.state(of: .toToolbar, at: 0.5)
        #expect(from?.frame == CGRect(x: 0, y: 47, width: 390, height: 70))
        #expect(to?.frame == CGRect(x: 0, y: 47, width: 390, height: 70))
        #expect(from?.alpha == 0.5)
        #expect(to?.alpha == 0.5)
        let popped = TransitionStyle.safeAreaMorph.plan(for: Self.geometry(.pop))
        #expect(popped?.state(of: .toToolbar, at: 0)?.frame.height == 96)
        #expect(popped?.state(of: .toToolbar, at: 1)?.frame.height == 44)
    }
}
