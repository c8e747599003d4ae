import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// The bar-less toolbar grows with Dynamic Type: nothing up to the default text size, 4 pt
/// per size above it (at most 8 pt in a landscape iPhone's compact height); a screen's own height
/// never grows.
@MainActor
struct ToolbarEnvironmentDynamicTypeTests {
    @Test func heightsPerTextSize() {
        let phone = ToolbarEnvironment.ContentSize.allCases.map { ToolbarEnvironment(contentSize: $0).height }
        #expect(phone == [44, 44, 44, 44, 48, 52, 56, 60, 64, 68, 72, 76])
        let pad = ToolbarEnvironment.ContentSize.allCases.map {
            ToolbarEnvironment(idiom: .pad, verticalSizeClass: .compact, contentSize: $0).height
        }
        #expect(pad == [50, 50, 50, 50, 54, 58, 62, 66, 70, 74, 78, 82], "iPad has no compact limit")
        let landscape = ToolbarEnvironment.ContentSize.allCases.map {
            ToolbarEnvironment(verticalSizeClass: .compact, contentSize: $0).height
        }
        #expect(landscape == [32, 32, 32, 32, 36, 40, 40, 40, 40, 40, 40, 40])
        #expect(ToolbarEnvironment(presentation: .sheet, contentSize: .accessibilityMedium).height == 72)
    }

    @Test func aScreensOwnHeightDoesNotGrow() {
        let environment = ToolbarEnvironment(
            contentSize: .accessibilityExtraExtraExtraLarge, customHeight: 30)
        #expect(environment.height == 30)
    }

    @Test func textSizesFollowUIContentSizeCategoryRawValues() {
        let raw = [
            "XS", "S", "M", "L", "XL", "XXL", "XXXL", "AccessibilityM", "AccessibilityL", "AccessibilityXL",
            "AccessibilityXXL", "AccessibilityXXXL",
        ]
        let read = raw.map {
            ToolbarEnvironment.ContentSize(contentSizeCategoryRawValue: "UICTContentSizeCategory\($0)")
        }
        #expect(read == ToolbarEnvironment.ContentSize.allCases)
        for unknown in ["_UICTContentSizeCategoryUnspecified", "", "UICTContentSizeCategoryHuge", "L"] {
            #expect(ToolbarEnvironment.ContentSize(contentSizeCategoryRawValue: unknown) == .large)
        }
    }

    @Test func theTraitCollectionsTextSizeIsRead() {
        let traits = TraitCollectionModel(idiom: 0, verticalSizeClass: 2)
        traits.preferredContentSizeCategory = .init(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
        #expect(ToolbarEnvironment(traits: traits, presentation: .fullScreen, customHeight: nil).height == 76)
    }
}
