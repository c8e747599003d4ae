/// The shadow under a screen dragged away (``DismissalMapping/shadow``): none, or one that fades
/// in as the screen shrinks — a messenger's image lifting off the conversation.
///
/// ```swift
/// DismissalMapping(followsFinger: .vertical, shadow: .fadingIn(opacity: 0.3, radius: 12))
/// ```
///
/// A black shadow of `radius` points (blur), centered under the screen and following its shape
/// (its corner radius, its scale), at `opacity` times the drag's shrink fraction
/// (`DismissalMapping.shadowFraction(scale:)`): none at rest, full at the mapping's minimum scale.
/// The settling springs take it back to none, restored or dismissed, so it never vanishes at
/// full strength.
///
/// ## Bad input
/// Normalized by the initializer and by ``DismissalMapping``, reported to the diagnostics: an
/// opacity outside `0…1` is clamped, NaN and ±∞ count as 0; a negative radius is 0, NaN and ±∞
/// count as 0.
public struct DismissalShadow: Sendable, Hashable {
    /// The shadow's opacity at the mapping's minimum scale, `0…1`.
    package let opacity: Double
    /// The shadow's blur radius in points, at least 0.
    package let radius: Double

    /// No shadow (the default).
    public static let none = DismissalShadow(checkedOpacity: 0, radius: 0)

    /// A shadow fading in with the drag to `opacity`, of `radius` points.
    ///
    /// - Parameters:
    ///   - opacity: The opacity at the minimum scale, `0…1` (clamped; NaN and ±∞ as 0).
    ///   - radius: The blur radius in points (negative, NaN and ±∞ as 0).
    /// - Returns: The shadow.
    public static func fadingIn(opacity: Double, radius: Double) -> DismissalShadow {
        DismissalShadow(checkedOpacity: opacity, radius: radius)
    }

    /// This shadow when it shows at all (an opacity above 0), else `nil`: the UIKit side makes
    /// a shadow view only for a shadow that shows.
    package var shown: DismissalShadow? { opacity > 0 ? self : nil }

    private init(checkedOpacity opacity: Double, radius: Double) {
        let clampedOpacity = opacity.isFinite ? min(max(opacity, 0), 1) : 0
        if clampedOpacity != opacity {
            Diagnostics.report(
                "dismissal", "DismissalShadow opacity \(opacity) is outside 0…1; using \(clampedOpacity)")
        }
        let clampedRadius = radius.isFinite ? max(radius, 0) : 0
        if clampedRadius != radius {
            Diagnostics.report(
                "dismissal",
                "DismissalShadow radius \(radius) is negative or not finite; using \(clampedRadius)")
        }
        self.opacity = clampedOpacity
        self.radius = clampedRadius
    }
}
