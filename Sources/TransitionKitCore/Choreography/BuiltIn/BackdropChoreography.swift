import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The backdrop between the screen below and a zoom's or card's arriving screen: container bounds,
/// alpha 0 to its strength on a push; `.clear` adds none (see Choreography internals).
enum BackdropChoreography {
    /// `nil` for `.clear`. Expects a normalized backdrop and a sanitized geometry.
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
    /// A temporary view the plan animator makes as a `UIVisualEffectView` of `style`; its alpha goes 0 → 1.
    static func blurBackdrop(_ style: BlurStyle) -> Role { .snapshot("backdrop.blur.\(style)") }
}

extension BlurStyle {
    /// `nil` for any other role.
    package init?(backdropRole role: Role) {
        guard let style = Self.allCases.first(where: { Role.blurBackdrop($0) == role }) else { return nil }
        self = style
    }
}
