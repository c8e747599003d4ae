import Foundation
import Testing
import UIKitModels

@testable import TransitionKitCore
@testable import TransitionKitGestures

/// Reduce Transparency turns a blur backdrop into the zoom's own dimming, read when a drag
/// begins and kept until it settled.
@MainActor
@Suite struct DismissalBackdropReduceTransparencyTests {
    @Test(arguments: BlurStyle.allCases)
    func aBlurPlaysAsTheStandardDimming(style: BlurStyle) {
        #expect(DismissalBackdrop.blur(style).honoring(reduceTransparency: true) == .dimming(0.3))
        #expect(DismissalBackdrop.blur(style).honoring(reduceTransparency: false) == .blur(style))
    }

    @Test(arguments: [DismissalBackdrop.dimming(0.5), .clear, .dimming(0)])
    func aDimmingOrNoBackdropPlaysAsItIs(backdrop: DismissalBackdrop) {
        #expect(backdrop.honoring(reduceTransparency: true) == backdrop)
    }

    private func coordinator(reducesTransparency: @escaping @MainActor () -> Bool)
        -> (ZoomDismissalCore, ZoomDismissalHostModel)
    {
        let ports = ZoomDismissalHostModel()
        let coordinator = ZoomDismissalCore(
            gate: DismissalGate(gestures: [.drag], direction: .vertical), policy: .default,
            mapping: DismissalMapping(backdrop: .blur(.systemMaterial)))
        coordinator.ports = ports
        coordinator.reducesTransparency = reducesTransparency
        return (coordinator, ports)
    }

    @Test func theDragDrivesTheDimmingsAlphaWithTheSettingOn() throws {
        let (coordinator, ports) = coordinator { true }
        try #require(coordinator.began())
        coordinator.changed(translation: CGPoint(x: 0, y: 200), velocity: CGPoint(x: 0, y: 300), timestamp: 1)
        let fraction = DismissalMapping.default.backdropFraction(
            scale: DismissalMapping.default.scale(translation: CGPoint(x: 0, y: 200)))
        #expect(coordinator.backdrop == .dimming(0.3))
        #expect(ports.driven.last?.backdropAlpha == 0.3 * fraction)
        coordinator.cancelled()
        ports.scene.clock.runUntilIdle()
        ports.arrive()
    }

    @Test func theDragDrivesTheBlursAlphaWithTheSettingOff() throws {
        let (coordinator, ports) = coordinator { false }
        try #require(coordinator.began())
        coordinator.changed(translation: CGPoint(x: 0, y: 200), velocity: CGPoint(x: 0, y: 300), timestamp: 1)
        let fraction = DismissalMapping.default.backdropFraction(
            scale: DismissalMapping.default.scale(translation: CGPoint(x: 0, y: 200)))
        #expect(coordinator.backdrop == .blur(.systemMaterial))
        #expect(ports.driven.last?.backdropAlpha == fraction)
        coordinator.cancelled()
        ports.scene.clock.runUntilIdle()
        ports.arrive()
    }

    @Test func theSettingIsReadWhenADragBeginsNotWhileItRuns() throws {
        final class Setting { var isOn = false }
        let setting = Setting()
        let (coordinator, ports) = coordinator { setting.isOn }
        try #require(coordinator.began())
        setting.isOn = true
        coordinator.changed(translation: CGPoint(x: 0, y: 200), velocity: CGPoint(x: 0, y: 300), timestamp: 1)
        #expect(coordinator.backdrop == .blur(.systemMaterial), "the view made for this drag stays")
        coordinator.ended(translation: CGPoint(x: 0, y: 10), velocity: .zero, timestamp: 2)
        ports.scene.clock.runUntilIdle()
        ports.arrive()
        try #require(coordinator.phase == .idle)
        try #require(coordinator.began())
        #expect(coordinator.backdrop == .dimming(0.3), "the next drag reads it again")
        coordinator.cancelled()
        ports.scene.clock.runUntilIdle()
        ports.arrive()
    }
}
