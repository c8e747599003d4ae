import Foundation
import TransitionKitCore
import UIKitModels

/// Every property of a view the library may touch, read from the model (what UIKit reports), so a
/// test can say "as it was before the transition".
struct ViewLook: Equatable, CustomStringConvertible {
    var bounds: CGRect
    var center: CGPoint
    var alpha: CGFloat
    var transform: Transform2D
    var cornerRadius: CGFloat
    var clipsToBounds: Bool
    var backgroundColor: RGBA?
    var isHidden: Bool

    @MainActor
    init(_ view: ViewModel) {
        bounds = view.bounds
        center = view.center
        alpha = view.alpha
        transform = view.transform2D
        cornerRadius = view.cornerRadius
        clipsToBounds = view.clipsToBounds
        backgroundColor = view.backgroundColor
        isHidden = view.isHidden
    }

    var description: String {
        "bounds \(bounds), center \(center), alpha \(alpha), transform \(transform), radius \(cornerRadius), "
            + "clips \(clipsToBounds), background \(String(describing: backgroundColor)), hidden \(isHidden)"
    }
}
