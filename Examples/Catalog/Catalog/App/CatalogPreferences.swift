import TransitionKit
import TransitionKitGallery
import UIKit

/// The catalog's two switches — right-to-left layout and playing as under Reduce Motion — shared by
/// every tab, the UIKit settings screen and the SwiftUI one.
///
/// TransitionKit reads the layout direction from the navigation controller's view and Reduce
/// Motion from `UIAccessibility` when a transition starts. The catalog forces the first through
/// the trait collection (see ``CatalogRootViewController``). For the second the library has no
/// switch of its own, so the catalog applies the library's own rule,
/// `TransitionStyle.resolved(reduceMotion:)` from the gallery, to the transitions it registers: the same substitution the navigation delegate makes when the
/// setting is on in Settings → Accessibility → Motion.
@MainActor
final class CatalogPreferences: ObservableObject {
    /// The preferences every screen of the catalog reads.
    static let shared = CatalogPreferences()

    /// Whether the catalog lays out right to left, as in Arabic or Hebrew.
    @Published var isRightToLeft = false {
        didSet { notifyObservers() }
    }

    /// Whether transitions play as they would with Reduce Motion on.
    @Published var playsAsReduceMotion = false {
        didSet { notifyObservers() }
    }

    private var observers: [@MainActor (CatalogPreferences) -> Void] = []

    /// The reading direction the switch asks for.
    var layoutDirection: TransitionLayoutDirection {
        isRightToLeft ? .rightToLeft : .leftToRight
    }

    /// Whether transitions play as under Reduce Motion: the switch, or either motion setting of
    /// the device (Reduce Motion, Prefer Cross-Fade Transitions), which the library treats alike.
    var reducesMotion: Bool {
        playsAsReduceMotion || UIAccessibility.isReduceMotionEnabled
            || UIAccessibility.prefersCrossFadeTransitions
    }

    /// A style as it plays under the current motion settings: a zoom, slide or morph becomes the
    /// library's cross-fade under Reduce Motion.
    func adapted(_ style: TransitionStyle) -> TransitionStyle {
        style.resolved(reduceMotion: reducesMotion)
    }

    /// A screen transition as it plays under the current motion settings. A zoom keeps its views
    /// unless Reduce Motion replaces it.
    func adapted(_ transition: ScreenTransition) -> ScreenTransition {
        let style = adapted(transition.style)
        return style == transition.style ? transition : ScreenTransition(style)
    }

    /// Calls `observer` now and after every change of a switch.
    func observe(_ observer: @escaping @MainActor (CatalogPreferences) -> Void) {
        observers.append(observer)
        observer(self)
    }

    private func notifyObservers() {
        for observer in observers { observer(self) }
    }
}
