#if canImport(UIKit)
    import UIKit

    extension ToolbarEnvironment {
        /// Reads the environment of a view controller: idiom and vertical size class from its
        /// trait collection, the presentation from the nearest presented ancestor (itself, its
        /// navigation controller, …), and a custom height from the screen.
        ///
        /// A page or form sheet (or `.automatic`, which is a page sheet for a navigation
        /// controller since iOS 13) counts as ``Presentation/sheet``; every other style as
        /// ``Presentation/fullScreen``. A sheet that adapts to full screen in compact height is
        /// covered by the neutral rule (compact height wins).
        ///
        /// - Parameters:
        ///   - viewController: The container (or any view controller in the stack).
        ///   - customHeight: The screen's preferred height, if any.
        @MainActor
        package init(viewController: UIViewController, customHeight: CGFloat?) {
            self.init(
                traits: viewController.traitCollection, presentation: .of(viewController),
                customHeight: customHeight)
        }
    }
#endif
