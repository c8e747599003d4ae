extension Role {
    /// The role seen from the other end of the stack: `fromView` ↔ `toView` and `fromToolbar` ↔
    /// `toToolbar`; every other role is unchanged.
    ///
    /// A pop built by playing the matching push backwards (see ``TransitionStyle``) swaps sides
    /// with it, because the screen that was being shown is now the one being left.
    var swappingSides: Role {
        switch self {
        case .fromView: return .toView
        case .toView: return .fromView
        case .fromToolbar: return .toToolbar
        case .toToolbar: return .fromToolbar
        case .dimming, .shadow, .snapshot, .custom: return self
        }
    }
}
