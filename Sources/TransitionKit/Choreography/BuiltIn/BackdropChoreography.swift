import Foundation
import TransitionKitGestures

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The backdrop of a zoom or card between the screen below and the arriving screen: geometry and
/// the style's backdrop in, one element (or none) out.
///
/// Push: over the container's bounds, from alpha 0 to the backdrop's strength — a dimming or tint
/// (role `dimming`, its color as the background), a blur (role ``Role/blurBackdrop(_:)``, a blur
/// view whose alpha goes 0 → 1); `.clear` adds nothing. The pop plays it backwards, so it ends at
/// nothing as the screen shrinks (see `DismissalBackdrop`'s "How it ends"). The default,
/// `.dimming(0.3)`, is the element every zoom and card had before the choice existed.
enum BackdropChoreography {
    /// The push's backdrop element, or `nil` for `.clear`.
    ///
    /// - Parameters:
    ///   - backdrop: The style's backdrop, normalized.
    ///   - geometry: A sanitized geometry.
    static func element(_ backdrop: DismissalBackdrop, in geometry: TransitionGeometry) -> TransitionPlan
        .Element?
    {
        let bounds = geometry.containerBounds
        switch backdrop {
        case .clear:
            return nil
        case .blur(let style):
            let hidden = VisualState(frame: bounds, alpha: 0)
            return .init(role: .blurBackdrop(style), from: hidden, to: hidden.with(\.alpha, 1))
        case .dimming, .tinted:
            let hidden = VisualState(frame: bounds, alpha: 0, backgroundColor: backdrop.color ?? .black)
            return .init(role: .dimming, from: hidden, to: hidden.with(\.alpha, backdrop.strength))
        }
    }
}

extension Role {
    /// The blur view behind a zoom's or card's arriving screen: `snapshot.backdrop.blur.<style>`,
    /// a temporary view the plan animator makes as a `UIVisualEffectView` of that style.
    ///
    /// - Parameter style: The blur's style.
    static func blurBackdrop(_ style: BlurStyle) -> Role { .snapshot("backdrop.blur.\(style)") }
}

extension BlurStyle {
    /// The style of a ``Role/blurBackdrop(_:)`` role; `nil` for any other role.
    ///
    /// - Parameter role: A plan's role.
    package init?(backdropRole role: Role) {
        guard let style = Self.allCases.first(where: { Role.blurBackdrop($0) == role }) else { return nil }
        self = style
    }
}
