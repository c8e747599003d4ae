#if canImport(UIKit)
    import UIKit

    /// The ``TransitionStaging`` port on device: the screens' ``TransitionToolbarProviding``
    /// toolbar and ``TransitionZoomViewProviding`` view, and the temporary views a plan adds.
    @MainActor
    struct UIKitTransitionStaging: TransitionStaging {
        func transitionToolbar(of screen: UIViewController) -> UIView? {
            (screen as? TransitionToolbarProviding)?.transitionToolbar
        }

        func transitionZoomView(
            of screen: UIViewController, operation: NavigationOperation, otherScreen: UIViewController
        ) -> UIView? {
            (screen.transitionScreen as? TransitionZoomViewProviding)?.transitionZoomView(
                for: operation, otherScreen: otherScreen.transitionScreen)
        }

        func transitionID(of view: UIView) -> String? {
            view.transitionID
        }

        func makeDimmingView() -> UIView {
            let dimming = UIView()
            dimming.isUserInteractionEnabled = false
            return dimming
        }

        func makeEdgeShadowView(_ gradient: EdgeShadowGradient) -> UIView {
            EdgeShadowView(gradient: gradient)
        }

        func displayedImage(of view: UIView) -> DisplayedImage? {
            guard let imageView = view as? UIImageView, let image = imageView.image else { return nil }
            return DisplayedImage(
                size: image.size, contentMode: DisplayedImage.ContentMode(imageView.contentMode))
        }

        func makeImageCopy(of view: UIView, aspectFill: Bool) -> UIView? {
            guard let imageView = view as? UIImageView, let image = imageView.image else { return nil }
            let copy = UIImageView(image: image)
            copy.contentMode = aspectFill ? .scaleAspectFill : imageView.contentMode
            copy.clipsToBounds = true
            copy.backgroundColor = imageView.backgroundColor
            return copy
        }
    }

    extension DisplayedImage.ContentMode {
        /// The mode the zoom distinguishes for UIKit's.
        init(_ mode: UIView.ContentMode) {
            switch mode {
            case .scaleToFill: self = .fill
            case .scaleAspectFit: self = .aspectFit
            case .scaleAspectFill: self = .aspectFill
            case .center: self = .center
            default: self = .other
            }
        }
    }
#endif
