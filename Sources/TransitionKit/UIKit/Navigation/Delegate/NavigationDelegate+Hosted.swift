#if canImport(UIKit)
    import TransitionKitGestures
    import UIKit

    extension NavigationDelegate: HostedStackAttaching {
        /// SwiftUI's delegate becomes `additionalDelegate`, the controller keeps its driver (else the
        /// system's swipe back), and a delegate SwiftUI assigns later is taken back.
        package func attachHosted(to stack: UINavigationController) {
            attach(stack) { core.attachHosted(to: $0, interaction: PanTransitionDriver()) }
        }

        /// Detaches from `stack` (``detach(from:)``).
        package func detachHosted(from stack: UINavigationController) {
            detach(from: stack)
        }

        /// Whether `stack.delegate` is this object.
        package func isDelegate(of stack: UINavigationController) -> Bool {
            core.slot.isHost(stack.delegate)
        }
    }
#endif
