/// The scene of the latest zoom pop as its `.willBegin` measured it, read by the zoom dismissal right
/// after it started the pop (the animator announces synchronously inside the interactive start).
@MainActor
final class DismissalSceneRecord {
    /// The latest scene; `nil` before a pop began or after it ended.
    private(set) var scene: DismissalScene?

    /// Records a pop's scene at `.willBegin`, forgets it when a transition ends.
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
    /// The source frame is re-read at pop time (`nil` when gone). `style`, when the library plays it, gives a
    /// card's mapping and corner radius, the fly-off without a source, and the backdrop.
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
