import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension ToolbarEnvironment {
    /// The environment read from UIKit: the idiom, vertical size class and text size of a trait
    /// collection, the presentation a view controller sits in, and a screen's own height.
    ///
    /// ```swift
    /// ToolbarEnvironment(traits: container.traitCollection,
    ///                    presentation: .of(container), customHeight: nil).height   // 56 in an iPhone sheet
    /// ```
    ///
    /// - Parameters:
    ///   - traits: The container's trait collection.
    ///   - presentation: The presentation it sits in (``Presentation/of(_:)``).
    ///   - customHeight: The screen's preferred height, if any.
    @MainActor
    package init(traits: some TraitCollectionReading, presentation: Presentation, customHeight: CGFloat?) {
        self.init(
            idiom: Idiom(userInterfaceIdiomRawValue: traits.userInterfaceIdiom.rawValue),
            presentation: presentation,
            verticalSizeClass: VerticalSizeClass(sizeClassRawValue: traits.verticalSizeClass.rawValue),
            contentSize: ContentSize(
                contentSizeCategoryRawValue: traits.preferredContentSizeCategory.rawValue),
            customHeight: customHeight)
    }
}

extension ToolbarEnvironment.Idiom {
    /// The idiom of a `UIUserInterfaceIdiom` raw value (UIDevice.h:31-): phone 0, pad 1; every
    /// other value (unspecified, TV, CarPlay, Mac, …) is ``other``.
    ///
    /// - Parameter rawValue: `UIUserInterfaceIdiom.rawValue`.
    package init(userInterfaceIdiomRawValue rawValue: Int) {
        switch rawValue {
        case 0: self = .phone
        case 1: self = .pad
        default: self = .other
        }
    }
}

extension ToolbarEnvironment.VerticalSizeClass {
    /// The size class of a `UIUserInterfaceSizeClass` raw value (UIInterface.h:26-30): compact 1,
    /// regular 2; anything else is ``unspecified``.
    ///
    /// - Parameter rawValue: `UIUserInterfaceSizeClass.rawValue`.
    package init(sizeClassRawValue rawValue: Int) {
        switch rawValue {
        case 1: self = .compact
        case 2: self = .regular
        default: self = .unspecified
        }
    }
}

extension ToolbarEnvironment.Presentation {
    /// The presentation of a `UIModalPresentationStyle` raw value (UIViewController.h:44-56): a
    /// page sheet (1), form sheet (2) or `.automatic` (−2, a page sheet for a navigation controller
    /// since iOS 13) is ``sheet``; every other style ``fullScreen``.
    ///
    /// - Parameter rawValue: `UIModalPresentationStyle.rawValue`.
    package init(modalPresentationStyleRawValue rawValue: Int) {
        self = [1, 2, -2].contains(rawValue) ? .sheet : .fullScreen
    }

    /// The presentation a view controller sits in: the style of the nearest presented view
    /// controller among itself and its ancestors (`parent`, `parent.parent`, …), or
    /// ``fullScreen`` when none is presented. A view controller counts as presented when its
    /// presenter's `presentedViewController` is itself (a child of a presented controller reports
    /// the same presenter).
    ///
    /// - Parameter controller: The container (or any view controller in the stack).
    /// - Returns: The presentation.
    /// - Complexity: O(depth) of the view controller hierarchy.
    @MainActor
    package static func of<Controller: PresentationChainReading>(_ controller: Controller) -> Self {
        if let own = presented(controller) { return own }
        var current = controller.parent
        while let candidate = current {
            if let presentation = presented(candidate) { return presentation }
            current = candidate.parent
        }
        return .fullScreen
    }

    @MainActor
    private static func presented(_ controller: some PresentationChainReading) -> Self? {
        guard let presenter = controller.presentingViewController,
            presenter.presentedViewController === controller
        else { return nil }
        return Self(modalPresentationStyleRawValue: controller.modalPresentationStyle.rawValue)
    }
}
