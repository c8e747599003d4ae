extension TransitionStyle {
    /// A copy of a zoom or card with another backdrop between the screen below and the arriving
    /// screen: none (`.clear`), a dimming in a color at a strength (`.dimming(0.3)`,
    /// `.dimming(.white, strength: 0.6)`), or a blur (`.blur(.light)`).
    ///
    /// ```swift
    /// TransitionStyle.zoom.backdrop(.clear)                  // a translucent media viewer
    /// TransitionStyle.card(id: "story", cornerRadius: 16).backdrop(.blur(.light))
    /// ```
    ///
    /// The push (or presentation) grows it from nothing to its strength; the pop (or dismissal)
    /// takes it back to nothing as the screen shrinks, so it never vanishes at full strength
    /// mid-screen (see `DismissalBackdrop`'s "How it ends"). The default is the zoom's own
    /// `.dimming(0.3)`. A drag away (`ZoomDismissalDriver`) shows this backdrop too, in its
    /// mapping's direction (`DismissalMapping.backdropGrows`); without this choice, the
    /// mapping's own backdrop.
    /// Other kinds have no backdrop and ignore it (reported to the diagnostics).
    ///
    /// Bad input: a strength outside `0…1` is clamped and NaN counts as 0, reported to the
    /// diagnostics; the plan never holds NaN.
    ///
    /// The backdrop also says how it ends: with the transition (the default, under an opaque
    /// screen), or staying under a translucent presented screen until it is dismissed
    /// (`staysUnderScreen: true`). A presentation that removes the presenting screen
    /// (`.fullScreen`) and a push end it with the transition all the same: there is nothing left
    /// under the screen for it to stay over.
    ///
    /// ```swift
    /// TransitionStyle.zoom.backdrop(.dimming(0.8), staysUnderScreen: true)   // a media viewer
    /// ```
    ///
    /// - Parameters:
    ///   - backdrop: The backdrop.
    ///   - staysUnderScreen: Whether it stays under a presented screen until the dismissal takes
    ///     it away as the screen shrinks; `false` by default.
    /// - Returns: The style.
    public func backdrop(_ backdrop: DismissalBackdrop, staysUnderScreen: Bool = false) -> TransitionStyle {
        if !kind.growsFromSource {
            Diagnostics.report("backdrop", "\(kind) has no backdrop; .backdrop(\(backdrop)) is ignored")
        }
        var copy = self
        copy.chosenBackdrop = backdrop.normalized("TransitionStyle.backdrop")
        copy.backdropEnding = staysUnderScreen ? .staysUnderScreen : .withTransition
        return copy
    }

    /// A copy of a zoom or card whose screens play a simpler choreography of the app's choice —
    /// `.crossFade`, `.fade`, `.slide` or `.safeAreaMorph` — while the zoom's flying view (the
    /// zoom view's copy, or the app's flying image) and the matched views fly above them.
    ///
    /// ```swift
    /// // The browser's tab tray: the screenshot shrinks onto its cell while the screens cross-fade.
    /// TransitionStyle.zoom(id: "tab").screens(.crossFade).backdrop(.clear)
    /// ```
    ///
    /// Push and pop alike: the screens play the choreography as it plays on its own (the
    /// cross-fade is symmetric, a slide's pop slides back), the flying view as the zoom flies it,
    /// with the zoom's timing and duration. The backdrop sits right above the back screen (a
    /// slide keeps its own dimming instead). Without a usable source the zoom's fallback plays,
    /// as without this choice; under Reduce Motion, a cross-fade.
    ///
    /// Bad input: a zoom, card, `.system` or `.custom` choreography is not simpler — it is
    /// ignored (the screens keep the zoom's or card's own motion) and reported to the
    /// diagnostics, as is this choice on a style that is not a zoom or card.
    ///
    /// - Parameter choreography: The screens' choreography; only its kind is read.
    /// - Returns: The style.
    public func screens(_ choreography: TransitionStyle) -> TransitionStyle {
        switch choreography.kind {
        case .crossFade, .fade, .slide, .safeAreaMorph:
            if !kind.growsFromSource {
                Diagnostics.report(
                    "screens", "\(kind) has no flying view; .screens(\(choreography.kind)) is ignored")
            }
            var copy = self
            copy.screensKind = choreography.kind
            return copy
        case .zoom, .card, .system, .custom:
            Diagnostics.report(
                "screens",
                ".screens(\(choreography.kind)) is not a simpler choreography; the screens keep \(kind)'s")
            return self
        }
    }
}
