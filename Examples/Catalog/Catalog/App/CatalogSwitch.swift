/// One of the catalog's switches, as both settings screens (UIKit and SwiftUI) show it.
enum CatalogSwitch: CaseIterable {
    /// Right-to-left layout.
    case rightToLeft
    /// Transitions as under Reduce Motion.
    case reduceMotion

    /// The switch's label.
    var title: String {
        switch self {
        case .rightToLeft: "Right to left"
        case .reduceMotion: "Play as under Reduce Motion"
        }
    }

    /// What the switch does, shown under it.
    var explanation: String {
        switch self {
        case .rightToLeft:
            "Lays the catalog out right to left, as in Arabic or Hebrew: pushes arrive from the left and the back swipe starts at the right edge."
        case .reduceMotion:
            "Zooms, slides and morphs become cross-fades, as with Settings → Accessibility → Motion → Reduce Motion."
        }
    }

    /// The switch's state.
    @MainActor
    func isOn(in preferences: CatalogPreferences) -> Bool {
        switch self {
        case .rightToLeft: preferences.isRightToLeft
        case .reduceMotion: preferences.playsAsReduceMotion
        }
    }

    /// Turns the switch on or off.
    @MainActor
    func set(_ isOn: Bool, in preferences: CatalogPreferences) {
        switch self {
        case .rightToLeft: preferences.isRightToLeft = isOn
        case .reduceMotion: preferences.playsAsReduceMotion = isOn
        }
    }
}
