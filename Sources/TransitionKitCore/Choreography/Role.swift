/// What an element of a ``TransitionPlan`` stands for: the screens, their parts, or temporary
/// views the transition adds.
///
/// Roles name things without holding views, so a plan stays a value. On device the animator maps
/// each role to a view; headless, previews and tests read states by role.
public enum Role: Sendable, Hashable, CustomStringConvertible {
    /// The screen being left (its root view and, for safe-area insets, its view controller).
    case fromView
    /// The screen being shown.
    case toView
    /// The toolbar of the screen being left.
    case fromToolbar
    /// The toolbar of the screen being shown.
    case toToolbar
    /// A temporary dimming view between the two screens.
    case dimming
    /// A temporary shadow drawn along the moving screen's edge.
    case shadow
    /// A temporary snapshot (e.g. the zooming image), named to tell several apart.
    case snapshot(String)
    /// Anything else a custom choreography animates, named by the app.
    case custom(String)

    /// Whether the transition creates this view itself and removes it when the transition ends.
    package var isTemporary: Bool {
        switch self {
        case .dimming, .shadow, .snapshot: return true
        case .fromView, .toView, .fromToolbar, .toToolbar, .custom: return false
        }
    }

    /// Whether the plan animator places this view in the transition's container view, in plan order
    /// (screens and temporary views), rather than leaving it where it is (toolbars, custom parts).
    var isArrangedInContainer: Bool {
        switch self {
        case .fromView, .toView, .dimming, .shadow, .snapshot: return true
        case .fromToolbar, .toToolbar, .custom: return false
        }
    }

    /// A stable name, e.g. `toView` or `snapshot.image`, used by previews and JSON output.
    public var description: String {
        switch self {
        case .fromView: return "fromView"
        case .toView: return "toView"
        case .fromToolbar: return "fromToolbar"
        case .toToolbar: return "toToolbar"
        case .dimming: return "dimming"
        case .shadow: return "shadow"
        case .snapshot(let name): return "snapshot.\(name)"
        case .custom(let name): return "custom.\(name)"
        }
    }
}

extension Role {
    /// The snapshot the zoom flies from source to destination; a zoom plan without it is the cross-fade
    /// fallback, which leaves both views visible.
    package static let zoomSnapshot = Role.snapshot("zoom")
}

extension Role {
    /// `fromView` ↔ `toView`, `fromToolbar` ↔ `toToolbar`, others unchanged: a pop played as its push
    /// backwards leaves the screen the push showed.
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
