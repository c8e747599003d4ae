#if canImport(UIKit)
    import TransitionKit
    import UIKit

    extension TransitionScrubberViewController {
        /// Creates a scrubber for a built-in transition on its sample phone geometry.
        ///
        /// ```swift
        /// import PlaygroundSupport
        /// import TransitionKit
        /// import TransitionKitGallery
        ///
        /// PlaygroundPage.current.liveView = TransitionScrubberViewController(.zoom, operation: .push)
        /// ```
        ///
        /// - Parameters:
        ///   - transition: The built-in transition, e.g. `.zoom`.
        ///   - operation: Push (grid → detail) or pop (detail → grid); defaults to push.
        ///   - layoutDirection: Reading direction; defaults to left-to-right.
        ///   - reduceMotion: Plays the transition as under Reduce Motion (`true`) to see what it
        ///     substitutes; defaults to `false`.
        public convenience init(
            _ transition: BuiltInTransition, operation: NavigationOperation = .push,
            layoutDirection: TransitionLayoutDirection = .leftToRight,
            reduceMotion: Bool = false
        ) {
            let geometry = transition.sampleGeometry(operation: operation, layoutDirection: layoutDirection)
            self.init(
                plan: transition.plan(
                    for: geometry, preferences: MotionPreferences(reduceMotion: reduceMotion)),
                geometry: geometry,
                title: transition.name)
        }

        /// Creates a scrubber for a style on a geometry's sample screens.
        ///
        /// What plays is the `TransitionDecision` for the style on this geometry (its toolbar
        /// heights decide cross-fading or morphing toolbars); `.system` and `.custom` styles have
        /// no neutral plan, so the scrubber plays the decision's cross-fade instead.
        ///
        /// A pop plays the button's pop (the push reversed); with `drivenByGesture` it plays the
        /// pop a swipe drives, which differs for a style with its own
        /// `interactivePop(_:)`:
        ///
        /// ```swift
        /// let style = TransitionStyle.zoom.interactivePop(.slide)
        /// TransitionScrubberViewController(style: style, geometry: .samplePhone(operation: .pop))  // zoom
        /// TransitionScrubberViewController(
        ///     style: style, geometry: .samplePhone(operation: .pop), drivenByGesture: true)        // slide
        /// ```
        ///
        /// - Parameters:
        ///   - style: The style, e.g. `.slide.duration(0.3)`.
        ///   - geometry: The geometry; defaults to the sample phone, push.
        ///   - drivenByGesture: Whether a gesture drives the pop; `false` (default) for the
        ///     button's pop. Ignored for a push.
        public convenience init(
            style: TransitionStyle, geometry: TransitionGeometry = .samplePhone(),
            drivenByGesture: Bool = false
        ) {
            let decision = TransitionDecision.decide(
                style: style, operation: geometry.operation, layoutDirection: geometry.layoutDirection,
                interactionIsDriving: drivenByGesture,
                toolbarHeights: (geometry.from.toolbarHeight, geometry.to.toolbarHeight))
            let played = decision.requested ?? style
            let plan = decision.plan(for: geometry)
            self.init(plan: plan, geometry: geometry, title: "\(played.kind)")
        }

        /// Creates a scrubber for any plan, drawn on a geometry's sample screens: a grid and a
        /// detail on a phone-sized stage.
        ///
        /// Roles the stage has no view for (custom roles) are not drawn.
        ///
        /// - Parameters:
        ///   - plan: The plan to scrub, e.g. from a custom choreography.
        ///   - geometry: The geometry the plan was made for; its operation and layout direction
        ///     also set the pan's direction.
        ///   - title: The heading above the slider.
        public convenience init(plan: TransitionPlan, geometry: TransitionGeometry, title: String) {
            self.init(
                plan: plan, operation: geometry.operation, layoutDirection: geometry.layoutDirection,
                title: title, stage: { ScrubberStage(plan: plan, geometry: geometry) })
        }
    }
#endif
