/// The safe-area morph: geometry in, elements out (see ``TransitionStyle/safeAreaMorph``).
///
/// The slide's elements, with the destination's additional safe-area insets animated: its top
/// inset goes from the *source's* top inset to its own; left, bottom and right stay its own.
/// The source's insets are left alone (`nil`).
///
/// ## Pop
/// The same rule applies to a pop, deliberately *not* the push played backwards: the screen
/// below (the destination) starts at the popped screen's top inset and glides back to its own,
/// so its content lines up with the popped screen's under the morphing toolbar. On cancel the
/// realiser must restore the destination's own insets (the plan's start state is a transition
/// state, not the screen's resting one).
///
/// Toolbar height morph elements are added by ``ToolbarTransition/heightMorph``, which
/// ``TransitionStyle/plan(for:toolbars:)`` applies to this kind by default.
enum SafeAreaMorphChoreography {
    /// The morph's elements for a sanitised geometry, back to front.
    static func elements(for geometry: TransitionGeometry) -> [TransitionPlan.Element] {
        var elements = SlideChoreography.elements(for: geometry)
        let own = geometry.to.additionalSafeAreaInsets
        var start = own
        start.top = geometry.from.additionalSafeAreaInsets.top
        for index in elements.indices where elements[index].role == .toView {
            elements[index].from.additionalSafeAreaInsets = start
            elements[index].to.additionalSafeAreaInsets = own
        }
        return elements
    }
}
