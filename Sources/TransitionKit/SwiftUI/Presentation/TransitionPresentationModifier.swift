#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    /// Forwards a presentation's binding to its ``PresentationBindingCoordinator`` (on appearance
    /// and whenever the item's identity changes) and hands the box what it presents: the item's
    /// view under this view's environment, and how to reset the binding.
    struct TransitionPresentationModifier<Item, Presented: View>: ViewModifier {
        @Binding var item: Item?
        let identity: (Item) -> AnyHashable
        let transition: (Item) -> TransitionStyle
        let content: (Item) -> Presented
        /// The presented controller's style: `.overFullScreen`, a cover's (`.custom` when the
        /// library plays, else UIKit's cover). A transition sheet is ``TransitionSheetModifier``.
        let style: UIModalPresentationStyle
        @Environment(\.self) private var environment
        @StateObject private var box = TransitionPresentationBox()

        func body(content view: Content) -> some View {
            view
                .background(TransitionPresenterAnchor(box: box, render: render, reset: reset))
                .onAppear { forward() }
                .onChange(of: item.map(identity)) { _ in forward() }
        }

        /// The presented view of the current item, `nil` without one.
        @MainActor private var render: (@MainActor (TransitionDismissAction) -> AnyView)? {
            guard let item else { return nil }
            let presented = content(item)
            let environment = environment
            let sizeClasses = box.sizeClasses
            return { dismiss in
                // The modifier nearest the view wins: the presenting view's environment, with the
                // content's own dismiss action and size classes, outside any stack screen.
                AnyView(
                    HostedSizeClassesApplied(
                        sizeClasses: sizeClasses,
                        content: presented.environment(\.transitionDismiss, dismiss).environment(
                            \.routeScreen, nil)
                    )
                    .environment(\.self, environment))
            }
        }

        /// Sets the binding to `nil`.
        @MainActor private var reset: @MainActor () -> Void {
            let binding = $item
            return { binding.wrappedValue = nil }
        }

        @MainActor private func forward() {
            box.style = style
            box.render = render
            box.reset = reset
            box.coordinator.update(to: item.map { .init(identity: identity($0), transition: transition($0)) })
        }
    }

    extension TransitionPresentationModifier {
        /// The modifier of an `item:` form: the item's `id` is its identity.
        init(
            item: Binding<Item?>, style: UIModalPresentationStyle,
            transition: @escaping (Item) -> TransitionStyle, content: @escaping (Item) -> Presented
        ) where Item: Identifiable {
            self.init(
                item: item, identity: { AnyHashable($0.id) }, transition: transition, content: content,
                style: style)
        }

        /// The modifier of an `isPresented:` form: `true` is the one item.
        init(
            isPresented: Binding<Bool>, style: UIModalPresentationStyle, transition: TransitionStyle,
            content: @escaping () -> Presented
        ) where Item == Bool {
            self.init(
                item: isPresented.presentedItem, identity: { AnyHashable($0) },
                transition: { _ in transition }, content: { _ in content() }, style: style)
        }
    }

    /// A presentation modifier's state across SwiftUI updates and the host of its coordinator:
    /// each member is one UIKit call.
    @MainActor final class TransitionPresentationBox: ObservableObject, PresentationBindingHost {
        /// The binding's coordinator, made on first use.
        private(set) lazy var coordinator: PresentationBindingCoordinator<TransitionPresentationBox> = {
            let coordinator = PresentationBindingCoordinator<TransitionPresentationBox>(
                nextTurn: MainQueueNextTurn())
            coordinator.host = self
            return coordinator
        }()
        /// A view in the presenting view's tree (the view controller presenting is found from it).
        weak var anchor: UIView?
        /// The presented controller's style.
        var style = UIModalPresentationStyle.automatic
        /// The current item's view, given the dismiss action.
        var render: (@MainActor (TransitionDismissAction) -> AnyView)?
        /// Sets the binding to `nil`.
        var reset: (@MainActor () -> Void)?
        /// The presented controller's own size classes, set back inside the copied environment.
        let sizeClasses = HostedSizeClasses()

        /// An empty box (made by SwiftUI's `@StateObject` outside the main actor's context).
        nonisolated init() {}

        /// The content's `transitionDismiss`.
        private var dismissAction: TransitionDismissAction {
            TransitionDismissAction { [weak self] in self?.coordinator.dismissFromContent() }
        }

        func makeScreen() -> TransitionPresentedHostingController {
            let screen = TransitionPresentedHostingController(
                rootView: render?(dismissAction) ?? AnyView(EmptyView()))
            screen.coordinator = coordinator
            screen.sizeClasses = sizeClasses
            screen.modalPresentationStyle = style
            return screen
        }

        func isPresenterInWindow() -> Bool { anchor?.presentingViewController?.viewIfLoaded?.window != nil }

        func present(_ screen: TransitionPresentedHostingController, transition: TransitionStyle) -> Bool {
            guard let presenter = anchor?.presentingViewController else { return false }
            NavigationDelegate.presentations.presentation.present(
                screen, from: presenter, transition: ScreenTransition(transition), animated: true,
                completion: nil)
            return screen.presentingViewController != nil
        }

        func presenter(of screen: TransitionPresentedHostingController) -> UIViewController? {
            screen.presentingViewController
        }

        func dismiss(from presenter: UIViewController, completion: @escaping @MainActor () -> Void) {
            presenter.dismiss(animated: true) {
                NavigationDelegate.presentations.presentation.presentationsMayHaveEnded()
                completion()
            }
        }

        func whenTransitionEnds(
            above screen: TransitionPresentedHostingController, _ action: @escaping @MainActor () -> Void
        ) -> Bool {
            let top = ResponderChain.first(from: screen as UIViewController, next: \.presentedViewController)
            {
                $0.presentedViewController == nil ? $0 : nil
            }
            guard let coordinator = top?.transitionCoordinator else { return false }
            return coordinator.animate(alongsideTransition: nil) { _ in action() }
        }

        func refresh(_ screen: TransitionPresentedHostingController) {
            screen.rootView = render?(dismissAction) ?? screen.rootView
        }

        func resetBinding() { reset?() }
    }

    /// The presented content's hosting controller: forwards its appearance callbacks to the
    /// binding's coordinator.
    @MainActor final class TransitionPresentedHostingController: UIHostingController<AnyView> {
        /// The coordinator of the binding that presented it.
        weak var coordinator: PresentationBindingCoordinator<TransitionPresentationBox>?
        /// Where the controller's size classes are published for its content.
        weak var sizeClasses: HostedSizeClasses?

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            sizeClasses?.read(traitCollection)
        }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            sizeClasses?.read(traitCollection)
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            coordinator?.screenDidAppear()
        }

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            coordinator?.screenWillDisappear(dismissing: isBeingDismissed)
        }

        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            coordinator?.screenDidDisappear(dismissed: isBeingDismissed)
        }
    }

    /// An invisible view behind the modifier's view: the box finds the presenting view controller
    /// from it, the shown content follows every update of the presenting view, and its teardown
    /// tells the coordinator that the presenter left.
    struct TransitionPresenterAnchor: UIViewRepresentable {
        let box: TransitionPresentationBox
        let render: (@MainActor (TransitionDismissAction) -> AnyView)?
        let reset: @MainActor () -> Void

        func makeUIView(context: Context) -> UIView {
            let view = UIView(frame: .zero)
            view.isUserInteractionEnabled = false
            view.isAccessibilityElement = false
            return view
        }

        func updateUIView(_ view: UIView, context: Context) {
            box.anchor = view
            box.render = render
            box.reset = reset
            box.coordinator.contentDidChange()
        }

        /// The box, handed back at the teardown.
        func makeCoordinator() -> TransitionPresentationBox { box }

        /// The view carrying the modifier is torn down.
        static func dismantleUIView(_ view: UIView, coordinator box: TransitionPresentationBox) {
            box.coordinator.presenterDidLeave()
        }
    }

    extension UIView {
        /// The nearest view controller in the responder chain: the one presenting for a SwiftUI
        /// view this view is laid out behind.
        fileprivate var presentingViewController: UIViewController? {
            ResponderChain.first(from: self as UIResponder, next: \.next) { $0 as? UIViewController }
        }
    }
#endif
