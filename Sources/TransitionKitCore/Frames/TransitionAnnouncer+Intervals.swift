extension TransitionAnnouncer {
    /// The screen pair by `screenName`, the style played (`system` when the library does not play it), and
    /// the kind.
    func intervalName(of announcement: Announcement) -> TransitionIntervalName {
        let kind: TransitionIntervalName.Kind =
            switch (announcement.operation, announcement.isPresentation) {
            case (.push, false): .push
            case (.pop, false): .pop
            case (.push, true): .present
            case (.pop, true): .dismiss
            }
        return TransitionIntervalName(
            from: screenName(announcement.from), to: screenName(announcement.to),
            style: announcement.style.map { "\($0.kind)" } ?? "system", kind: kind,
            isInteractive: announcement.isInteractive)
    }
}
