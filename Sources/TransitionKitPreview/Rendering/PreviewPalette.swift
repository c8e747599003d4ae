import Foundation
import TransitionKit
import TransitionKitGestures

/// How the previews draw each role: its fill when the plan leaves the color alone, and where its
/// label goes.
///
/// Screens are pale blue (leaving) and pale orange (arriving), their toolbars a stronger shade of
/// the same hue, temporary overlays (dimming, shadow) black, a blur backdrop frosted (``blurFill(_:)``),
/// snapshots violet, custom parts green.
/// A plan's own ``VisualState/backgroundColor`` always wins over the palette.
public enum PreviewPalette {
    /// How a role is laid out in a drawing.
    public enum Kind: String, Sendable, Hashable {
        /// A screen or custom part: label centered.
        case view
        /// A toolbar: label centered, small.
        case toolbar
        /// A full-screen overlay (dimming, shadow): label below the center so it does not cover the
        /// screens' labels.
        case overlay
        /// A snapshot: label centered, with a picture glyph.
        case snapshot
    }

    /// The drawing kind of a role.
    ///
    /// - Parameter role: The role.
    public static func kind(of role: Role) -> Kind {
        if BlurStyle(backdropRole: role) != nil { return .overlay }
        switch role {
        case .fromView, .toView, .custom: return .view
        case .fromToolbar, .toToolbar: return .toolbar
        case .dimming, .shadow: return .overlay
        case .snapshot: return .snapshot
        }
    }

    /// The fill used when the state has no background color.
    ///
    /// - Parameter role: The role.
    public static func fill(for role: Role) -> RGBA {
        if let style = BlurStyle(backdropRole: role) { return blurFill(style) }
        switch role {
        case .fromView: return rgb(0xCF, 0xE3, 0xFF)
        case .toView: return rgb(0xFF, 0xE1, 0xC7)
        case .fromToolbar: return rgb(0x8F, 0xB8, 0xEE)
        case .toToolbar: return rgb(0xF2, 0xB1, 0x84)
        case .dimming, .shadow: return .black
        case .snapshot: return rgb(0xB9, 0xA5, 0xE8)
        case .custom: return rgb(0xBF, 0xE6, 0xC4)
        }
    }

    /// Frosted white for light styles, charcoal for `.dark`, mid grey otherwise (adaptive materials drawn
    /// light); the alpha is the plan's.
    static func blurFill(_ style: BlurStyle) -> RGBA {
        switch style {
        case .extraLight, .light: return rgb(0xF4, 0xF6, 0xFA)
        case .dark: return rgb(0x2A, 0x2C, 0x33)
        case .regular, .prominent, .systemUltraThinMaterial, .systemThinMaterial, .systemMaterial,
            .systemThickMaterial, .systemChromeMaterial:
            return rgb(0xD9, 0xDC, 0xE3)
        }
    }

    /// A color as `#rrggbb` (components clamped to 0…1; alpha is written separately).
    ///
    /// - Parameter color: The color.
    public static func hex(_ color: RGBA) -> String {
        func byte(_ value: Double) -> Int {
            Int((min(max(PreviewNumber.finite(value), 0), 1) * 255).rounded())
        }
        return String(format: "#%02x%02x%02x", byte(color.red), byte(color.green), byte(color.blue))
    }

    private static func rgb(_ red: Int, _ green: Int, _ blue: Int) -> RGBA {
        RGBA(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255)
    }
}
