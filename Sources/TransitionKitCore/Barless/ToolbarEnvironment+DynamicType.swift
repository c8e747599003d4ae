import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension ToolbarEnvironment {
    /// The text size the person chose (`UIContentSizeCategory`, UIContentSizeCategory.h:16-32),
    /// in order from the smallest.
    package enum ContentSize: Int, Sendable, Hashable, CaseIterable, Comparable {
        case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
        case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
        case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

        /// `UIContentSizeCategory.rawValue` (`UICTContentSizeCategoryL`, …); `.unspecified` and unknown
        /// values are ``large``, the default.
        package init(contentSizeCategoryRawValue rawValue: String) {
            let suffixes: [(String, ContentSize)] = [
                ("AccessibilityXXXL", .accessibilityExtraExtraExtraLarge),
                ("AccessibilityXXL", .accessibilityExtraExtraLarge),
                ("AccessibilityXL", .accessibilityExtraLarge), ("AccessibilityL", .accessibilityLarge),
                ("AccessibilityM", .accessibilityMedium), ("XXXL", .extraExtraExtraLarge),
                ("XXL", .extraExtraLarge), ("XL", .extraLarge), ("XS", .extraSmall), ("L", .large),
                ("M", .medium), ("S", .small),
            ]
            let prefix = "UICTContentSizeCategory"
            guard rawValue.hasPrefix(prefix) else {
                self = .large
                return
            }
            let suffix = rawValue.dropFirst(prefix.count)
            self = suffixes.first { $0.0 == suffix }?.1 ?? .large
        }

        package static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// How much a toolbar grows per text size above ``ContentSize/large``: 4 pt.
    static let growthPerContentSize: CGFloat = 4
    /// The most a toolbar grows in compact vertical size class (a landscape iPhone has little
    /// height to give; the large content viewer shows its items instead): 8 pt.
    static let compactGrowthLimit: CGFloat = 8

    /// Points added per text size above large (4 to 32), at most 8 on a compact-height phone; sizes up to
    /// large add nothing, so standard heights are UIKit's.
    var dynamicTypeGrowth: CGFloat {
        let steps = max(0, contentSize.rawValue - ContentSize.large.rawValue)
        let growth = CGFloat(steps) * Self.growthPerContentSize
        let isCompactPhone = idiom != .pad && verticalSizeClass == .compact
        return isCompactPhone ? min(growth, Self.compactGrowthLimit) : growth
    }
}
