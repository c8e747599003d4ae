/// One change to a row of arranged views, and the rule that turns the row it has into the row it
/// needs with as few changes as a stack view allows.
///
/// ```swift
/// ArrangedViewsEdit.edits(from: [a, b, c], to: [c, a])
/// // [.remove(b), .insert(c, at: 0)]
/// ```
///
/// Views that stay are not removed (a button under the user's finger keeps its touch): views no
/// longer wanted are removed first, then each wanted view not already at its index is inserted
/// there (`insertArrangedSubview(_:at:)` moves a view that already is arranged). A row that is
/// already right needs no edit.
package enum ArrangedViewsEdit<View: AnyObject>: Equatable {
    /// `removeArrangedSubview(_:)` then `removeFromSuperview()` (UIStackView.h: removing an arranged
    /// view leaves it a subview).
    case remove(View)
    /// `insertArrangedSubview(_:at:)`.
    case insert(View, at: Int)

    /// The edits that turn `current` into `wanted`, in the order to perform them.
    ///
    /// - Parameters:
    ///   - current: `arrangedSubviews` now.
    ///   - wanted: The views the row should hold, leading to trailing (no view twice).
    /// - Returns: The edits; empty when the row is already right.
    /// - Complexity: O(n²) in the row's length (a toolbar row holds a handful of views).
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
