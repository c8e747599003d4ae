#if canImport(UIKit)
    import UIKit

    /// The scrubber's phone-sized stage: the container view, the two sample screens and a view for
    /// every other role the plan names, mapped to ``RealiserTarget``s for ``PlanRealiser``.
    @MainActor
    final class ScrubberStage {
        /// The transition's container, sized to the geometry's container bounds.
        let view: UIView
        /// The screen being left and the screen being shown.
        let screens: [SampleScreenViewController]
        /// The view playing each role of the plan (custom roles are left out).
        let targets: [Role: RealiserTarget]

        /// Builds the stage for a plan on a geometry.
        ///
        /// - Parameters:
        ///   - plan: The plan; decides which toolbars and temporary views exist.
        ///   - geometry: The screens, toolbars and zoom frames.
        init(plan: TransitionPlan, geometry: TransitionGeometry) {
            let bounds = geometry.containerBounds
            let usable =
                bounds.width.isFinite && bounds.height.isFinite && bounds.width > 0 && bounds.height > 0
            view = UIView(frame: usable ? bounds : CGRect(x: 0, y: 0, width: 390, height: 844))
            view.backgroundColor = .black
            view.clipsToBounds = true
            view.layer.cornerRadius = 44

            let roles = Set(plan.roles)
            let pushing = geometry.operation == .push
            let zoom = geometry.zoom
            func screen(_ kind: SampleScreenViewController.Kind, isFrom: Bool) -> SampleScreenViewController {
                SampleScreenViewController(
                    kind: kind, screen: isFrom ? geometry.from : geometry.to,
                    zoomFrame: kind == .grid ? zoom.sourceFrame : zoom.destinationFrame,
                    cornerRadius: CGFloat(zoom.sourceCornerRadius), layoutDirection: geometry.layoutDirection,
                    showsToolbar: roles.contains(isFrom ? .fromToolbar : .toToolbar))
            }
            let from = screen(pushing ? .grid : .detail, isFrom: true)
            let to = screen(pushing ? .detail : .grid, isFrom: false)
            screens = [from, to]

            var targets: [Role: RealiserTarget] = [
                .fromView: RealiserTarget(view: from.view, viewController: from),
                .toView: RealiserTarget(view: to.view, viewController: to, keepsFinalState: true),
            ]
            if let toolbar = from.toolbar { targets[.fromToolbar] = RealiserTarget(view: toolbar) }
            if let toolbar = to.toolbar {
                targets[.toToolbar] = RealiserTarget(view: toolbar, keepsFinalState: true)
            }
            for role in roles where role.isTemporary {
                targets[role] = RealiserTarget(view: Self.temporaryView(for: role))
            }
            self.targets = targets
        }

        /// Adds the screens as children of `parent` (the realiser puts their views on the stage).
        func adopt(by parent: UIViewController) {
            for screen in screens {
                parent.addChild(screen)
                view.addSubview(screen.view)
                screen.didMove(toParent: parent)
            }
        }

        /// Removes the screens and the stage.
        func remove() {
            for screen in screens {
                screen.willMove(toParent: nil)
                screen.view.removeFromSuperview()
                screen.removeFromParent()
            }
            view.removeFromSuperview()
        }

        private static func temporaryView(for role: Role) -> UIView {
            if role == .zoomSnapshot {
                let image = UIImageView(image: SampleImage.landscape())
                image.contentMode = .scaleAspectFill
                image.clipsToBounds = true
                return image
            }
            let view = UIView()
            view.isUserInteractionEnabled = false
            if case .snapshot = role { view.backgroundColor = .systemGray3 }
            return view
        }
    }
#endif
