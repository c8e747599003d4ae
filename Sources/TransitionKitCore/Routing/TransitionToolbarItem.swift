/// A button in a screen's bar-less toolbar, set from SwiftUI with
/// `View.transitionToolbar(title:leading:trailing:)`.
///
/// ```swift
/// TransitionToolbarItem("Share", systemImage: "square.and.arrow.up") { share() }
/// ```
///
/// It becomes a SwiftUI `Button` in the screen's `.toolbar`, which SwiftUI writes into the
/// screen's `navigationItem` and the bar-less toolbar mirrors.
public struct TransitionToolbarItem {
    /// The button's title (also its accessibility label when it shows an image).
    public var title: String
    /// An SF Symbol name; when set the button shows the image instead of the title.
    public var systemImage: String?
    /// What a tap does.
    public var action: @MainActor () -> Void

    /// Creates a toolbar button.
    ///
    /// - Parameters:
    ///   - title: The title, or accessibility label with an image.
    ///   - systemImage: An SF Symbol name; an unknown name shows the title.
    ///   - action: What a tap does.
    public init(_ title: String, systemImage: String? = nil, action: @escaping @MainActor () -> Void) {
        self.title = title
        self.systemImage = systemImage
        self.action = action
    }
}
