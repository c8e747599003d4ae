/// Which transition a registration asks for, with its duration, timing and Reduce Motion
/// policy — a value, so registrations can be compared and tested.
///
/// ```swift
/// transitions.register(.zoom, from: GridViewController.self, to: DetailViewController.self)
/// transitions.register(.slide.duration(0.3).timing(.easeInOut), from: A.self, to: B.self)
/// transitions.register(.crossFade.reduceMotion(playsAsDesigned: true), from: B.self, to: C.self)
/// ```
///
/// Built-in kinds turn into a ``TransitionPlan`` through one entry point,
/// ``plan(for:)``; `.system` and `.custom` have no neutral plan (UIKit animates, or the
/// app's own closure held by the UIKit layer does).
///
/// ## Defaults
/// | kind | timing | duration |
/// | --- | --- | --- |
/// | zoom | spring, perceptual duration 0.45 s, bounce 0.1 | settling time ≈ 0.62 s |
/// | card | as zoom | as zoom |
/// | crossFade | ease-in-out | 0.3 s |
/// | safeAreaMorph | as slide | as slide |
/// | slide | spring m 3, k 1000, c 500 (critically damped) | settling time ≈ 0.51 s |
/// | fade | ease-in-out | 0.25 s |
///
/// See the factories in `TransitionStyle+BuiltIns.swift` for why.
public struct TransitionStyle: Sendable, Hashable {
    /// What kind of transition a style describes.
    package enum Kind: Sendable, Hashable {
        /// The destination grows from a source view (see ``TransitionStyle/zoom``).
        case zoom
        /// The App Store card (`ScreenTransition.card(from:cornerRadius:)`): the opaque screen itself,
        /// clipped to a rect morphing from a source view's frame.
        case card
        /// The screens cross-dissolve (see ``TransitionStyle/crossFade``).
        case crossFade
        /// A slide whose destination content glides between top insets (see
        /// ``TransitionStyle/safeAreaMorph``).
        case safeAreaMorph
        /// The system-like horizontal slide (see ``TransitionStyle/slide``).
        case slide
        /// The destination fades in on top (see ``TransitionStyle/fade``).
        case fade
        /// UIKit's own animation: the delegate returns no animator.
        case system
        /// An app-defined choreography, identified by name; the UIKit layer holds its closure.
        case custom(String)
    }

    /// What to do when the user asks for reduced motion (``reduceMotion(playsAsDesigned:)``).
    package enum ReduceMotionPolicy: Sendable, Hashable {
        /// Substitute the default cross-fade where the system would reduce motion (the default);
        /// see `MotionPreferences.resolve(_:)`.
        case substituteCrossFade
        /// Play the transition as designed whatever the accessibility settings.
        case playAsDesigned
    }

    package let kind: Kind
    /// The duration set with ``duration(_:)``, or `nil` for the automatic one.
    private(set) var preferredDuration: Double?
    /// How progress advances in time: the timing set with ``timing(_:)`` (or the kind's
    /// default), with a spring rescaled to settle in `preferredDuration` when one is set.
    public var timing: Timing {
        guard case .spring(let spring) = designedTiming, let preferredDuration else { return designedTiming }
        return .spring(spring.settling(in: preferredDuration))
    }
    /// The timing as given, before ``duration(_:)`` rescales a spring.
    private var designedTiming: Timing
    /// What happens under Reduce Motion.
    private(set) var reduceMotionPolicy: ReduceMotionPolicy
    /// Which views matched by identifier the style moves; none by default.
    package var matching: Matching = .unmatched
    /// How a zoom treats its two ends (snapshot, image content, clipping, a missing source);
    /// the plain zoom's by default.
    package var zoomEnds = ZoomEnds()
    /// What shows behind a zoom's or card's arriving screen (``backdrop(_:staysUnderScreen:)``); the
    /// zoom's own `.dimming(0.3)` by default.
    var backdropChoice: DismissalBackdrop { chosenBackdrop ?? .standardDimming }
    /// The backdrop the app chose with ``backdrop(_:staysUnderScreen:)``, normalized; `nil` when it chose
    /// none (a drag away then shows its mapping's).
    var chosenBackdrop: DismissalBackdrop?
    /// How the backdrop ends (``backdrop(_:staysUnderScreen:)``); with the transition by default.
    var backdropEnding = BackdropEnding.withTransition
    /// The choreography a zoom's or card's screens play instead of growing (``screens(_:)``);
    /// `nil`: the zoom's or card's own.
    var screensKind: Kind?
    /// What a pop a gesture drives plays instead (``interactivePop(_:)``); `nil`: this style.
    var gesturePopChoice: GesturePop?

    /// `duration` in seconds: not finite or negative → `nil` (automatic), above 60 → 60; `timing` `nil`
    /// takes the kind's default.
    package init(
        kind: Kind, duration: Double? = nil, timing: Timing? = nil,
        reduceMotionPolicy: ReduceMotionPolicy = .substituteCrossFade
    ) {
        self.kind = kind
        self.preferredDuration = duration.flatMap(Self.validDuration)
        self.designedTiming = timing ?? kind.defaultTiming
        self.reduceMotionPolicy = reduceMotionPolicy
    }

    /// The plan's duration in seconds.
    ///
    /// - With a curve: the one set with ``duration(_:)`` if any, else the kind's default (zoom
    ///   0.45, crossFade 0.3, safeAreaMorph and slide 0.35, fade 0.25, system and custom 0.35).
    /// - With a spring: always the settling time (ε = 0.001) of ``timing``'s spring — the one set
    ///   with ``duration(_:)`` when there is one, since it rescales the spring to settle then.
    ///   UIKit runs a `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`
    ///   animator for as long as the spring needs and ignores the duration it is given, so any
    ///   other number would make the plan, `transitionDuration(using:)` and the device disagree.
    public var duration: Double {
        if case .spring = timing { return timing.naturalDuration(fallback: kind.defaultCurveDuration) }
        return preferredDuration ?? timing.naturalDuration(fallback: kind.defaultCurveDuration)
    }

    /// A copy lasting `seconds`, whatever its timing: a curve runs for `seconds`; a spring keeps
    /// its damping ratio and is rescaled to settle (ε = 0.001) in `seconds`
    /// (``SpringTiming/settling(in:)``), also when ``timing(_:)`` is called afterwards. Not
    /// finite or negative → back to the automatic duration; longer than 60 s → 60 s (a spring
    /// settles in 0.001…60 s, see ``SpringTiming/settling(in:)``).
    ///
    /// ```swift
    /// TransitionStyle.zoom.duration(0.5).duration   // 0.5: the zoom's spring, settling in 0.5 s
    /// ```
    ///
    /// - Parameter seconds: The duration; 0 completes a curve at once (a spring cannot settle in
    ///   no time and keeps its own duration).
    public func duration(_ seconds: Double) -> TransitionStyle {
        var copy = self
        copy.preferredDuration = Self.validDuration(seconds)
        return copy
    }

    /// A copy with another timing: `.curve(...)` or `.spring(...)`.
    ///
    /// - Parameter timing: The new timing.
    public func timing(_ timing: Timing) -> TransitionStyle {
        var copy = self
        copy.designedTiming = timing
        return copy
    }

    /// A copy that plays as designed under Reduce Motion and Prefer Cross-Fade Transitions
    /// (`true`), or gives way to the default cross-fade there (`false`, the default).
    ///
    /// - Parameter playsAsDesigned: Whether to opt out of the substitution.
    public func reduceMotion(playsAsDesigned: Bool) -> TransitionStyle {
        var copy = self
        copy.reduceMotionPolicy = playsAsDesigned ? .playAsDesigned : .substituteCrossFade
        return copy
    }

    private static func validDuration(_ seconds: Double) -> Double? {
        seconds.isFinite && seconds >= 0 ? min(seconds, MotionLimits.longestDuration) : nil
    }
}

extension TransitionStyle {
    /// Which views matched by identifier (`transitionID`) a style moves.
    package enum Matching: Sendable, Hashable {
        /// Matched views ride with their screens (every style's default).
        case unmatched
        /// Every matched pair flies from the leaving view to the arriving one, while the screens
        /// cross-fade (``TransitionStyle/matched``).
        case all
        /// The zoom follows the pair with this identifier; every other pair flies as with
        /// ``all`` (``TransitionStyle/zoom(identifier:)``).
        case zoom(String)
    }

    /// Matched views fly between the two screens while the rest cross-fades: each view carrying
    /// a `transitionID` that a view of the other screen also carries moves from its frame,
    /// corner radius and alpha to the other's. Push and pop alike; timing as the cross-fade.
    /// Under Reduce Motion, a plain cross-fade.
    ///
    /// ```swift
    /// transitions.register(.matched, from: PagerViewController.self, to: GridViewController.self)
    /// ```
    public static var matched: TransitionStyle {
        var style = TransitionStyle.crossFade
        style.matching = .all
        return style
    }

    /// Every other matched pair flies alongside; timing as the zoom's, a plain cross-fade under Reduce
    /// Motion.
    package static func zoom(identifier: String) -> TransitionStyle {
        var style = TransitionStyle.zoom
        style.matching = .zoom(identifier)
        return style
    }

    /// The zoom from the view marked with `id` in the leaving screen to the view marked with it
    /// in the arriving screen — SwiftUI's `.transitionID(_:)` or UIKit's `transitionID` — looked
    /// up when the transition runs (push and again at the pop, presentation and dismissal), with
    /// every other view marked in both screens flying alongside. The source is looked for in the
    /// screen nearer the root, then in its navigation controller's navigation bar and toolbar (a
    /// bar item under UIKit's bar is in no screen's view): the first visible view in reading order
    /// wins. Without the view in the arriving screen it zooms into the whole screen; without a
    /// source (marked nowhere, scrolled away, hidden) it is the zoom's cross-fade fallback. Under
    /// Reduce Motion, a plain cross-fade.
    ///
    /// ```swift
    /// TransitionStack(path: $path, transition: { route, _ in
    ///     if case .poster(let id) = route { return .zoom(id: id) }
    ///     return .slide
    /// }) { PostersScreen(path: $path) }
    /// ```
    ///
    /// - Parameter id: The identifier of the zoom's views; a `String` names the same views as
    ///   UIKit's `transitionID`.
    /// - Returns: The zoom.
    public static func zoom<ID: Hashable & Sendable>(id: ID) -> TransitionStyle {
        zoom(identifier: TransitionIdentifier.key(id))
    }

    /// `cornerRadius` in points: not finite or negative → 0.
    package static func card(identifier: String, cornerRadius: Double) -> TransitionStyle {
        var style = TransitionStyle.card(cornerRadius: cornerRadius)
        style.matching = .zoom(identifier)
        return style
    }

    /// The App Store card growing from the view marked with `id` in the presenting screen —
    /// SwiftUI's `.transitionID(_:)` or UIKit's `transitionID` — looked up when the presentation
    /// runs and again at its dismissal: the opaque presented screen itself, laid out live,
    /// clipped to a rect that morphs from the marked view's frame to the screen's, with the
    /// corner radius going from `cornerRadius` to 0; its dismissal can be dragged away like a
    /// zoom's. Without a visible marked view (marked nowhere, scrolled away, or only inside the
    /// presented content) it cross-fades. Under Reduce Motion, a cross-fade.
    ///
    /// ```swift
    /// .transitionSheet(item: $story, transition: { story in .card(id: story.id, cornerRadius: 16) }) { story in
    ///     StoryScreen(story: story)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - id: The identifier of the card's source view; a `String` names the same views as
    ///     UIKit's `transitionID`.
    ///   - cornerRadius: The card's corner radius in points, 16 by default (the App Store's); not
    ///     finite or negative → 0.
    /// - Returns: The card.
    public static func card<ID: Hashable & Sendable>(id: ID, cornerRadius: Double = 16) -> TransitionStyle {
        card(identifier: TransitionIdentifier.key(id), cornerRadius: cornerRadius)
    }
}
