/// What shows behind a zoomed screen — while a zoom or card plays
/// (`ScreenTransition.backdrop(_:staysUnderScreen:)`, `TransitionKitCore`'s plan role `dimming`) and while it is
/// dragged away (``DismissalMapping/backdrop``): described by neutral values, turned into a
/// dimming view or a `UIVisualEffectView` by the UIKit side.
///
/// While dragged, its strength follows the screen's scale
/// (`DismissalMapping.backdropFraction(scale:)`): by default full at full size and gone at the
/// mapping's minimum scale, or the other way round (``DismissalMapping/backdropGrows``).
///
/// ```swift
/// DismissalMapping(backdrop: .dimming(0.3))                        // the zoom's own dimming, the default
/// DismissalMapping(backdrop: .dimming(.white, strength: 0.6))      // a white veil
/// DismissalMapping(backdrop: .blur(.systemMaterial))
/// DismissalMapping(backdrop: .clear)                               // the screen below shows as it is
/// ```
///
/// ## How it ends
/// A zoom's or card's push (or presentation) grows it from nothing to its strength under the
/// arriving screen, and its pop (or dismissal) takes it back to nothing as the screen shrinks; a
/// drag's settling takes it to where it rests — its strength at rest when the screen is
/// restored, nothing when it is dismissed. When the push or presentation ends, the transition's
/// `backdrop(_:staysUnderScreen:)` decides: by default it is removed, hidden until then under an
/// opaque screen; `staysUnderScreen: true` leaves it under a translucent presented screen until a
/// dismissal takes it away. A dragged screen shows the backdrop its transition chose, else its
/// mapping's.
///
/// ## Bad input
/// A strength outside `0…1` is clamped, NaN and ±∞ count as 0; `normalized(_:)` (which the mapping and
/// the transition's `backdrop(_:staysUnderScreen:)` call) reports either to the diagnostics. A plan never holds NaN.
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
    /// A color at this strength (its alpha at full size; clamped to `0…1`, NaN counts as 0);
    /// written ``dimming(_:strength:)``.
    case tinted(RGBA, strength: Double)
    /// A blur of this style.
    case blur(BlurStyle)
    /// No backdrop: the screen below shows as it is.
    case clear

    /// Whether two backdrops play the same: dimmings and tints compare their strengths clamped to
    /// `0…1`, NaN and ±∞ as 0 (so `.dimming(.nan)` equals itself and `.dimming(0)`).
    ///
    /// - Parameters:
    ///   - lhs: A backdrop.
    ///   - rhs: Another.
    public static func == (lhs: DismissalBackdrop, rhs: DismissalBackdrop) -> Bool {
        switch (lhs, rhs) {
        case (.dimming(let a), .dimming(let b)): return clamped(a) == clamped(b)
        case (.tinted(let c, let a), .tinted(let d, let b)): return c == d && clamped(a) == clamped(b)
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
            hasher.combine(Self.clamped(alpha))
        case .tinted(let color, let alpha):
            hasher.combine(1)
            hasher.combine(color)
            hasher.combine(Self.clamped(alpha))
        case .blur(let style):
            hasher.combine(2)
            hasher.combine(style)
        case .clear: hasher.combine(3)
        }
    }

    /// A dimming in `color` at `strength`: `.dimming(.white, strength: 0.6)`.
    ///
    /// - Parameters:
    ///   - color: The dimming's color (its own alpha is ignored: the strength is the alpha).
    ///   - strength: The alpha at full size, `0…1` (clamped, NaN counts as 0).
    /// - Returns: `.dimming(strength)` for black, else ``tinted(_:strength:)``.
    public static func dimming(_ color: RGBA, strength: Double) -> DismissalBackdrop {
        color.withAlpha(1) == .black ? .dimming(strength) : .tinted(color.withAlpha(1), strength: strength)
    }

    /// The zoom's own dimming: the mapping's default, and what a blur plays as under Reduce
    /// Transparency.
    package static let standardDimming = DismissalBackdrop.dimming(0.3)

    /// A blur becomes ``standardDimming`` when Reduce Transparency is on; any other backdrop is kept.
    func honoring(reduceTransparency: Bool) -> DismissalBackdrop {
        guard reduceTransparency, case .blur = self else { return self }
        return Self.standardDimming
    }

    /// The blur's style, `nil` for a dimming or no backdrop.
    package var blurStyle: BlurStyle? {
        guard case .blur(let style) = self else { return nil }
        return style
    }

    /// The plain backdrop view's color: black for a dimming, the tint's color, `nil` (clear)
    /// otherwise.
    package var color: RGBA? {
        switch self {
        case .dimming: return .black
        case .tinted(let color, _): return color
        case .blur, .clear: return nil
        }
    }

    /// The strength at full size: a dimming's or tint's alpha in `0…1` (NaN as 0), 1 for a blur
    /// (its view's alpha), 0 for `.clear`.
    package var strength: Double {
        switch self {
        case .dimming(let alpha), .tinted(_, let alpha): return Self.clamped(alpha)
        case .blur: return 1
        case .clear: return 0
        }
    }

    /// Strength clamped into `0…1` (NaN as 0), reported to the diagnostics under `owner` when it was outside.
    func normalized(_ owner: String) -> DismissalBackdrop {
        switch self {
        case .dimming(let alpha) where Self.clamped(alpha) != alpha:
            Diagnostics.report(
                "backdrop", "\(owner) strength \(alpha) is outside 0…1; using \(Self.clamped(alpha))")
            return .dimming(Self.clamped(alpha))
        case .tinted(let color, let alpha) where Self.clamped(alpha) != alpha:
            Diagnostics.report(
                "backdrop", "\(owner) strength \(alpha) is outside 0…1; using \(Self.clamped(alpha))")
            return .tinted(color, strength: Self.clamped(alpha))
        default:
            return self
        }
    }

    private static func clamped(_ alpha: Double) -> Double {
        alpha.isFinite ? min(max(alpha, 0), 1) : 0
    }

    /// The backdrop view's alpha: ``strength`` times `fraction`
    /// (`DismissalMapping.backdropFraction(scale:)`).
    package func alpha(at fraction: Double) -> Double {
        let fraction = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        return strength * fraction
    }
}

/// A blur, the neutral form of `UIBlurEffect.Style`: its fixed styles (`.light`, `.dark` …) and
/// its adaptive materials (iOS 13+).
///
/// ```swift
/// let backdrop = DismissalBackdrop.blur(.systemThinMaterial)
/// ```
public enum BlurStyle: Sendable, Hashable, CaseIterable {
    /// `.extraLight`.
    case extraLight
    /// `.light`.
    case light
    /// `.dark`.
    case dark
    /// `.regular`.
    case regular
    /// `.prominent`.
    case prominent
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

    /// `UIBlurEffect.Style`'s raw value for the same material (`UIBlurEffect.h`: extraLight 0,
    /// light 1, dark 2, regular 4, prominent 5, the adaptive materials 6 … 10 in this order).
    package var blurEffectRawValue: Int {
        switch self {
        case .extraLight: 0
        case .light: 1
        case .dark: 2
        case .regular: 4
        case .prominent: 5
        case .systemUltraThinMaterial: 6
        case .systemThinMaterial: 7
        case .systemMaterial: 8
        case .systemThickMaterial: 9
        case .systemChromeMaterial: 10
        }
    }
}
