/// One change to a row of arranged views. Views that stay are never removed, so a button under the
/// finger keeps its touch.
package enum ArrangedViewsEdit<View: AnyObject>: Equatable {
    /// `removeArrangedSubview(_:)` then `removeFromSuperview()` (UIStackView.h: removing an arranged
    /// view leaves it a subview).
    case remove(View)
    /// `insertArrangedSubview(_:at:)`.
    case insert(View, at: Int)

    /// Removals first, then insertions at each wanted index; empty when the row is already right.
    /// `wanted` holds no view twice.
    package static func edits(from current: [View], to wanted: [View]) -> [ArrangedViewsEdit] {
        guard !current.elementsEqual(wanted, by: ===) else { return [] }
        var edits: [ArrangedViewsEdit] = []
        var arranged: [View] = []
        for view in current {
            if wanted.contains(where: { $0 === view }) {
                arranged.append(view)
            } else {
                edits.append(.remove(view))
            }
        }
        for (index, view) in wanted.enumerated() {
            if arranged.indices.contains(index), arranged[index] === view { continue }
            arranged.removeAll { $0 === view }
            arranged.insert(view, at: index)
            edits.append(.insert(view, at: index))
        }
        return edits
    }

    /// Same edit on the same views.
    package static func == (lhs: ArrangedViewsEdit, rhs: ArrangedViewsEdit) -> Bool {
        switch (lhs, rhs) {
        case (.remove(let a), .remove(let b)): return a === b
        case (.insert(let a, let i), .insert(let b, let j)): return a === b && i == j
        default: return false
        }
    }
}
