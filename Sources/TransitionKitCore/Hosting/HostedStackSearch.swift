import Foundation

/// Finds a SwiftUI stack's navigation controller from a probe laid out behind it, among the probe
/// parent's descendants (SwiftUI adds the probe as a child of that controller). Rules: HostingInternals.
package enum HostedStackSearch {
    package enum Outcome<Stack> {
        /// The stack's navigation controller.
        case found(Stack)
        /// No navigation controller.
        case none
        /// Several navigation controllers, none under the probe: the count.
        case ambiguous(Int)
    }

    /// `candidates` are shallowest first, frames in window coordinates, as is `probeFrame`.
    package static func choose<Stack>(among candidates: [(stack: Stack, frame: CGRect)], probeFrame: CGRect)
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

    /// Excludes `root`; shallowest first, then in child order.
    package static func breadthFirst<Node>(from root: Node, children: (Node) -> [Node]) -> [Node] {
        var found: [Node] = []
        var level = children(root)
        while !level.isEmpty {
            found += level
            level = level.flatMap(children)
        }
        return found
    }
}
