import TransitionKitCore

/// A horizontal `UIStackView` as UIStackView.h and its documentation describe it.
///
/// - `arrangedSubviews` is a subset of `subviews` (UIStackView.h:129-134):
///   `insertArrangedSubview(_:at:)` adds the view as a subview if it is not one, and for a view
///   already arranged "updates the stack index (but not the subview index)" (:157-162).
/// - `removeArrangedSubview(_:)` "removes a subview from the list of arranged subviews without
///   removing it as a subview" (:150-156): until it is sent `removeFromSuperview()` it stays on
///   screen, unmanaged. ``strayViews`` lists such views.
/// - A view sent `removeFromSuperview()` (or moved to another superview) leaves
///   `arrangedSubviews` (:133-134).
/// - `insertArrangedSubview(_:at:)`'s index "must not be greater than the number of views
///   currently in this array. If the index is out of bounds, this method throws an
///   internalInconsistencyException" (UIStackView documentation): recorded as a violation.
/// - The stack positions arranged views with Auto Layout and turns their
///   `translatesAutoresizingMaskIntoConstraints` off (what UIKit does, not written in the header),
///   so a view sized only by its frame loses that size (see ``ToolbarItemViewModel/autoLayoutSize``).
/// - Arranged views run leading to trailing, right to left under a right-to-left
///   `effectiveUserInterfaceLayoutDirection` (UIView.h).
@MainActor
package final class StackViewModel: ToolbarItemViewModel, ArrangedSubviewsPort {
    private let log: ContractLedger
    /// `arrangedSubviews`.
    package private(set) var arrangedSubviews: [ToolbarItemViewModel] = []
    /// How many arranged-subview changes were made.
    package private(set) var editCount = 0

    /// Creates an empty stack view.
    ///
    /// - Parameters:
    ///   - name: A name for test output.
    ///   - log: Where violations go.
    package init(_ name: String, log: ContractLedger) {
        self.log = log
        super.init(name)
    }

    /// `insertArrangedSubview(_:at:)`.
    package func insertArrangedSubview(_ view: ToolbarItemViewModel, at stackIndex: Int) {
        editCount += 1
        var index = stackIndex
        if index < 0 || index > arrangedSubviews.count {
            log.record(
                "insertArrangedSubview(_:at: \(stackIndex)) on \(name) holding \(arrangedSubviews.count) views"
            )
            index = max(0, min(index, arrangedSubviews.count))
        }
        if let current = arrangedSubviews.firstIndex(where: { $0 === view }) {
            arrangedSubviews.remove(at: current)
            arrangedSubviews.insert(view, at: min(index, arrangedSubviews.count))
            return
        }
        if view.superview !== self { addSubview(view) }
        arrangedSubviews.insert(view, at: index)
        view.translatesAutoresizingMaskIntoConstraints = false
    }

    /// `removeArrangedSubview(_:)`: the view stays a subview.
    package func removeArrangedSubview(_ view: ToolbarItemViewModel) {
        editCount += 1
        arrangedSubviews.removeAll { $0 === view }
    }

    /// A subview that left also leaves the arranged views.
    package override func didRemoveSubview(_ subview: ToolbarItemViewModel) {
        arrangedSubviews.removeAll { $0 === subview }
    }

    /// Subviews that are not arranged: on screen, laid out by nobody.
    package var strayViews: [ToolbarItemViewModel] {
        subviews.filter { view in !arrangedSubviews.contains { $0 === view } }
    }

    /// The names of the arranged views, leading to trailing.
    package var arrangedNames: [String] {
        arrangedSubviews.map(\.name)
    }
}
