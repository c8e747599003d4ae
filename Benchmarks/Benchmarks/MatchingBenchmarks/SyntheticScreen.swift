import Foundation
import TransitionKit

/// A synthetic screen like a collection view's: the root, then rows of nine leaves, `identifiers`
/// leaves evenly spread carrying `id-0`, `id-1` … (the construction of the tests'
/// `SyntheticTrees`, which this package cannot import).
enum SyntheticScreen {
    static let container = CGRect(x: 0, y: 0, width: 390, height: 844)

    static func tree(views: Int, identifiers: Int, seed: Int) -> ViewTreeSnapshot {
        var nodes = [ViewTreeSnapshot.Node(frame: container)]
        var leaves: [Int] = []
        var row = 0
        while nodes.count < views {
            let rowIndex = nodes.count
            let rowFrame = CGRect(x: 0, y: Double((row * 40 + seed * 3) % 800), width: 390, height: 40)
            nodes.append(.init(frame: rowFrame, parent: 0))
            row += 1
            for leaf in 0..<9 where nodes.count < views {
                leaves.append(nodes.count)
                nodes.append(
                    .init(
                        frame: CGRect(
                            x: Double(leaf * 43 + seed), y: rowFrame.minY + 2, width: 40, height: 36),
                        cornerRadius: 4, parent: rowIndex))
            }
        }
        let step = max(leaves.count / max(identifiers, 1), 1)
        for name in 0..<min(identifiers, leaves.count) {
            nodes[leaves[name * step]].identifier = "id-\(name)"
        }
        return ViewTreeSnapshot(nodes: nodes)
    }

    /// The cross-fade's two screens plus one element per pair matched between two synthetic
    /// screens, as `TransitionStyle.matched` builds them (role `snapshot.matched.<id>`, the
    /// leaving view's frame, alpha and radius to the arriving view's) — built through public
    /// API, since the style is not public yet; evaluation is the same code either way.
    static func matchedPlan(pairs: Int) -> TransitionPlan {
        let matched = MatchedViews(
            leaving: tree(views: 1_000, identifiers: pairs, seed: 1),
            arriving: tree(views: 1_000, identifiers: pairs, seed: 2), containerBounds: container)
        let screens: [TransitionPlan.Element] = [
            .init(role: .fromView, from: VisualState(frame: container), to: VisualState(frame: container)),
            .init(
                role: .toView, from: VisualState(frame: container, alpha: 0),
                to: VisualState(frame: container)),
        ]
        let flying = matched.pairs.map { pair in
            TransitionPlan.Element(
                role: .snapshot("matched." + pair.identifier),
                from: VisualState(
                    frame: pair.leaving.frame, alpha: pair.leaving.alpha,
                    cornerRadius: pair.leaving.cornerRadius),
                to: VisualState(
                    frame: pair.arriving.frame, alpha: pair.arriving.alpha,
                    cornerRadius: pair.arriving.cornerRadius))
        }
        return TransitionPlan(elements: screens + flying, duration: 0.3, timing: .curve(.easeInOut))
    }
}
