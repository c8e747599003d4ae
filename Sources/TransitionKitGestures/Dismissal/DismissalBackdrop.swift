/// What shows behind a zoomed screen while it is dragged away: described by neutral values,
/// turned into a dimming view or a `UIVisualEffectView` by the UIKit side.
///
/// Its strength follows the screen's scale (`DismissalMapping.backdropFraction(scale:)`): full
/// at full size, gone at the mapping's minimum scale.
///
/// ```swift
/// DismissalMapping(backdrop: .dimming(0.3))           // the zoom's own dimming, the default
/// DismissalMapping(backdrop: .blur(.systemMaterial))
/// DismissalMapping(backdrop: .clear)                  // the screen below shows as it is
/// ```
///
/// ## Reduce Transparency
/// With Reduce Transparency on (`UIAccessibility.isReduceTransparencyEnabled`), a blur plays as
/// the zoom's own dimming, `.dimming(0.3)`, whatever its material: the setting asks for no
/// translucent material, and a dimming keeps the backdrop's cue (the screen below recedes as the
/// screen shrinks). A dimming and `.clear` play as they are. The setting is read when a drag
/// begins; the backdrop stays what it was until that drag settled.
public enum DismissalBackdrop: Sendable, Hashable {
    /// Black at this alpha at full size (clamped to `0…1`, NaN and ±∞ count as 0; two dimmings
    /// are equal when they play the same alpha).
    case dimming(Double)
    /// A blur of this style.
    case blur(BlurStyle)
    /// No backdrop: the screen below shows as it is.
    case clear

    /// The zoom's own dimming: the mapping's default, and what a blur plays as under Reduce
    /// Transparency.
    package static let standardDimming = DismissalBackdrop.dimming(0.3)

    /// Whether two backdrops play the same: dimmings compare their alphas clamped to `0…1`, NaN
    /// and ±∞ as 0 (so `.dimming(.nan)` equals itself and `.dimming(0)`).
    ///
    /// - Parameters:
    ///   - lhs: A backdrop.
    ///   - rhs: Another.
    public static func == (lhs: DismissalBackdrop, rhs: DismissalBackdrop) -> Bool {
        switch (lhs, rhs) {
        case (.dimming(let a), .dimming(let b)): return Self.alpha(a) == Self.alpha(b)
        case (.blur(let a), .blur(let b)): return a == b
        case (.clear, .clear): return true
        default: return false
        }
    }

    /// Hashes what ``==(_:_:)`` compares.
    ///
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .dimming(let alpha):
            hasher.combine(0)
            hasher.combine(Self.alpha(alpha))
        case .blur(let style):
            hasher.combine(1)
            hasher.combine(style)
        case .clear: hasher.combine(2)
        }
    }

    /// A dimming's alpha as it plays: clamped to `0…1`, NaN and ±∞ → 0.
    private static func alpha(_ alpha: Double) -> Double {
        alpha.isFinite ? min(max(alpha, 0), 1) : 0
    }

    /// The backdrop that plays with Reduce Transparency on or off (see the type's discussion).
    ///
    /// ```swift
    /// DismissalBackdrop.blur(.systemMaterial).honoring(reduceTransparency: true)   // .dimming(0.3)
    /// DismissalBackdrop.blur(.systemMaterial).honoring(reduceTransparency: false)  // the blur
    /// ```
    ///
    /// - Parameter reduceTransparency: Whether Reduce Transparency is on.
    /// - Returns: This backdrop, or the standard dimming for a blur when the setting is on.
    package func honoring(reduceTransparency: Bool) -> DismissalBackdrop {
        guard reduceTransparency, case .blur = self else { return self }
        return Self.standardDimming
    }

    /// The blur's style, `nil` for a dimming or no backdrop.
    package var blurStyle: BlurStyle? {
        guard case .blur(let style) = self else { return nil }
        return style
    }

    /// The plain backdrop view's colour: black for a dimming, `nil` (clear) otherwise.
    package var color: RGBA? {
        guard case .dimming = self else { return nil }
        return .black
    }

    /// The backdrop view's alpha for a fraction of its strength: the dimming's alpha times it,
    /// the blur view's alpha is the fraction itself, 0 for `.clear`.
    ///
    /// - Parameter fraction: `DismissalMapping.backdropFraction(scale:)`.
    package func alpha(at fraction: Double) -> Double {
        let fraction = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        switch self {
        case .dimming(let alpha): return Self.alpha(alpha) * fraction
        case .blur: return fraction
        case .clear: return 0
        }
    }
}

/// A system blur material, the neutral form of `UIBlurEffect.Style`'s adaptive materials
/// (iOS 13+).
///
/// ```swift
/// let backdrop = DismissalBackdrop.blur(.systemThinMaterial)
/// ```
public enum BlurStyle: Sendable, Hashable, CaseIterable {
    /// `.systemUltraThinMaterial`.
    case systemUltraThinMaterial
    /// `.systemThinMaterial`.
    case systemThinMaterial
    /// `.systemMaterial`.
    case systemMaterial
    /// `.systemThickMaterial`.
    case systemThickMaterial
    /// `.systemChromeMaterial`.
    case systemChromeMaterial

    /// `UIBlurEffect.Style`'s raw value for the same material (`UIBlurEffect.h`: the adaptive
    /// materials are 6 … 10 in this order).
    package var blurEffectRawValue: Int {
        switch self {
        case .systemUltraThinMaterial: 6
        case .systemThinMaterial: 7
        case .systemMaterial: 8
        case .systemThickMaterial: 9
        case .systemChromeMaterial: 10
        }
    }
}
