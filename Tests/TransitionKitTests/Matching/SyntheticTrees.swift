import Foundation
import TransitionKit

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Synthetic screens for matching: a root and `views − 1` nested views (a list of rows of
/// leaves, like a collection view's cells), the identified ones spread evenly and never nested
/// in one another. `Benchmarks/MatchingBenchmarks` compiles this same file (a symbolic link), so
/// the benchmark measures the screens the tests check.
enum SyntheticTrees {
    static let container = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// A tree of `views` nodes — the root, then rows of nine leaves — in which `identifiers`
    /// leaves, evenly spread, carry `id-0`, `id-1` … in depth-first order; `seed` shifts the
    /// frames so two screens differ. Needs `identifiers` ≤ the number of leaves (0.9 × views).
    static func screen(views: Int, identifiers: Int, seed: Int) -> ViewTreeSnapshot {
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
}
