import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A zoom end shaped with a radius per corner (a message bubble): the flying view's states carry
/// the radii, leading corners resolved for the reading direction, blended corner by corner.
struct ZoomCornerRadiiTests {
    /// 18 pt corners, 4 pt at the bottom trailing one (by the tail), given leading-first.
    static let bubble = TransitionStyle.Shape.corners(
        CornerRadii(topLeft: 18, topRight: 18, bottomLeft: 18, bottomRight: 4))

    static func style() -> TransitionStyle {
        var style = TransitionStyle.zoom
        style.zoomEnds.sourceShape = bubble
        style.zoomEnds.destinationShape = .roundedRect(cornerRadius: 12)
        return style
    }

    static let cases: [(NavigationOperation, TransitionLayoutDirection)] = NavigationOperation.allCases
        .flatMap {
            operation in TransitionLayoutDirection.allCases.map { (operation, $0) }
        }

    @Test(arguments: cases)
    func theSourceEndTakesTheBubblesCorners(
        operation: NavigationOperation, direction: TransitionLayoutDirection
    )
        throws
    {
        let geometry = TransitionGeometry.samplePhone(operation: operation, layoutDirection: direction)
        let plan = try #require(Self.style().plan(for: geometry))
        let snapshot = try #require(plan.element(for: .zoomSnapshot))
        let (source, destination) =
            operation == .push ? (snapshot.from, snapshot.to) : (snapshot.to, snapshot.from)
        let tail: CornerRadii =
            direction == .leftToRight
            ? CornerRadii(topLeft: 18, topRight: 18, bottomLeft: 18, bottomRight: 4)
            : CornerRadii(topLeft: 18, topRight: 18, bottomLeft: 4, bottomRight: 18)
        #expect(source.cornerRadii == tail)
        #expect(source.cornerRadius == 18, "the uniform radius is the largest corner's")
        #expect(destination.cornerRadii == nil)
        #expect(destination.cornerRadius == 12)
        let middle = try #require(plan.state(of: .zoomSnapshot, at: 0.5))
        let small = 8.0  // 4 → 12 half-way
        #expect(
            middle.cornerRadii
                == (direction == .leftToRight
                    ? CornerRadii(topLeft: 15, topRight: 15, bottomLeft: 15, bottomRight: small)
                    : CornerRadii(topLeft: 15, topRight: 15, bottomLeft: small, bottomRight: 15)))
        #expect(RestoreSet(touchedBy: snapshot).isSuperset(of: [.cornerRadii, .cornerRadius, .clipping]))
    }

    /// A style without per-corner shapes leaves every state's radii `nil`, so plans and goldens of
    /// every other style are unchanged.
    @Test func otherShapesSetNoRadii() throws {
        var style = TransitionStyle.zoom
        style.zoomEnds.sourceShape = .circle
        let plan = try #require(style.plan(for: .samplePhone(operation: .push)))
        #expect(plan.elements.allSatisfy { $0.from.cornerRadii == nil && $0.to.cornerRadii == nil })
        #expect(TransitionStyle.Shape.circle.cornerRadii(in: .leftToRight) == nil)
    }

    /// Without a usable source the zoom cross-fades: no flying view, no radii.
    @Test func theFallbackHasNoFlyingView() throws {
        var geometry = TransitionGeometry.samplePhone(operation: .push)
        geometry.zoom.sourceFrame = nil
        let plan = try #require(Self.style().plan(for: geometry))
        #expect(plan.element(for: .zoomSnapshot) == nil)
        #expect(plan.elements.allSatisfy { $0.from.cornerRadii == nil && $0.to.cornerRadii == nil })
    }

    /// The playback sets the drawn radii on a view, and a cancelled transition gives the view
    /// its own shape back (radii and corner radius); a finished one keeps the end shape on the
    /// view that stays.
    @MainActor @Test(arguments: [AnimatingPosition.start, .end])
    func thePlaybackSetsAndRestoresTheShape(position: AnimatingPosition) {
        let ledger = ContractLedger()
        let frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        let view = ViewModel("bubble", frame: frame, ledger: ledger)
        view.cornerRadius = 6
        let bubble = CornerRadii(topLeft: 18, topRight: 18, bottomLeft: 18, bottomRight: 4)
        let plan = TransitionPlan(
            elements: [
                .init(
                    role: .custom("bubble"), from: VisualState(frame: frame).with(\.cornerRadii, bubble),
                    to: VisualState(frame: frame, cornerRadius: 6))
            ], duration: 0.3, timing: .linear)
        let playback = PlanPlayback<AnimatorFactoryModel, ViewModel, ViewControllerModel>(
            plan: plan, targets: [.custom("bubble"): .init(view: view, keepsFinalState: true)],
            container: nil,
            animations: AnimatorFactoryModel(ledger: ledger, clock: ModelClock()))
        playback.applyStates(at: 0.5)
        #expect(view.cornerRadii == CornerRadii(topLeft: 12, topRight: 12, bottomLeft: 12, bottomRight: 5))
        #expect(view.clipsToBounds)
        playback.finish(at: position)
        if position == .end {
            #expect(view.cornerRadii == CornerRadii(uniform: 6), "the end shape, drawn")
        } else {
            #expect(view.cornerRadii == nil)
        }
        #expect(view.cornerRadius == 6)
        #expect(!view.clipsToBounds, "clipping always comes back")
        #expect(ledger.violations.isEmpty, "\(ledger)")
    }
}
