import Foundation
import Testing

@testable import TransitionKit
@testable import TransitionKitCore

struct ToolbarChromeLayoutTests {
    @Test func backgroundReachesTheTopAndTheSeparatorIsOnePixel() {
        let chrome = ToolbarChromeLayout(
            bounds: CGRect(x: 0, y: 0, width: 390, height: 44), backgroundExtensionAbove: 47, displayScale: 2)
        #expect(chrome.backgroundFrame == CGRect(x: 0, y: -47, width: 390, height: 91))
        #expect(chrome.separatorFrame == CGRect(x: 0, y: 43.5, width: 390, height: 0.5))
    }

    @Test(arguments: [-5.0, .nan, .infinity])
    func badExtensionsCountAsNone(_ extra: Double) {
        let chrome = ToolbarChromeLayout(
            bounds: CGRect(x: 0, y: 0, width: 100, height: 44), backgroundExtensionAbove: CGFloat(extra),
            displayScale: 3)
        #expect(chrome.backgroundFrame == CGRect(x: 0, y: 0, width: 100, height: 44))
    }

    @Test(arguments: [0.0, -1, .nan, .infinity, 0.5])
    func scalesBelowOneCountAsOne(_ scale: Double) {
        let chrome = ToolbarChromeLayout(
            bounds: CGRect(x: 0, y: 0, width: 100, height: 44), backgroundExtensionAbove: 0,
            displayScale: CGFloat(scale))
        #expect(chrome.separatorFrame.height == 1)
    }

    @Test func badBoundsAreClamped() {
        let chrome = ToolbarChromeLayout(
            bounds: CGRect(x: 0, y: 0, width: CGFloat.nan, height: -3), backgroundExtensionAbove: 10,
            displayScale: 1)
        #expect(chrome.backgroundFrame == CGRect(x: 0, y: -10, width: 0, height: 10))
        #expect(chrome.separatorFrame == CGRect(x: 0, y: -1, width: 0, height: 1))
    }
}
