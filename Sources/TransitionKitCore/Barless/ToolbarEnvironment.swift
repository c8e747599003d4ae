import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The neutral inputs of the toolbar's height: idiom, vertical size class, text size, presentation and
/// the screen's own height.
package struct ToolbarEnvironment: Sendable, Hashable {
    /// The device family.
    package enum Idiom: Sendable, Hashable, CaseIterable {
        /// iPhone (and iPod touch).
        case phone
        case pad
        /// Anything else (Mac Catalyst, TV, unspecified): treated like a phone.
        case other
    }

    /// How the navigation controller is presented.
    package enum Presentation: Sendable, Hashable, CaseIterable {
        /// Full screen, or embedded without a sheet.
        case fullScreen
        /// Inside an iOS 13+ page or form sheet.
        case sheet
    }

    package enum VerticalSizeClass: Sendable, Hashable, CaseIterable {
        /// Regular height (portrait iPhone, iPad).
        case regular
        /// Compact height (landscape iPhone).
        case compact
        /// Not known yet; treated as regular.
        case unspecified
    }

    /// The device family.
    package var idiom: Idiom
    /// How the navigation controller is presented.
    package var presentation: Presentation
    package var verticalSizeClass: VerticalSizeClass
    /// The text size (Dynamic Type); see ``dynamicTypeGrowth``.
    package var contentSize: ContentSize
    /// Points, or `nil` for the standard height. NaN or infinite becomes `nil`, negative 0, and the rest is
    /// clamped to 10⁹.
    var customHeight: CGFloat? {
        didSet { customHeight = Self.normalizedHeight(customHeight) }
    }

    package init(
        idiom: Idiom = .phone,
        presentation: Presentation = .fullScreen,
        verticalSizeClass: VerticalSizeClass = .regular,
        contentSize: ContentSize = .large,
        customHeight: CGFloat? = nil
    ) {
        self.idiom = idiom
        self.presentation = presentation
        self.verticalSizeClass = verticalSizeClass
        self.contentSize = contentSize
        self.customHeight = Self.normalizedHeight(customHeight)
    }

    private static func normalizedHeight(_ height: CGFloat?) -> CGFloat? {
        guard let height, height.isFinite else { return nil }
        return min(max(height, 0), CGFloat(MotionLimits.magnitude))
    }

    /// The standard height on iPhone: 44 pt.
    package static let phoneHeight: CGFloat = 44
    /// The standard height on iPad (apps built with the iOS 12+ SDK): 50 pt.
    static let padHeight: CGFloat = 50
    /// The height inside an iOS 13+ page or form sheet on iPhone: 56 pt.
    static let phoneSheetHeight: CGFloat = 56
    /// The height in compact vertical size class on iPhone (landscape): 32 pt.
    static let phoneCompactHeight: CGFloat = 32

    /// Points (REFERENCE §6.3): a custom height wins; else iPad 50, compact-height phone 32 (before sheets:
    /// they go full screen there), phone sheet 56, phone 44, plus ``dynamicTypeGrowth``.
    package var height: CGFloat {
        if let custom = customHeight, custom.isFinite { return max(0, custom) }
        return standardHeight + dynamicTypeGrowth
    }

    /// Rules 2–5 of ``height``: the height at the default text size.
    private var standardHeight: CGFloat {
        switch idiom {
        case .pad:
            return Self.padHeight
        case .phone, .other:
            if verticalSizeClass == .compact { return Self.phoneCompactHeight }
            if presentation == .sheet { return Self.phoneSheetHeight }
            return Self.phoneHeight
        }
    }
}
