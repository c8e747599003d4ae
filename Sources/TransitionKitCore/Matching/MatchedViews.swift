import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Visible views two screens share by `transitionID`, in the leaving screen's depth-first order; no
/// namespace, as only the transition's two screens are searched. Rules: MatchingInternals.
package struct MatchedViews: Sendable, Hashable {
    /// A matched view in one screen, as measured when the transition runs.
    package struct Endpoint: Sendable, Hashable {
        /// The view's index in its screen's ``ViewTreeSnapshot``.
        package var node: Int
        /// Its frame in container coordinates (finite, with area).
        package var frame: CGRect
        /// Its alpha as seen: its own multiplied by its ancestors', 0…1.
        package var alpha: Double
        /// Its corner radius (finite, at least 0).
        package var cornerRadius: Double

        package init(node: Int, frame: CGRect, alpha: Double = 1, cornerRadius: Double = 0) {
            self.node = node
            self.frame = frame
            self.alpha = alpha
            self.cornerRadius = cornerRadius
        }

        /// Hashes every property (the frame component by component).
        package func hash(into hasher: inout Hasher) {
            hasher.combine(node)
            hasher.combine(rect: frame)
            hasher.combine(alpha)
            hasher.combine(cornerRadius)
        }

        /// The view's look as a plan state.
        var state: VisualState { VisualState(frame: frame, alpha: alpha, cornerRadius: cornerRadius) }
    }

    /// Two views carrying the same identifier, one in each screen.
    package struct Pair: Sendable, Hashable {
        /// The identifier both views carry.
        package var identifier: String
        /// The view in the screen being left.
        package var leaving: Endpoint
        /// The view in the screen being shown.
        package var arriving: Endpoint

        package init(identifier: String, leaving: Endpoint, arriving: Endpoint) {
            self.identifier = identifier
            self.leaving = leaving
            self.arriving = arriving
        }

        /// The pair seen from the transition that undoes this one (leaving ↔ arriving).
        package var swapped: Pair { Pair(identifier: identifier, leaving: arriving, arriving: leaving) }
    }

    /// The pairs, in the leaving screen's depth-first order (back to front).
    package var pairs: [Pair]

    /// `pairs` are back to front.
    package init(pairs: [Pair]) {
        self.pairs = pairs
    }

    /// No matched views.
    package static let empty = MatchedViews(pairs: [])

    /// A view must share area with `containerBounds` to be visible (skipped when they are not finite or
    /// empty). O(n) in the nodes of both trees.
    package init(leaving: ViewTreeSnapshot, arriving: ViewTreeSnapshot, containerBounds: CGRect) {
        let container: CGRect? = containerBounds.isUsable ? containerBounds.normalized : nil
        let leavingScan = Scan(leaving, container: container)
        let arrivingScan = Scan(arriving, container: container)
        var candidates: [Pair] = []
        candidates.reserveCapacity(min(leavingScan.candidates.count, arrivingScan.candidates.count))
        for (identifier, endpoint) in leavingScan.candidates {
            guard let index = arrivingScan.indexByIdentifier[identifier] else { continue }
            candidates.append(
                Pair(
                    identifier: identifier, leaving: endpoint,
                    arriving: arrivingScan.candidates[index].endpoint))
        }
        let leavingCovered = Self.insideMatchedView(leaving, matched: candidates.map(\.leaving.node))
        let arrivingCovered = Self.insideMatchedView(arriving, matched: candidates.map(\.arriving.node))
        pairs = candidates.filter { pair in
            guard leavingCovered[pair.leaving.node] || arrivingCovered[pair.arriving.node] else {
                return true
            }
            Diagnostics.report(
                "matching",
                "transitionID \"\(pair.identifier)\" is on a view inside another matched view; "
                    + "it moves with that view's snapshot, not on its own", level: .debug)
            return false
        }
    }

    /// Whether or not the other screen carries it (a zoom by identifier takes an end from one screen alone);
    /// no diagnostics, since matching the same trees sends them. O(n).
    static func visibleNode(
        carrying identifier: String, in tree: ViewTreeSnapshot, containerBounds: CGRect
    ) -> Int? {
        let container: CGRect? = containerBounds.isUsable ? containerBounds.normalized : nil
        let scan = Scan(tree, container: container, reports: false)
        return scan.indexByIdentifier[identifier].map { scan.candidates[$0].endpoint.node }
    }

    /// For every node of `tree`, whether one of its ancestors is among `matched`.
    private static func insideMatchedView(_ tree: ViewTreeSnapshot, matched: [Int]) -> [Bool] {
        var isMatched = [Bool](repeating: false, count: tree.nodes.count)
        for node in matched { isMatched[node] = true }
        var covered = [Bool](repeating: false, count: tree.nodes.count)
        for index in tree.nodes.indices {
            guard let parent = tree.validParent(of: index) else { continue }
            covered[index] = covered[parent] || isMatched[parent]
        }
        return covered
    }
}

extension MatchedViews {
    /// One pass over a tree: which nodes are visible and which identifiers they offer.
    private struct Scan {
        /// The visible identified views, first of each identifier only, in depth-first order.
        var candidates: [(identifier: String, endpoint: Endpoint)] = []
        /// Each candidate's index in ``candidates``, by identifier.
        var indexByIdentifier: [String: Int] = [:]

        /// Scans `tree`; `reports` says whether its debug diagnostics are sent (a second scan of
        /// a tree already matched stays quiet).
        init(_ tree: ViewTreeSnapshot, container: CGRect?, reports: Bool = true) {
            let nodes = tree.nodes
            // Alpha as seen, with hidden views (and their subtrees) at 0.
            var seenAlpha = [Double](repeating: 0, count: nodes.count)
            for index in nodes.indices {
                let node = nodes[index]
                let inherited = tree.validParent(of: index).map { seenAlpha[$0] } ?? 1
                let own = node.alpha.isNaN ? 0 : min(max(node.alpha, 0), 1)
                seenAlpha[index] = node.isHidden ? 0 : inherited * own
                guard let identifier = node.identifier, seenAlpha[index] > 0 else { continue }
                guard node.frame.isFiniteRect else {
                    guard reports else { continue }
                    Diagnostics.report(
                        "matching",
                        "transitionID \"\(identifier)\" is on a view with a non-finite frame; "
                            + "it is not matched", level: .debug)
                    continue
                }
                let frame = node.frame.normalized
                guard frame.isUsable, container.map(frame.sharesArea(with:)) ?? true else { continue }
                guard indexByIdentifier[identifier] == nil else {
                    guard reports else { continue }
                    Diagnostics.report(
                        "matching",
                        "transitionID \"\(identifier)\" is on several visible views of one screen; "
                            + "the first in depth-first order is matched", level: .debug)
                    continue
                }
                let radius = node.cornerRadius.isFinite && node.cornerRadius > 0 ? node.cornerRadius : 0
                indexByIdentifier[identifier] = candidates.count
                candidates.append(
                    (
                        identifier,
                        Endpoint(node: index, frame: frame, alpha: seenAlpha[index], cornerRadius: radius)
                    ))
            }
        }
    }
}
