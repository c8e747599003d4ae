import Foundation
import TransitionKitCore

/// Which navigation controller a SwiftUI `NavigationStack` (or a stack-style `NavigationView`) is
/// hosted in, found from a probe that SwiftUI lays out behind the stack.
///
/// SwiftUI adds a `UIViewControllerRepresentable`'s controller (the probe) as a child of the
/// hosting controller that shows it, and the stack's `UINavigationController` is a descendant of
/// that same controller. The adapter lists the navigation controllers among the probe parent's
/// descendants, shallowest first (``breadthFirst(from:children:)``), with their frames in window
/// coordinates; this decides which one is the stack's:
///
/// ```swift
/// let outcome = HostedStackSearch.choose(among: candidates, probeFrame: probe.view.frameInWindow)
/// ```
///
/// ## Rules
/// - The first candidate (shallowest, then in child order) whose frame contains the probe's
///   center: the stack's own controller, not a stack nested in one of its screens. The probe
///   lies inside the safe area while the navigation controller's view covers it all, so frames
///   are not compared for equality.
/// - No candidate contains the center (a probe not laid out yet, at zero size): the only
///   candidate, if there is exactly one.
/// - No candidate at all: ``Outcome/none`` (outside any stack, or SwiftUI has not made it yet).
/// - Several candidates, none containing the center: ``Outcome/ambiguous(_:)`` (nothing is
///   attached; the caller reports it).
/// - A candidate with a non-finite or empty frame never contains the center.
enum HostedStackSearch {
    /// What the search found.
    enum Outcome<Stack> {
        /// The stack's navigation controller.
        case found(Stack)
        /// No navigation controller.
        case none
        /// Several navigation controllers, none under the probe: the count.
        case ambiguous(Int)
    }

    /// Chooses the stack's navigation controller.
    ///
    /// - Parameters:
    ///   - candidates: The navigation controllers among the probe parent's descendants,
    ///     shallowest first, each with its view's frame in window coordinates.
    ///   - probeFrame: The probe's frame in window coordinates.
    /// - Returns: The outcome.
    static func choose<Stack>(among candidates: [(stack: Stack, frame: CGRect)], probeFrame: CGRect)
        -> Outcome<Stack>
    {
        if probeFrame.isUsable {
            let probe = probeFrame.normalized
            let center = CGPoint(x: probe.midX, y: probe.midY)
            let containing = candidates.first { candidate in
                candidate.frame.isUsable && candidate.frame.normalized.contains(center)
            }
            if let containing { return .found(containing.stack) }
        }
        switch candidates.count {
        case 0: return .none
        case 1: return .found(candidates[0].stack)
        default: return .ambiguous(candidates.count)
        }
    }

    /// Every node under `root` (not `root` itself), shallowest first, then in child order.
    ///
    /// - Parameters:
    ///   - root: The probe's parent.
    ///   - children: A node's children (`UIViewController.children`).
    /// - Returns: The descendants.
    static func breadthFirst<Node>(from root: Node, children: (Node) -> [Node]) -> [Node] {
        var found: [Node] = []
        var level = children(root)
        while !level.isEmpty {
            found += level
            level = level.flatMap(children)
        }
        return found
    }
}
