extension TransitionStyle {
    /// The style a pop plays when a gesture drives it, boxed: a style names another style.
    indirect enum GesturePop: Sendable, Hashable {
        /// The pop a gesture drives plays this style's push reversed.
        case style(TransitionStyle)
    }

    /// The style the pop a gesture drives plays (``interactivePop(_:)``), or `nil` when it plays
    /// this style, as every other pop does.
    package var gesturePop: TransitionStyle? {
        guard case .style(let style)? = gesturePopChoice else { return nil }
        return style
    }

    /// A copy whose pop, when a gesture drives it — an edge or content swipe, the app's own
    /// gesture through `beginInteractivePop(of:)` — plays `style` instead; the Back button's pop,
    /// and every pop a command starts, still plays this style's push reversed.
    ///
    /// ```swift
    /// // A swipe slides the photo away; the Back button shrinks it back into its cell.
    /// TransitionStack(path: $path, transition: { route, _ in
    ///     if case .photo(let id) = route { return .zoom(id: id).interactivePop(.slide) }
    ///     return .slide
    /// }) { GridScreen() }
    /// ```
    ///
    /// The same choice as a registration `for: .interactivePop` in UIKit, carried by the style
    /// wherever a style is given: a `TransitionStack`'s `transition` closure, a `RouteLink`,
    /// a `transitionDestination`, a `transitionNavigation` registration, a UIKit registration
    /// or per-push transition. `style` is named as a push and plays reversed, with its own
    /// timing and duration; Reduce Motion applies to it as to any style. A `.interactivePop`
    /// registration of the pair beats it. The zoom dismissal driver drags a pushed screen away
    /// only while its gesture-driven pop plays a zoom or a card.
    ///
    /// A presentation's dismissal is not a pop here: a presented zoom or card dragged or pinched
    /// away follows the finger and plays the presentation reversed, whatever this says.
    ///
    /// Bad input: `style`'s own `interactivePop(_:)` is dropped (a gesture-driven pop has no
    /// gesture-driven pop of its own).
    ///
    /// - Parameter style: What the gesture-driven pop plays.
    /// - Returns: The style with that pop.
    public func interactivePop(_ style: TransitionStyle) -> TransitionStyle {
        var played = style
        played.gesturePopChoice = nil
        var copy = self
        copy.gesturePopChoice = .style(played)
        return copy
    }
}
