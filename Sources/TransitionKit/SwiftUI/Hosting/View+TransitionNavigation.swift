#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    extension View {
        /// Plays TransitionKit's transitions on SwiftUI's own navigation stack: apply it to a
        /// `NavigationStack` (iOS 16+) or a `NavigationView` in stack style (iOS 15).
        ///
        /// ```swift
        /// NavigationStack(path: $path) {
        ///     List(photos) { photo in
        ///         NavigationLink(value: photo) { Text("\(photo.id)") }.transitionID(photo.id)
        ///     }
        ///     .navigationDestination(for: Photo.self) { photo in
        ///         PhotoView(photo: photo).transitionValue(photo)
        ///     }
        /// }
        /// .transitionNavigation { transitions in
        ///     transitions.register(for: Photo.self) { photo in .zoom(id: photo.id) }
        /// }
        /// ```
        ///
        /// A ``NavigationDelegate`` becomes the delegate of the `UINavigationController` SwiftUI
        /// shows the stack in, found through public UIKit: an invisible controller laid out behind
        /// the stack lists the navigation controllers among its parent's descendants and takes the
        /// shallowest one under its center. SwiftUI's own delegate becomes the delegate's
        /// `additionalDelegate` and keeps every call, so `NavigationPath`, every
        /// `navigationDestination`, `dismiss`, `.searchable`, title menus, large titles and
        /// `.toolbarBackground` stay SwiftUI's. The pan driver (the system's swipe back, on iOS 26
        /// a pan anywhere in the content), its catch and the zoom dismissal work as in UIKit.
        ///
        /// `configure` runs on every update of this view, replacing the previous registrations.
        ///
        /// ## What SwiftUI re-creates
        /// A delegate SwiftUI assigns again is taken back (at the next update of this view or the
        /// next touch on the stack) and receives every call; a navigation controller SwiftUI
        /// replaces (the stack's identity changed) moves the attachment, handing the old one back
        /// to SwiftUI's delegate; a rebuilt tab makes a new attachment that forwards to SwiftUI's
        /// delegate, never to the old one. Nothing is attached twice; the navigation controller
        /// keeps the delegate, and nothing keeps the navigation controller.
        ///
        /// Bad input: outside any stack, it does nothing and says so once through the diagnostics;
        /// over a split view with several navigation controllers and none under its center, the
        /// same. In a `NavigationSplitView` or a column-style `NavigationView` apply it to the
        /// column's `NavigationStack`. See <doc:SwiftUINavigationStack> for the device checklist.
        ///
        /// - Parameter configure: Registers the stack's transitions.
        /// - Returns: The stack.
        public func transitionNavigation(_ configure: @escaping @MainActor (NavigationTransitions) -> Void)
            -> some View
        {
            modifier(TransitionNavigationModifier(configure: configure))
        }
    }

    /// Lays the probe out behind the stack and keeps the transitions across updates.
    private struct TransitionNavigationModifier: ViewModifier {
        let configure: @MainActor (NavigationTransitions) -> Void
        @StateObject private var box = TransitionNavigationBox()

        func body(content: Content) -> some View {
            content.background(TransitionNavigationProbe(box: box, configure: configure))
        }
    }

    /// One modifier's transitions and attachment, kept by SwiftUI across updates.
    @MainActor final class TransitionNavigationBox: ObservableObject {
        /// The registrations and the delegate.
        private(set) lazy var transitions = NavigationTransitions()
        /// Which navigation controller is attached.
        private(set) lazy var attacher = HostedStackAttacher<NavigationDelegate>()

        /// Creates an empty box; nonisolated so a modifier's `@StateObject` can make it.
        nonisolated init() {}
    }

    /// The invisible controller behind the stack that finds SwiftUI's navigation controller.
    private struct TransitionNavigationProbe: UIViewControllerRepresentable {
        let box: TransitionNavigationBox
        let configure: @MainActor (NavigationTransitions) -> Void

        func makeUIViewController(context: Context) -> HostedStackProbeController {
            HostedStackProbeController(box: box)
        }

        func updateUIViewController(_ probe: HostedStackProbeController, context: Context) {
            box.transitions.reconfigure(configure)
            probe.searchOnNextTurn()
        }

        static func dismantleUIViewController(_ probe: HostedStackProbeController, coordinator: ()) {
            probe.detach()
        }
    }

    /// Searches its parent's descendants for the stack's navigation controller when it moves to a
    /// parent, when it appears and on the turn after each SwiftUI update.
    @MainActor final class HostedStackProbeController: UIViewController {
        /// The modifier's box (owned by SwiftUI's state).
        private weak var box: TransitionNavigationBox?
        /// Whether the probe appeared: a search that finds nothing is reported from then on.
        private var appeared = false

        init(box: TransitionNavigationBox) {
            self.box = box
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable, message: "Created by transitionNavigation")
        required init?(coder: NSCoder) {
            return nil
        }

        override func loadView() {
            let view = UIView(frame: .zero)
            view.isUserInteractionEnabled = false
            view.isAccessibilityElement = false
            self.view = view
        }

        override func didMove(toParent parent: UIViewController?) {
            super.didMove(toParent: parent)
            search()
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            appeared = true
            search()
        }

        /// Searches on the main queue's next turn, after SwiftUI finished its update.
        func searchOnNextTurn() {
            MainQueueNextTurn().scheduleOnNextTurn { [weak self] in self?.search() }
        }

        /// Attaches to the navigation controller under the probe (see ``HostedStackSearch``).
        func search() {
            guard let box else { return }
            let descendants =
                parent.map { HostedStackSearch.breadthFirst(from: $0, children: \.children) } ?? []
            let candidates = descendants.compactMap { $0 as? UINavigationController }.compactMap { stack in
                stack.viewIfLoaded.map { (stack: stack, frame: $0.convert($0.bounds, to: nil)) }
            }
            let outcome = HostedStackSearch.choose(
                among: candidates, probeFrame: view.convert(view.bounds, to: nil))
            box.attacher.update(outcome, settled: appeared, port: box.transitions.delegate)
        }

        /// Detaches the attached navigation controller (the modifier left the view tree).
        func detach() {
            guard let box else { return }
            box.attacher.detach(port: box.transitions.delegate)
        }
    }
#endif
