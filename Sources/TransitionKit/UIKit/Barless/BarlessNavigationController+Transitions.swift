#if canImport(UIKit)
    import UIKit

    /// The integration with ``NavigationDelegate``: every call into it is in this file.
    extension BarlessNavigationController {
        /// Receives every delegate call ``transitions`` does not consume (`willShow`, `didShow`, …).
        ///
        /// Held weakly (by ``transitions``).
        public var additionalDelegate: (any UINavigationControllerDelegate)? {
            get { transitions.additionalDelegate }
            set { transitions.additionalDelegate = newValue }
        }

        /// The delegate is always ``transitions``: assigning another object sets
        /// ``additionalDelegate`` instead, so the app still receives the delegate calls while the
        /// transitions keep working.
        open override var delegate: (any UINavigationControllerDelegate)? {
            get { super.delegate }
            set { coordinator.setDelegate(newValue) { super.delegate = $0 } }
        }

        /// Makes the transitions object. Its default transition is `.slide` rather than
        /// `.system`: UIKit's own push cannot cross-fade or morph the toolbars.
        static func makeTransitions() -> NavigationDelegate {
            let transitions = NavigationDelegate()
            transitions.defaultTransition = .slide
            return transitions
        }

        /// Installs the system's swipe back (`PanTransitionDriver()`: content-wide on iOS 26 and later, the
        /// leading edge before), which disables UIKit's own pop gestures.
        func attachTransitions() {
            transitions.attach(to: self)
        }
    }
#endif
