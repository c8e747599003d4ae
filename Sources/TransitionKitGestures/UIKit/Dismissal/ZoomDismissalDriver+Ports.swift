#if canImport(UIKit)
    import UIKit

    /// The driver conforms UIKit's views to the coordinator's ports: one UIKit call (or property)
    /// per member.
    extension ZoomDismissalDriver: ZoomDismissalHost {
        package func topScreenIsZoom() -> Bool {
            site?.dismissalPlaysZoom ?? false
        }

        /// Starts the dismissal through the site, then remembers the view it drives (the
        /// transition context's `.from` view, known once the transition started).
        package func beginDismissal(holding hold: SettleHold) -> (any TransitionInteraction)? {
            let interaction = site?.beginDismissal(holding: hold)
            drivenView = site?.drivenView
            return interaction
        }

        package func dismissalScene() -> DismissalScene? {
            site?.scene
        }

        /// Size from the frame, center from the translation, transform from the scale, and the backdrop's
        /// alpha; the backdrop is made the first time, behind the driven view in its container.
        package func drive(screen state: VisualState, backdropAlpha: Double) {
            guard let view = drivenView else { return }
            apply(state, to: view)
            let backdrop = backdropView ?? coordinator.backdrop.makeView()
            backdropView = backdrop
            if let container = view.superview, backdrop.superview !== container {
                backdrop.frame = container.bounds
                container.insertSubview(backdrop, belowSubview: view)
            }
            backdrop.alpha = CGFloat(backdropAlpha)
            driveShadow(
                state, fraction: coordinator.dragMapping.shadowFraction(scale: state.transform.scaleX))
        }

        /// The shadow view (made the first time) under the driven view with the screen's geometry and a
        /// rounded shadow path; `fraction` is its alpha, which fades the layer's shadow.
        private func driveShadow(_ state: VisualState, fraction: Double) {
            guard let view = drivenView,
                let shadow = shadowView ?? coordinator.dragMapping.shadow.shown.map(Self.makeShadowView)
            else { return }
            shadowView = shadow
            if let container = view.superview, shadow.superview !== container {
                container.insertSubview(shadow, belowSubview: view)
            }
            Self.applyAroundCenter(state.with(\.alpha, fraction), to: shadow)
            shadow.center = view.center
            shadow.layer.shadowPath =
                UIBezierPath(roundedRect: shadow.bounds, cornerRadius: CGFloat(state.cornerRadius)).cgPath
        }

        /// A view that draws only a black shadow of the style's opacity and radius, centered.
        private static func makeShadowView(_ style: DismissalShadow) -> UIView {
            let shadow = UIView()
            shadow.isUserInteractionEnabled = false
            shadow.layer.shadowColor = UIColor.black.cgColor
            shadow.layer.shadowOpacity = Float(style.opacity)
            shadow.layer.shadowRadius = CGFloat(style.radius)
            shadow.layer.shadowOffset = .zero
            return shadow
        }

        /// Two springs: the center with the position velocity (UIKit reads `dy` for `center.y` only), the
        /// rest with the scale velocity in `dx`. The completion runs when both arrived.
        package func settle(
            screen state: VisualState, backdropAlpha: Double, handOff: DismissalHandOff, spring: SpringTiming,
            completion: @escaping @MainActor (Bool) -> Void
        ) {
            guard let view = drivenView else { return completion(true) }
            let backdrop = backdropView
            let shadow = shadowView
            let position = UIViewPropertyAnimator(
                duration: spring.settlingDuration(),
                timingParameters: spring.springTimingParameters(initialVelocity: handOff.position.vector))
            position.addAnimations {
                view.center = DismissalScene.drivenCenter(of: state)
                shadow?.center = DismissalScene.drivenCenter(of: state)
            }
            let scale = UIViewPropertyAnimator(
                duration: spring.settlingDuration(),
                timingParameters: spring.springTimingParameters(
                    initialVelocity: CGVector(dx: handOff.scale, dy: 0)))
            scale.addAnimations {
                Self.applyAroundCenter(state, to: view)
                backdrop?.alpha = CGFloat(backdropAlpha)
                // Settled, the shadow is gone (restored or dismissed): it fades with the springs.
                shadow.map { Self.applyAroundCenter(state.with(\.alpha, 0), to: $0) }
            }
            let both = Countdown(2) { [weak self] in
                self?.settling = []
                completion(true)
            }
            position.addCompletion { _ in both.tick() }
            scale.addCompletion { _ in both.tick() }
            settling = [position, scale]
            position.startAnimation()
            scale.startAnimation()
        }

        /// Removes the backdrop view and the shadow view from their container and forgets them.
        package func removeBackdrop() {
            backdropView?.removeFromSuperview()
            backdropView = nil
            shadowView?.removeFromSuperview()
            shadowView = nil
        }

        /// Stops both springs where they are (stopped animators leave their views as on screen and
        /// call no completion) and reads the screen's state back.
        package func stopSettling() -> VisualState? {
            let animators = settling
            settling = []
            // Only running springs are stopped (one may have arrived already).
            _ = animators.filter { $0.state == .active }.map { $0.stopAnimation(true) }
            guard let view = drivenView, let scene = coordinator.scene else { return nil }
            return scene.drivenState(
                size: view.bounds.size, center: view.center, scaleX: Double(view.transform.a),
                scaleY: Double(view.transform.d), alpha: Double(view.alpha),
                cornerRadius: Double(view.layer.cornerRadius))
        }

        private func apply(_ state: VisualState, to view: UIView) {
            Self.applyAroundCenter(state, to: view)
            view.center = DismissalScene.drivenCenter(of: state)
            view.clipsToBounds = true
        }

        /// Everything of a state but its center (which the position spring moves): the size, the
        /// scale, the corner radius and the alpha.
        private static func applyAroundCenter(_ state: VisualState, to view: UIView) {
            view.bounds.size = state.frame.size
            view.transform = CGAffineTransform(
                scaleX: CGFloat(state.transform.scaleX), y: CGFloat(state.transform.scaleY))
            view.layer.cornerRadius = CGFloat(state.cornerRadius)
            view.alpha = CGFloat(state.alpha)
        }
    }

    extension DismissalBackdrop {
        /// The view behind a dragged screen: a `UIVisualEffectView` for a blur, else a plain view
        /// in ``color`` (black for a dimming, clear for none). Its alpha is driven.
        @MainActor func makeView() -> UIView {
            blurStyle.map { UIVisualEffectView(effect: UIBlurEffect(style: $0.blurEffectStyle)) }
                ?? plainView()
        }

        @MainActor private func plainView() -> UIView {
            let view = UIView()
            view.backgroundColor = color?.uiColor
            return view
        }
    }

    extension BlurStyle {
        /// The same material as `UIBlurEffect.Style`.
        package var blurEffectStyle: UIBlurEffect.Style {
            UIBlurEffect.Style(rawValue: blurEffectRawValue) ?? .systemMaterial
        }
    }
#endif
