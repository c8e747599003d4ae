/// Which of an item's actions its toolbar button performs: "When primaryAction is non-nil, the target &
/// action properties are ignored" (`UIBarButtonItem.h:104`).
package struct BarItemActions: OptionSet, Sendable, Hashable {
    package let rawValue: Int

    package init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// `action` sent to `target`, with the item as sender.
    package static let targetAction = BarItemActions(rawValue: 1 << 0)
    /// The item's `primaryAction`.
    package static let primaryAction = BarItemActions(rawValue: 1 << 1)

    /// `primaryAction` alone when there is one, else target–action when `action != nil`.
    package init(hasPrimaryAction: Bool, hasTargetAction: Bool) {
        switch (hasPrimaryAction, hasTargetAction) {
        case (true, _): self = .primaryAction
        case (false, true): self = .targetAction
        case (false, false): self = []
        }
    }

    /// `value` when a tap performs `action`, else `nil`: what a button wires for it.
    package func wired<Value>(_ action: BarItemActions, _ value: Value?) -> Value? {
        contains(action) ? value : nil
    }
}
