#if canImport(UIKit)
    import UIKit

    /// The former name of ``PlanAnimator``, kept for one release.
    @available(*, deprecated, renamed: "PlanAnimator")
    public typealias PlanRealiser = PlanAnimator

    /// The former name of ``PlanAnimatorTarget``, kept for one release.
    @available(*, deprecated, renamed: "PlanAnimatorTarget")
    public typealias RealiserTarget = PlanAnimatorTarget
#endif
