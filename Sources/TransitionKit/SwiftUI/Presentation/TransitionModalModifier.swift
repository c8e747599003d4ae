#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    /// Which of SwiftUI's own presentations a `transitionSheet` or `transitionFullScreenCover`
    /// declares.
    enum TransitionModalKind {
        /// `sheet(item:onDismiss:content:)`.
        case sheet
        /// `fullScreenCover(item:onDismiss:content:)`.
        case fullScreenCover
    }

    /// SwiftUI's own `.sheet` / `.fullScreenCover`, declared in a library hosting controller behind the
    /// view, so `\.dismiss`, `isPresented` and detents act on it (PresentationInternals).
    struct TransitionModalModifier<Item: Identifiable, Presented: View>: ViewModifier {
        @Binding var item: Item?
        let kind: TransitionModalKind
        let transition: (Item) -> TransitionStyle
        let content: (Item) -> Presented
        @Environment(\.self) private var environment

        func body(content view: Content) -> some View {
            view.background(
                TransitionModalPresenter(transition: item.map(transition), root: AnyView(root)))
        }

        /// The declaring view, under the presenting view's environment: SwiftUI sets the
        /// presentation's own `dismiss`, `isPresented` and `presentationMode` inside it.
        @MainActor private var root: some View {
            let binding = $item
            let presented = content
            let shown = { (item: Item) in
                presented(item)
                    .environment(\.transitionDismiss, TransitionDismissAction { binding.wrappedValue = nil })
                    .environment(\.routeScreen, nil)
            }
            return Group {
                switch kind {
                case .sheet: Color.clear.sheet(item: binding, content: shown)
                case .fullScreenCover: Color.clear.fullScreenCover(item: binding, content: shown)
                }
            }
            .environment(\.self, environment)
        }
    }

    /// The one item of an `isPresented:` presentation.
    struct PresentedFlag: Identifiable, Hashable {
        /// Always the same: one presentation.
        var id: Bool { true }
    }

    extension Binding where Value == Bool {
        /// The Boolean as the item of `sheet(item:)`: one while `true`; `nil` writes `false`.
        var presentedFlag: Binding<PresentedFlag?> {
            Binding<PresentedFlag?>(
                get: { wrappedValue ? PresentedFlag() : nil }, set: { wrappedValue = $0 != nil })
        }
    }

    /// The zero-interaction controller behind the modifier's view whose root declares the
    /// presentation.
    struct TransitionModalPresenter: UIViewControllerRepresentable {
        let transition: TransitionStyle?
        let root: AnyView

        func makeUIViewController(context: Context) -> TransitionModalHostingController {
            let controller = TransitionModalHostingController(rootView: root)
            controller.view.backgroundColor = .clear
            controller.view.isUserInteractionEnabled = false
            controller.view.isAccessibilityElement = false
            return controller
        }

        /// The transition first: SwiftUI presents once the new root is in.
        func updateUIViewController(_ controller: TransitionModalHostingController, context: Context) {
            controller.transition = transition
            controller.rootView = root
        }
    }

    /// The hosting controller SwiftUI presents the sheet or cover from.
    @MainActor final class TransitionModalHostingController: UIHostingController<AnyView> {
        /// The transition of the item shown now.
        var transition: TransitionStyle?

        /// Presented by ``NavigationDelegate/presentations`` from the parent (UIKit presents from
        /// the farthest ancestor anyway, `UIViewController.h` `presentingViewController`); an
        /// off-window parent hands it to its navigation controller. No transition or parent: SwiftUI's.
        override func present(
            _ presented: UIViewController, animated: Bool, completion: (() -> Void)? = nil
        ) {
            guard let transition, let parent else {
                return super.present(presented, animated: animated, completion: completion)
            }
            let stack = parent.navigationController
            let present = { (presenter: UIViewController) in
                NavigationDelegate.presentations.presentation.present(
                    presented, from: presenter, transition: ScreenTransition(transition), animated: animated,
                    completion: completion)
            }
            RoutePresenter(
                screenIsInWindow: parent.viewIfLoaded?.window != nil,
                stackIsInWindow: stack?.viewIfLoaded?.window != nil
            ).present(
                fromScreen: { present(parent) },
                fromStack: {
                    guard let stack else { return }
                    present(stack)
                })
        }
    }
#endif
