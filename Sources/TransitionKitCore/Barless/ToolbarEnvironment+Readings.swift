import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension ToolbarEnvironment {
    /// `customHeight`: the screen's preferred height in points, if any.
    @MainActor
    package init(traits: some TraitCollectionPort, presentation: Presentation, customHeight: CGFloat?) {
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
    /// `UIUserInterfaceIdiom` raw values (UIDevice.h:31-): phone 0, pad 1; anything else is ``other``.
    package init(userInterfaceIdiomRawValue rawValue: Int) {
        switch rawValue {
        case 0: self = .phone
        case 1: self = .pad
        default: self = .other
        }
    }
}

extension ToolbarEnvironment.VerticalSizeClass {
    /// `UIUserInterfaceSizeClass` raw values (UIInterface.h:26-30): compact 1, regular 2; else `unspecified`.
    package init(sizeClassRawValue rawValue: Int) {
        switch rawValue {
        case 1: self = .compact
        case 2: self = .regular
        default: self = .unspecified
        }
    }
}

extension ToolbarEnvironment.Presentation {
    /// `UIModalPresentationStyle` raw values (UIViewController.h:44-56): page sheet 1, form sheet 2 and
    /// `.automatic` −2 (a page sheet for a navigation controller) are ``sheet``; the rest ``fullScreen``.
    package init(modalPresentationStyleRawValue rawValue: Int) {
        self = [1, 2, -2].contains(rawValue) ? .sheet : .fullScreen
    }

    /// The style of the nearest presented controller among `controller` and its parents, else
    /// ``fullScreen``; presented means its presenter's `presentedViewController` is itself.
    @MainActor
    package static func of<Controller: PresentationChainPort>(_ controller: Controller) -> Self {
        if let own = presented(controller) { return own }
        var current = controller.parent
        while let candidate = current {
            if let presentation = presented(candidate) { return presentation }
            current = candidate.parent
        }
        return .fullScreen
    }

    @MainActor
    private static func presented(_ controller: some PresentationChainPort) -> Self? {
        guard let presenter = controller.presentingViewController,
            presenter.presentedViewController === controller
        else { return nil }
        return Self(modalPresentationStyleRawValue: controller.modalPresentationStyle.rawValue)
    }
}
