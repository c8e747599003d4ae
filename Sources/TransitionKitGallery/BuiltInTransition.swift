import TransitionKit

/// Every built-in transition by name, with sample geometry: what previews, playgrounds and the
/// documentation list and draw.
///
/// ```swift
/// for transition in BuiltInTransition.allCases {
///     let plan = transition.samplePlan(operation: .push, layoutDirection: .rightToLeft)
///     print(transition.name, plan.duration)
/// }
/// BuiltInTransition(rawValue: "slide")   // .slide; unknown names give nil
/// ```
///
/// The toolbar entries show the bar-less controller's toolbar transitions over a slide:
/// ``toolbarCrossFade`` with equal toolbar heights, ``toolbarMorph`` with a 44 → 96 pt toolbar
/// (the safe-area morph). ``matchedZoom`` is the zoom by identifier with two more matched
/// views (a caption and a title) flying alongside.
public enum BuiltInTransition: String, CaseIterable, Sendable, Hashable {
    /// ``TransitionStyle/zoom`` from a grid cell.
    case zoom
    /// ``TransitionStyle/crossFade``.
    case crossFade
    /// ``TransitionStyle/safeAreaMorph`` between toolbars of 44 and 96 pt.
    case safeAreaMorph
    /// ``TransitionStyle/slide``.
    case slide
    /// ``TransitionStyle/fade``.
    case fade
    /// A slide under toolbars of equal height that cross-fade.
    case toolbarCrossFade
    /// A safe-area morph under toolbars of different heights that morph.
    case toolbarMorph
    /// The zoom by identifier (`ScreenTransition.zoom(id:)`) with a caption and a title matched
    /// in both screens flying alongside.
    case matchedZoom
    /// The card (`ScreenTransition.card(from:cornerRadius:)`) from the sample grid cell, with a
    /// corner radius of 16.
    case card

    /// The name used on command lines and in JSON, e.g. `crossFade`.
    public var name: String { rawValue }

    /// The style this entry plays, with its default duration and timing.
    package var style: TransitionStyle {
        switch self {
        case .zoom: return .zoom
        case .matchedZoom: return .zoom(identifier: TransitionGeometry.sampleZoomIdentifier)
        case .crossFade: return .crossFade
        case .safeAreaMorph, .toolbarMorph: return .safeAreaMorph
        case .slide, .toolbarCrossFade: return .slide
        case .fade: return .fade
        case .card: return .card(cornerRadius: Self.sampleCardCornerRadius)
        }
    }

    /// The corner radius of the sample ``card``: the App Store card's 16 pt.
    static let sampleCardCornerRadius = 16.0

    /// The toolbar transition drawn on top: cross-fade for ``toolbarCrossFade``, morph for the
    /// safe-area morphs, none otherwise.
    package var toolbars: ToolbarTransition {
        switch self {
        case .toolbarCrossFade: return .crossFade
        case .safeAreaMorph, .toolbarMorph: return .heightMorph
        case .zoom, .crossFade, .slide, .fade, .matchedZoom, .card: return .noToolbars
        }
    }

    /// The sample phone, with a 96 pt detail toolbar for the morphs and the sample's matched views for
    /// `matchedZoom`.
    package func sampleGeometry(
        operation: NavigationOperation = .push, layoutDirection: TransitionLayoutDirection = .leftToRight
    ) -> TransitionGeometry {
        let morphs = self == .safeAreaMorph || self == .toolbarMorph
        let geometry = TransitionGeometry.samplePhone(
            operation: operation, layoutDirection: layoutDirection, detailToolbarHeight: morphs ? 96 : 44)
        return self == .matchedZoom ? geometry.withSampleMatchedViews() : geometry
    }

    /// Through `TransitionDecision`, with the geometry's toolbar heights for the entries that show toolbars.
    package func decision(for geometry: TransitionGeometry, preferences: MotionPreferences = .standard)
        -> TransitionDecision
    {
        let heights =
            toolbars == .noToolbars ? (nil, nil) : (geometry.from.toolbarHeight, geometry.to.toolbarHeight)
        return .decide(
            style: style, operation: geometry.operation, layoutDirection: geometry.layoutDirection,
            preferences: preferences, toolbarHeights: heights)
    }

    package func plan(for geometry: TransitionGeometry, preferences: MotionPreferences = .standard)
        -> TransitionPlan
    {
        decision(for: geometry, preferences: preferences).plan(for: geometry)
    }

    /// This entry's plan on its sample geometry.
    ///
    /// - Parameters:
    ///   - operation: Push or pop.
    ///   - layoutDirection: Reading direction.
    public func samplePlan(
        operation: NavigationOperation = .push, layoutDirection: TransitionLayoutDirection = .leftToRight
    ) -> TransitionPlan {
        plan(for: sampleGeometry(operation: operation, layoutDirection: layoutDirection))
    }
}
