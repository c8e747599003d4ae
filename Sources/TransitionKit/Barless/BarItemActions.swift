/// Which of a bar button item's actions its bar-less toolbar button performs on a tap.
///
/// UIKit's bars perform an item's `primaryAction` when it has one and ignore its target–action
/// then ("When primaryAction is non-nil, the target & action properties are ignored",
/// `UIBarButtonItem.h:104`); without a `primaryAction` they send `action` to `target`.
///
/// ```swift
/// BarItemActions(hasPrimaryAction: true, hasTargetAction: true)    // [.primaryAction]
/// BarItemActions(hasPrimaryAction: false, hasTargetAction: true)   // [.targetAction]
/// ```
package struct BarItemActions: OptionSet, Sendable, Hashable {
    /// The raw bits.
    package let rawValue: Int

    /// Creates a set from raw bits.
    ///
    /// - Parameter rawValue: The bits.
    package init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// `action` sent to `target`, with the item as sender.
    package static let targetAction = BarItemActions(rawValue: 1 << 0)
    /// The item's `primaryAction`.
    package static let primaryAction = BarItemActions(rawValue: 1 << 1)

    /// The actions a tap performs for an item with these actions set.
    ///
    /// - Parameters:
    ///   - hasPrimaryAction: `primaryAction != nil`.
    ///   - hasTargetAction: `action != nil`.
    package init(hasPrimaryAction: Bool, hasTargetAction: Bool) {
        switch (hasPrimaryAction, hasTargetAction) {
        case (true, _): self = .primaryAction
        case (false, true): self = .targetAction
        case (false, false): self = []
        }
    }

    /// `value` when a tap performs `action`, else `nil`: what a button wires for it.
    ///
    /// - Parameters:
    ///   - action: One action.
    ///   - value: The item's value for it (`action`, `primaryAction`).
    /// - Returns: `value`, or `nil` when the tap does not perform `action`.
    package func wired<Value>(_ action: BarItemActions, _ value: Value?) -> Value? {
        contains(action) ? value : nil
    }
}
