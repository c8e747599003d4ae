#if canImport(UIKit)
    import UIKit

    /// The views a scrubber plays a plan on: a container and the target of each role. The gallery's
    /// sample screens are one (`TransitionKitGallery`); the library ships none.
    @MainActor
    package protocol ScrubberStaging: AnyObject {
        /// The transition's container.
        var view: UIView { get }
        /// The view playing each role of the plan.
        var targets: [Role: PlanAnimatorTarget] { get }
        /// Adds the stage's screens as children of `parent`.
        func adopt(by parent: UIViewController)
        /// Removes the screens and the stage.
        func remove()
        /// Scales and centers the stage in the room the scrubber leaves for it.
        func fit(in room: CGRect)
    }

    /// A stage with no views, for a scrubber without a stage builder; never played on: the
    /// navigation scrubber, the only one without a builder, asks for no stage.
    @MainActor
    final class EmptyScrubberStage: ScrubberStaging {
        let view = UIView()
        var targets: [Role: PlanAnimatorTarget] { [:] }
        func adopt(by parent: UIViewController) {}
        func remove() { view.removeFromSuperview() }
        func fit(in room: CGRect) {}
    }
#endif
