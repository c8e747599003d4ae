/// Something that happened to a driven transition, fed to ``InteractionMachine/handle(_:)``.
///
/// ```swift
/// var machine = InteractionMachine(tracker: PanTracker(travelDistance: 390, layoutDirection: .leftToRight))
/// machine.handle(.began(PanSample(translation: .zero)))      // .beginTransition
/// machine.handle(.transitionStarted)                         // .update(progress: 0)
/// machine.handle(.changed(PanSample(translation: CGPoint(x: 117, y: 0))))  // .update(progress: 0.3)
/// ```
package enum InteractionEvent: Sendable, Equatable {
    /// A pan recogniser began: from `idle` this asks for a new pop.
    case began(PanSample)
    /// The finger moved.
    case changed(PanSample)
    /// The finger lifted; the release policy decides.
    case ended(PanSample)
    /// The recogniser was cancelled or failed mid-gesture; the transition is cancelled.
    case cancelled
    /// UIKit started the interactive transition (`startInteractiveTransition(_:)`); until then
    /// updates and releases are held back.
    case transitionStarted
    /// UIKit did not start the transition `.began` asked for (no interaction controller was
    /// vended, or the pop was refused); the machine returns to idle without a completion.
    case transitionRefused
    /// A transition started without a finger (e.g. a button), running toward its end; a touch
    /// may catch it.
    case animationStarted(NavigationOperation)
    /// A finger touched a settling transition whose current progress is `progress`.
    case touchDown(progress: Double)
    /// The transition completed (`completeTransition` ran) with this outcome.
    case completed(ReleaseOutcome)
}
