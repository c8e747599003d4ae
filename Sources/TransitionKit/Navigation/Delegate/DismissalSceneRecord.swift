import TransitionKitCore
import TransitionKitGestures

/// The scene of the latest zoom pop that began, as its `.willBegin` announcement measured it: the
/// zoom dismissal reads it right after it started the pop (the library's animator announces once
/// the scene is staged, synchronously inside the interactive start).
///
/// ```swift
/// let record = DismissalSceneRecord()
/// coordinator.addObserver(record.observe)
/// record.scene     // screen, source and container of the pop that just began
/// ```
@MainActor
final class DismissalSceneRecord {
    /// The latest scene; `nil` before a pop began or after it ended.
    private(set) var scene: DismissalScene?

    /// Records a pop's scene at `.willBegin`, forgets it when a transition ends.
    ///
    /// - Parameter announcement: An announcement of the navigation delegate.
    func observe<Screen>(_ announcement: TransitionAnnouncement<Screen>) {
        switch announcement.phase {
        case .willBegin:
            scene = announcement.geometry.flatMap { geometry in
                geometry.operation == .pop ? DismissalScene(popOf: geometry, style: announcement.style) : nil
            }
        case .didEnd, .didCancel:
            scene = nil
        }
    }
}

extension DismissalScene {
    /// The scene of a pop: the popped screen's frame, the zoom's source frame (re-read at pop
    /// time, `nil` when it is gone), the container's size, whether the played style flies off
    /// without a source (`zoomEnds.whenSourceIsMissing == .flyOff`), a card's own corner
    /// radius (its `zoomEnds.sourceShape`'s) and the backdrop the style chose, if any.
    ///
    /// - Parameters:
    ///   - geometry: The pop's geometry.
    ///   - style: The style the pop plays, if the library plays it (a card takes the card's
    ///     mapping; `.fliesOffWhenSourceIsMissing()` flies off without a source).
    package init(popOf geometry: TransitionGeometry, style: TransitionStyle? = nil) {
        self.init(
            screenFrame: geometry.from.frame, sourceFrame: geometry.zoom.sourceFrame,
            bounds: geometry.containerBounds.size, isCard: style?.kind == .card)
        fliesOffWithoutSource = style?.zoomEnds.whenSourceIsMissing == .flyOff
        backdrop = style?.chosenBackdrop
        if isCard {
            cardCornerRadius = style?.zoomEnds.sourceShape?.cornerRadius(
                for: geometry.zoom.sourceFrame ?? geometry.from.frame)
        }
    }
}
