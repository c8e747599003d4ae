#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    /// `transitionSheet`: SwiftUI's own `.sheet`, declared in a hosting controller of the library's
    /// laid out behind the modifier's view, so that SwiftUI presents, dismisses and resets the
    /// binding, and the content's `\.dismiss`, `isPresented`, `presentationMode` and
    /// `presentationDetents` act on that sheet. That controller's `present` hands SwiftUI's sheet
    /// controller to ``NavigationDelegate/presentations`` with the item's transition before UIKit
    /// reads its transitioning delegate.
    struct TransitionSheetModifier<Item: Identifiable, Presented: View>: ViewModifier {
        @Binding var item: Item?
        let transition: (Item) -> TransitionStyle
        let content: (Item) -> Presented
        @Environment(\.self) private var environment

        func body(content view: Content) -> some View {
            let binding = $item
            let presented = content
            // The presenting view's environment around the sheet: SwiftUI sets the sheet's own
            // `dismiss`, `isPresented` and `presentationMode` inside it.
            let root = Color.clear.sheet(item: binding) { shown in
                presented(shown)
                    .environment(\.transitionDismiss, TransitionDismissAction { binding.wrappedValue = nil })
                    .environment(\.routeScreen, nil)
            }
            .environment(\.self, environment)
            return view.background(
                TransitionSheetPresenter(transition: item.map(transition), root: AnyView(root)))
        }
    }

    /// The one item of an `isPresented:` sheet.
    struct PresentedFlag: Identifiable, Hashable {
        /// Always the same: one sheet.
        var id: Bool { true }
    }

    extension Binding where Value == Bool {
        /// The Boolean as the item of `sheet(item:)`: one while `true`; `nil` writes `false`.
        var presentedFlag: Binding<PresentedFlag?> {
            Binding<PresentedFlag?>(
                get: { wrappedValue ? PresentedFlag() : nil }, set: { wrappedValue = $0 != nil })
        }
    }

    /// The zero-interaction controller behind the modifier's view whose root declares the sheet.
    struct TransitionSheetPresenter: UIViewControllerRepresentable {
        let transition: TransitionStyle?
        let root: AnyView

        func makeUIViewController(context: Context) -> TransitionSheetHostingController {
            let controller = TransitionSheetHostingController(rootView: root)
            controller.view.backgroundColor = .clear
            controller.view.isUserInteractionEnabled = false
            controller.view.isAccessibilityElement = false
            return controller
        }

        /// The transition first: SwiftUI presents once the new root is in.
        func updateUIViewController(_ controller: TransitionSheetHostingController, context: Context) {
            controller.transition = transition
            controller.rootView = root
        }
    }

    /// The hosting controller SwiftUI presents the sheet from.
    @MainActor final class TransitionSheetHostingController: UIHostingController<AnyView> {
        /// The transition of the item shown now.
        var transition: TransitionStyle?

        /// SwiftUI presenting the sheet: presented by ``NavigationDelegate/presentations`` from this
        /// controller's parent, the hosting controller of the modifier's view (UIKit presents from
        /// the farthest ancestor either way, `UIViewController.h` `presentingViewController`),
        /// which keeps SwiftUI's sheet style (`PresentationStyleRule.keepsSheet`) and gives the
        /// sheet its transitioning delegate. Without a transition or a parent: SwiftUI's own.
        override func present(
            _ presented: UIViewController, animated: Bool, completion: (() -> Void)? = nil
        ) {
            guard let transition, let parent else {
                return super.present(presented, animated: animated, completion: completion)
            }
            NavigationDelegate.presentations.presentation.present(
                presented, from: parent, transition: ScreenTransition(transition), animated: animated,
                completion: completion)
        }
    }
#endif
