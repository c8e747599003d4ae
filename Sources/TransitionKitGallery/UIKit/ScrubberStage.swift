#if canImport(UIKit)
    import TransitionKit
    import UIKit

    /// Draws a `SampleStageLayout`: the container, the two sample screens and a stand-in per temporary role,
    /// mapped to `PlanAnimatorTarget`s.
    @MainActor
    final class ScrubberStage: ScrubberStaging {
        /// The transition's container, sized to the geometry's container bounds.
        package let view: UIView
        let from: SampleScreenViewController
        let to: SampleScreenViewController
        /// The view playing each role of the plan (custom roles are left out).
        package let targets: [Role: PlanAnimatorTarget]

        /// The plan decides which toolbars and temporary views exist.
        init(plan: TransitionPlan, geometry: TransitionGeometry) {
            let layout = SampleStageLayout(plan: plan, geometry: geometry)
            view = UIView(frame: layout.bounds)
            view.backgroundColor = .black
            view.clipsToBounds = true
            view.layer.cornerRadius = 44

            let from = SampleScreenViewController(layout: layout.from)
            let to = SampleScreenViewController(layout: layout.to)
            self.from = from
            self.to = to

            var targets = Dictionary(
                uniqueKeysWithValues: layout.standIns.map {
                    ($0.role, PlanAnimatorTarget(view: Self.view(standingIn: $0)))
                })
            targets[.fromView] = PlanAnimatorTarget(view: from.view, viewController: from)
            targets[.toView] = PlanAnimatorTarget(view: to.view, viewController: to, keepsFinalState: true)
            targets[.fromToolbar] = from.toolbar.map { PlanAnimatorTarget(view: $0) }
            targets[.toToolbar] = to.toolbar.map { PlanAnimatorTarget(view: $0, keepsFinalState: true) }
            self.targets = targets
        }

        /// Adds the screens as children of `parent` (the plan animator puts their views on the stage).
        package func adopt(by parent: UIViewController) {
            adopt(from, by: parent)
            adopt(to, by: parent)
        }

        /// Removes the screens and the stage.
        package func remove() {
            Self.remove(from)
            Self.remove(to)
            view.removeFromSuperview()
        }

        /// Scales the phone-sized stage to fit the room, 12 pt in from its edges, and centers it.
        package func fit(in room: CGRect) {
            let scale = SampleStageLayout.fitScale(
                stage: view.bounds.size, room: room.insetBy(dx: 12, dy: 12).size)
            view.transform = CGAffineTransform(scaleX: scale, y: scale)
            view.center = CGPoint(x: room.midX, y: room.midY)
        }

        private func adopt(_ screen: UIViewController, by parent: UIViewController) {
            parent.addChild(screen)
            view.addSubview(screen.view)
            screen.didMove(toParent: parent)
        }

        private static func remove(_ screen: UIViewController) {
            screen.willMove(toParent: nil)
            screen.view.removeFromSuperview()
            screen.removeFromParent()
        }

        private static func view(standingIn standIn: SampleStandIn) -> UIView {
            let view = UIImageView(image: standIn.picture.map { SampleImage.landscape(size: $0.size) })
            view.contentMode = .scaleAspectFill
            view.clipsToBounds = standIn.clipsToBounds
            view.isUserInteractionEnabled = false
            view.backgroundColor = standIn.fill?.uiColor
            return view
        }
    }
#endif
