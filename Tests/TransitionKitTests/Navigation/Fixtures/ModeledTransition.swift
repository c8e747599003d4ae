import Foundation
import TransitionKit
import TransitionKitCore
import UIKitModels

/// What a registration vends in the modelled world: `ScreenTransition` without UIKit (a style,
/// and for `.custom` the app's own animation controller factory).
@MainActor
struct ModeledTransition {
    typealias Factory =
        @MainActor (NavigationOperation, ViewControllerModel, ViewControllerModel) -> (
            any ModeledAnimatedTransitioning
        )?

    var style: TransitionStyle
    var makeAnimator: Factory?

    init(_ style: TransitionStyle, makeAnimator: Factory? = nil) {
        self.style = style
        self.makeAnimator = makeAnimator
    }

    static var system: ModeledTransition { ModeledTransition(.system) }
    static var slide: ModeledTransition { ModeledTransition(.slide) }
    static var crossFade: ModeledTransition { ModeledTransition(.crossFade) }
}
