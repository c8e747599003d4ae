/// Why a navigation request was dropped instead of executed.
///
/// A dropped request never reaches UIKit, so it can neither corrupt the stack nor raise UIKit's
/// exceptions (UIKit throws when a screen already in the stack is pushed again, or a navigation
/// controller is pushed).
package enum NavigationDropReason: Sendable, Hashable, CaseIterable {
    /// `push(x)` or `popTo(x)` where `x` is already the top screen: nothing to do. This is how a
    /// double-tapped push of the same screen is deduplicated.
    case alreadyOnTop
    /// `push(x)` where `x` is deeper in the stack, under the ``StackValidation/DuplicatePushPolicy/reject``
    /// policy.
    case alreadyInStack
    /// `pop` or `popToRoot` while only the root is in the stack.
    case atRoot
    /// `popTo(x)` where `x` is not in the stack (any more).
    case notInStack
    /// `setStack([])`: a navigation stack cannot be empty, so the current stack stays.
    case emptyStack
    /// `setStack` with the same identity more than once (UIKit would raise).
    case duplicateIdentities
    /// `setStack` equal to the current stack.
    case unchanged
    /// The request names the navigation controller itself (``StackValidation/host``).
    case navigationController
}
