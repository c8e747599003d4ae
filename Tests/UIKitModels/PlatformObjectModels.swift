import TransitionKitCore

/// Stands for a `UIImage`: compared by identity, named for readable tests.
@MainActor
package final class ImageModel {
    /// The image's name (an SF Symbol name for `UIImage(systemName:)`).
    package let name: String
    /// Whether it was made by `UIImage(systemName:)`.
    package let isSystemSymbol: Bool

    /// Creates an image.
    ///
    /// - Parameters:
    ///   - name: Its name.
    ///   - isSystemSymbol: Whether it stands for `UIImage(systemName:)`.
    package init(_ name: String, isSystemSymbol: Bool = false) {
        self.name = name
        self.isSystemSymbol = isSystemSymbol
    }
}

/// Stands for a `UIColor`: compared by identity.
@MainActor
package final class ColorModel {
    /// The color's name.
    package let name: String

    /// Creates a color.
    ///
    /// - Parameter name: Its name.
    package init(_ name: String) {
        self.name = name
    }
}

/// Stands for a `UIAction` (its handler runs on a tap) or a `UIMenu`.
@MainActor
package final class ActionModel {
    /// The action's title.
    package let title: String
    private let handler: @MainActor () -> Void

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - title: Its title.
    ///   - handler: What it does.
    package init(_ title: String, handler: @escaping @MainActor () -> Void = {}) {
        self.title = title
        self.handler = handler
    }

    /// Performs the action, as a tap does.
    package func perform() {
        handler()
    }
}
