#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    /// The size classes of the hosting controller showing a screen, set back inside the copied
    /// environment, which carries the presenter's or the stack's size classes, not the screen's.
    @MainActor final class HostedSizeClasses: ObservableObject {
        /// `traitCollection.horizontalSizeClass`; `nil` before it is read or when unspecified.
        @Published private(set) var horizontal: UserInterfaceSizeClass?
        /// `traitCollection.verticalSizeClass`; `nil` before it is read or when unspecified.
        @Published private(set) var vertical: UserInterfaceSizeClass?

        /// Creates size classes not read yet; nonisolated so that SwiftUI state can make it.
        nonisolated init() {}

        /// Publishes only changes.
        func read(_ traits: UITraitCollection) {
            let horizontal = UserInterfaceSizeClass(traits.horizontalSizeClass)
            let vertical = UserInterfaceSizeClass(traits.verticalSizeClass)
            if self.horizontal != horizontal { self.horizontal = horizontal }
            if self.vertical != vertical { self.vertical = vertical }
        }
    }

    /// A screen's content under its own hosting controller's size classes (those known; the copied
    /// ones otherwise). Applied inside the copied environment, so it wins over it.
    struct HostedSizeClassesApplied<Content: View>: View {
        @ObservedObject var sizeClasses: HostedSizeClasses
        let content: Content

        var body: some View {
            content
                .transformEnvironment(\.horizontalSizeClass) { value in
                    value = sizeClasses.horizontal ?? value
                }
                .transformEnvironment(\.verticalSizeClass) { value in
                    value = sizeClasses.vertical ?? value
                }
        }
    }
#endif
