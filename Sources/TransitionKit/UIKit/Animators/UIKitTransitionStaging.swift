#if canImport(UIKit)
    import TransitionKitGestures
    import UIKit

    /// The ``TransitionStaging`` port on device: the screens' ``TransitionToolbarProviding``
    /// toolbar and ``TransitionZoomViewProviding`` view, and the temporary views a plan adds.
    @MainActor
    struct UIKitTransitionStaging: TransitionStaging {
        func transitionToolbar(of screen: UIViewController) -> UIView? {
            (screen as? TransitionToolbarProviding)?.transitionToolbar
        }

        func systemBars(of screen: UIViewController) -> [UIView] {
            screen.navigationController.map { [$0.navigationBar, $0.toolbar] } ?? []
        }

        /// Whether the screen is a SwiftUI hosting controller, by the names of its classes (see
        /// ``TransitionPlan/settlesSafeAreaInsets(classNames:)``).
        func settlesSafeAreaInsets(of screen: UIViewController) -> Bool {
            let classes = sequence(first: Swift.type(of: screen.transitionScreen) as AnyClass) {
                class_getSuperclass($0)
            }
            return TransitionPlan.settlesSafeAreaInsets(classNames: classes.lazy.map(NSStringFromClass))
        }

        func transitionZoomView(
            of screen: UIViewController, operation: NavigationOperation, otherScreen: UIViewController
        ) -> UIView? {
            let provider = screen.transitionScreen as? TransitionZoomViewProviding
            let other = otherScreen.transitionScreen
            return provider?.transitionZoomView(for: operation, otherScreen: other)
        }

        func transitionID(of view: UIView) -> String? {
            view.transitionID
        }

        func makeDimmingView() -> UIView {
            let dimming = UIView()
            dimming.isUserInteractionEnabled = false
            return dimming
        }

        func makeBlurView(_ style: BlurStyle) -> UIView {
            let blur = UIVisualEffectView(effect: UIBlurEffect(style: style.blurEffectStyle))
            blur.isUserInteractionEnabled = false
            return blur
        }

        func makeEdgeShadowView(_ gradient: EdgeShadowGradient) -> UIView {
            EdgeShadowView(gradient: gradient)
        }

        func displayedImage(of view: UIView) -> DisplayedImage? {
            guard let imageView = view as? UIImageView, let image = imageView.image else { return nil }
            return DisplayedImage(
                size: image.size,
                contentMode: DisplayedImage.ContentMode(contentModeRawValue: imageView.contentMode.rawValue))
        }

        func makeImageCopy(of view: UIView) -> UIView? {
            guard let imageView = view as? UIImageView, let image = imageView.image else { return nil }
            let copy = Self.imageView(showing: image)
            copy.contentMode = imageView.contentMode
            copy.backgroundColor = imageView.backgroundColor
            return copy
        }

        /// The view of every flying image (a zoom view's copy, the app's `flyingImage`); the run clips and
        /// fills it.
        static func imageView(showing image: UIImage) -> UIImageView {
            UIImageView(image: image)
        }

        func fillWithImage(_ copy: UIView) {
            copy.contentMode = .scaleAspectFill
        }
    }
#endif
