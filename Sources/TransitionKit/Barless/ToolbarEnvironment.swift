import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Where a toolbar is shown: the neutral inputs of ``ToolbarEnvironment/height``.
///
/// The UIKit layer fills this from the trait collection (`userInterfaceIdiom`,
/// `verticalSizeClass`), the presentation the navigation controller sits in, and the screen's own
/// preferred height, if any.
///
/// ```swift
/// ToolbarEnvironment(idiom: .phone, presentation: .sheet).height  // 56
/// ```
package struct ToolbarEnvironment: Sendable, Hashable {
    /// The device family.
    package enum Idiom: Sendable, Hashable, CaseIterable {
        /// iPhone (and iPod touch).
        case phone
        /// iPad.
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

    /// The vertical size class.
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
    /// The vertical size class.
    package var verticalSizeClass: VerticalSizeClass
    /// The text size (Dynamic Type); see ``dynamicTypeGrowth``.
    package var contentSize: ContentSize
    /// The screen's own toolbar height, or `nil` for the standard height. Normalized when set
    /// (and by the initializer): NaN or an infinite height becomes `nil` (the standard height
    /// applies), a negative one 0, and the rest is clamped to …10⁹.
    var customHeight: CGFloat? {
        didSet { customHeight = Self.normalizedHeight(customHeight) }
    }

    /// Creates an environment.
    ///
    /// - Parameters:
    ///   - idiom: The device family.
    ///   - presentation: How the navigation controller is presented.
    ///   - verticalSizeClass: The vertical size class.
    ///   - contentSize: The text size.
    ///   - customHeight: The screen's own toolbar height; see ``height`` for how bad values are
    ///     handled.
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

    /// The toolbar height for this environment (REFERENCE §6.3).
    ///
    /// In order of precedence:
    /// 1. A finite ``customHeight`` wins; a negative one is clamped to 0 (no toolbar height).
    ///    A NaN or infinite one is ignored and the standard height applies.
    /// 2. Phone (or other) in compact vertical size class: 32 pt. This wins over the sheet height,
    ///    because iPhone sheets adapt to full screen in compact height.
    /// 3. Phone (or other) inside a sheet: 56 pt.
    /// 4. iPad: 50 pt, whatever the presentation or size class.
    /// 5. Phone (or other): 44 pt.
    ///
    /// Rules 2–5 then grow with Dynamic Type by ``dynamicTypeGrowth`` (nothing up to the default
    /// text size). The result is always finite and non-negative.
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
