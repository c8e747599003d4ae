import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How a registered transition plays between two bar-less screens: the content's style and the
/// toolbars' choreography, chosen from the two toolbar heights.
///
/// - The toolbars follow ``ToolbarTransition/between(fromHeight:toHeight:)``: equal heights cross-fade,
///   different heights (or a screen without a toolbar) morph.
/// - A ``TransitionStyle/Kind/slide`` between different heights becomes a
///   ``TransitionStyle/Kind/safeAreaMorph`` with the same duration, timing and Reduce Motion
///   policy, so the content's top inset glides with the toolbar's height. Other kinds keep their
///   choreography; only their toolbars morph.
/// - `.system` and `.custom` are returned unchanged with ``ToolbarTransition/none``: UIKit or the
///   app animates, and the toolbars move with their screens.
///
/// The choice is the same on push and pop (the source is always the screen left), so a cancelled
/// pop restores what the push set.
///
/// ```swift
/// let choice = BarlessTransitionChoice(style: .slide, fromToolbarHeight: 44, toToolbarHeight: 56)
/// choice.style.kind   // .safeAreaMorph
/// choice.toolbars     // .heightMorph
/// let plan = choice.style.plan(for: geometry, toolbars: choice.toolbars)
/// ```
public struct BarlessTransitionChoice: Sendable, Hashable {
    /// The content transition to play.
    public var style: TransitionStyle
    /// The toolbars' choreography, to pass as `toolbars:` to ``TransitionStyle/plan(for:toolbars:)``.
    public var toolbars: ToolbarTransition

    /// Chooses for a style and two toolbar heights.
    ///
    /// - Parameters:
    ///   - style: The transition the registry matched.
    ///   - fromToolbarHeight: The departing screen's toolbar height, `nil` without a toolbar.
    ///   - toToolbarHeight: The arriving screen's toolbar height, `nil` without a toolbar.
    ///     Bad heights (NaN, infinite, negative) count as 0, as in ``ToolbarTransition/between(fromHeight:toHeight:)``.
    public init(style: TransitionStyle, fromToolbarHeight: Double?, toToolbarHeight: Double?) {
        switch style.kind {
        case .system, .custom:
            self.style = style
            self.toolbars = .noToolbars
            return
        case .zoom, .crossFade, .safeAreaMorph, .slide, .fade:
            break
        }
        toolbars = ToolbarTransition.between(
            fromHeight: fromToolbarHeight.map { CGFloat($0) }, toHeight: toToolbarHeight.map { CGFloat($0) })
        if style.kind == .slide && toolbars == .heightMorph {
            var morph = TransitionStyle(
                kind: .safeAreaMorph, timing: style.timing, reduceMotionPolicy: style.reduceMotionPolicy)
            if let duration = style.preferredDuration { morph = morph.duration(duration) }
            self.style = morph
        } else {
            self.style = style
        }
    }

    /// Chooses for a style and the two screens of a geometry (their ``TransitionGeometry/Screen/toolbarHeight``).
    ///
    /// - Parameters:
    ///   - style: The transition the registry matched.
    ///   - geometry: The transition's geometry.
    public init(style: TransitionStyle, geometry: TransitionGeometry) {
        self.init(
            style: style, fromToolbarHeight: geometry.from.toolbarHeight,
            toToolbarHeight: geometry.to.toolbarHeight)
    }
}
