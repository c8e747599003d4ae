import Foundation
@_spi(Benchmarks) import TransitionKit

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
}
