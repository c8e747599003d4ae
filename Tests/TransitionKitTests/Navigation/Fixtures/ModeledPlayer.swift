/// Who plays a modeled transition: UIKit's own slide (announced through the coordinator only) or
/// the library's cross-fade (the coordinator and the vended animator both see it). The suites that
/// must behave the same either way take it as their argument.
enum ModeledPlayer: String, CaseIterable, Sendable {
    case system, crossFade

    /// The default transition that makes this player play.
    @MainActor var transition: ModeledTransition {
        self == .system ? .system : .crossFade
    }
}
