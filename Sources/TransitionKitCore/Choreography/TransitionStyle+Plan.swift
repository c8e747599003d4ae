extension TransitionStyle {
    /// The plan this style plays for a geometry: the one entry point to every built-in
    /// choreography, used alike by the UIKit animators, tests and previews.
    ///
    /// The geometry is `TransitionGeometry.sanitized()` first. Then, by kind:
    /// - `.zoom`: see ``zoom``. **Fallback:** if the source frame is missing, not finite,
    ///   without area or entirely outside the container, the plan is the cross-fade's elements
    ///   with this style's duration and timing (it has no `Role.zoomSnapshot`).
    ///   With `zoomEnds.whenSourceIsMissing == .flyOff`, a pop plays
    ///   `ZoomChoreography.flyOffElements(for:)` instead. With `zoomEnds.sourceClipInsets`, the
    ///   source frame is first clipped to the source side's screen frame minus the insets (see
    ///   `TransitionGeometry.clippingZoomSource(to:)`); with `zoomEnds.sourceShape` or
    ///   `destinationShape`, that end's corner radius is the shape's; a per-corner shape
    ///   (`TransitionStyle.Shape.corners`) also sets that end's `VisualState.cornerRadii` on the
    ///   flying view, its leading corners resolved for the geometry's layout direction.
    /// - `.zoom` and `.card` with ``screens(_:)``: the screens play that choreography while the
    ///   zoom's flying view flies above them (`ScreensChoreography`).
    /// - `.zoom` and `.card` draw their ``backdrop(_:staysUnderScreen:)`` between the screens
    ///   (`BackdropChoreography`): `.dimming(0.3)` unless the style chose another.
    /// - `.card`: see `CardChoreography`; the card's corner radius is `zoomEnds.sourceShape`'s
    ///   (`TransitionStyle.card(cornerRadius:)`). **Fallback:** as the zoom's, the cross-fade's
    ///   elements with this style's duration and timing (no fly-off).
    /// - `.crossFade`, `.fade`, `.slide`, `.safeAreaMorph`: see each factory.
    /// - `.system`, `.custom`: `nil` — UIKit's animation, or the app's closure.
    /// - A style that moves matched views (see `TransitionStyle.Matching`) adds one element per matched pair
    ///   above the screens and below the toolbars; a zoom by identifier first takes the named
    ///   pair as its zoom views (see `TransitionGeometry.zooming(from:)`).
    ///
    /// ## Push and pop
    /// Zoom, card and slide pops are their push played backwards with the sides swapped (exactly the
    /// push at 1 − p, roles naming the pop's own screens); cross-fade and fade are symmetric; the
    /// safe-area morph's inset rule is the same both ways (the destination glides from the
    /// source's inset to its own). Every plan's timing runs forward, so pops ease like pushes.
    ///
    /// ## End states
    /// The destination (`toView`, `toToolbar`) always ends at its frame, alpha 1, identity
    /// transform, its own insets: the plan animator can leave it there. The source may end elsewhere
    /// (moved, transparent); the plan animator restores it. Temporary roles are removed.
    ///
    /// ## Toolbars
    /// `.safeAreaMorph` also morphs the bar-less toolbars' heights; other kinds draw no toolbar
    /// elements. A bar-less stack adds its toolbars' own transition on device (a cross-fade
    /// between equal heights, a height morph between different ones).
    ///
    /// - Parameter geometry: The transition's geometry.
    /// - Returns: The plan, or `nil` for `.system` and `.custom`.
    /// - Complexity: O(1) without matched views (at most eight elements), else O(pairs); built
    ///   once per transition.
    public func plan(for geometry: TransitionGeometry) -> TransitionPlan? {
        plan(for: geometry, toolbars: nil)
    }

    /// `toolbars` `nil` takes the kind's own: `.heightMorph` for `.safeAreaMorph`, `.noToolbars` otherwise.
    package func plan(for geometry: TransitionGeometry, toolbars: ToolbarTransition?) -> TransitionPlan? {
        var sanitized = geometry.sanitized()
        if case .zoom(let identifier) = matching { sanitized = sanitized.zooming(from: identifier) }
        if kind.growsFromSource, let insets = zoomEnds.sourceClipInsets {
            sanitized = sanitized.clippingZoomSource(to: insets)
        }
        if kind.growsFromSource {
            sanitized = sanitized.shapingZoom(
                source: zoomEnds.sourceShape, destination: zoomEnds.destinationShape)
        }
        var elements: [TransitionPlan.Element]
        switch kind {
        case .system, .custom:
            return nil
        case .zoom:
            elements =
                ZoomChoreography.elements(for: sanitized, backdrop: backdropChoice).map {
                    choreographingScreens(shapingCorners($0, sanitized), sanitized)
                }
                ?? missingSourceElements(sanitized)
        case .card:
            elements =
                CardChoreography.elements(for: sanitized, backdrop: backdropChoice).map {
                    choreographingScreens($0, sanitized)
                }
                ?? CrossFadeChoreography.elements(for: sanitized)
        case .crossFade:
            elements = CrossFadeChoreography.elements(for: sanitized)
        case .safeAreaMorph:
            elements = SafeAreaMorphChoreography.elements(for: sanitized)
        case .slide:
            elements = SlideChoreography.elements(for: sanitized)
        case .fade:
            elements = FadeChoreography.elements(for: sanitized)
        }
        if matching != .unmatched {
            elements.append(contentsOf: MatchedChoreography.elements(for: sanitized))
        }
        let toolbarTransition = toolbars ?? (kind == .safeAreaMorph ? .heightMorph : .noToolbars)
        elements.append(contentsOf: toolbarTransition.elements(sanitized: sanitized))
        return TransitionPlan(elements: elements, duration: duration, timing: timing)
    }

    /// The zoom's elements with the flying view's per-corner shapes set at their ends: the
    /// source's at the push's start (the pop's end), the destination's at the other.
    private func shapingCorners(_ elements: [TransitionPlan.Element], _ geometry: TransitionGeometry)
        -> [TransitionPlan.Element]
    {
        let direction = geometry.layoutDirection
        let source = zoomEnds.sourceShape?.cornerRadii(in: direction)
        let destination = zoomEnds.destinationShape?.cornerRadii(in: direction)
        guard source != nil || destination != nil,
            let index = elements.firstIndex(where: { $0.role == .zoomSnapshot })
        else { return elements }
        var elements = elements
        let push = geometry.operation == .push
        let (start, end) = push ? (source, destination) : (destination, source)
        if let start { elements[index].from.cornerRadii = start }
        if let end { elements[index].to.cornerRadii = end }
        return elements
    }

    /// A zoom's or card's elements with its screens playing ``screensKind``'s choreography
    /// (`ScreensChoreography`), or unchanged without one.
    private func choreographingScreens(_ elements: [TransitionPlan.Element], _ geometry: TransitionGeometry)
        -> [TransitionPlan.Element]
    {
        guard let screensKind else { return elements }
        return ScreensChoreography.elements(
            screensKind, replacingScreensOf: elements, backdrop: backdropChoice, in: geometry)
    }

    /// A zoom's elements without a usable source: the fly-off on a pop that asks for it, else
    /// the cross-fade.
    private func missingSourceElements(_ geometry: TransitionGeometry) -> [TransitionPlan.Element] {
        guard zoomEnds.whenSourceIsMissing == .flyOff, geometry.operation == .pop else {
            return CrossFadeChoreography.elements(for: geometry)
        }
        return ZoomChoreography.flyOffElements(for: geometry)
    }
}

/// Only the destination fades in, over an opaque source: fading both would let a quarter of the
/// background show through at the midpoint (`p + (1 − p)²`). Symmetric: push and pop are one plan.
enum CrossFadeChoreography {
    /// The cross-fade's elements for a sanitized geometry, back to front.
    static func elements(for geometry: TransitionGeometry) -> [TransitionPlan.Element] {
        let from = geometry.from.restingState
        let to = geometry.to.restingState
        return [
            .init(role: .fromView, from: from, to: from),
            .init(role: .toView, from: to.with(\.alpha, 0), to: to),
        ]
    }
}

/// The cross-fade's elements with the fade's own duration and timing: the screen being shown always
/// arrives on top, on a pop too.
enum FadeChoreography {
    /// The fade's elements for a sanitized geometry, back to front.
    static func elements(for geometry: TransitionGeometry) -> [TransitionPlan.Element] {
        CrossFadeChoreography.elements(for: geometry)
    }
}
