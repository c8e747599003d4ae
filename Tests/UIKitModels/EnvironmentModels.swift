import TransitionKitCore

/// A `UITraitCollection`'s idiom, vertical size class and text size (UITraitCollection.h:34, :49,
/// :55), as raw values of `UIUserInterfaceIdiom` (UIDevice.h:31-: unspecified −1, phone 0, pad 1, tv 2,
/// carPlay 3, mac 5) and `UIUserInterfaceSizeClass` (UIInterface.h:26-30: unspecified 0,
/// compact 1, regular 2).
@MainActor
package final class TraitCollectionModel: TraitCollectionPort {
    /// A raw-valued stand-in for UIKit's enums.
    package struct Raw: RawRepresentable {
        /// The raw value.
        package var rawValue: Int
        /// Wraps a raw value.
        package init(rawValue: Int) { self.rawValue = rawValue }
    }

    /// `userInterfaceIdiom`.
    package var userInterfaceIdiom: Raw
    /// `verticalSizeClass`.
    package var verticalSizeClass: Raw
    /// `preferredContentSizeCategory` (UITraitCollection.h:55): a `UIContentSizeCategory` raw value,
    /// `UICTContentSizeCategoryL` (the default text size) unless set.
    package var preferredContentSizeCategory = RawString(rawValue: "UICTContentSizeCategoryL")

    /// A raw-valued stand-in for `UIContentSizeCategory`.
    package struct RawString: RawRepresentable {
        /// The raw value.
        package var rawValue: String
        /// Wraps a raw value.
        package init(rawValue: String) { self.rawValue = rawValue }
    }

    /// Creates traits.
    ///
    /// - Parameters:
    ///   - idiom: The `UIUserInterfaceIdiom` raw value.
    ///   - verticalSizeClass: The `UIUserInterfaceSizeClass` raw value.
    package init(idiom: Int, verticalSizeClass: Int) {
        userInterfaceIdiom = Raw(rawValue: idiom)
        self.verticalSizeClass = Raw(rawValue: verticalSizeClass)
    }
}

/// A view controller's place among parents and presentations (UIViewController.h:178-187), with
/// its `modalPresentationStyle` raw value (UIViewController.h:44-56: fullScreen 0, pageSheet 1,
/// formSheet 2, currentContext 3, custom 4, overFullScreen 5, overCurrentContext 6, popover 7,
/// none −1, automatic −2; `.automatic` by default since iOS 13).
///
/// ``present(_:style:)`` sets both sides of a presentation, as UIKit does: the presented
/// controller's `presentingViewController` and the presenter's `presentedViewController`; a
/// child of a presented controller reports the same presenter, as UIKit's do.
@MainActor
package final class PresentationChainModel: PresentationChainPort {
    /// A raw-valued stand-in for `UIModalPresentationStyle`.
    package struct Style: RawRepresentable {
        /// The raw value.
        package var rawValue: Int
        /// Wraps a raw value.
        package init(rawValue: Int) { self.rawValue = rawValue }
    }

    /// `parent`.
    package private(set) weak var parent: PresentationChainModel?
    /// `presentedViewController`.
    package private(set) var presentedViewController: PresentationChainModel?
    private weak var presenter: PresentationChainModel?
    /// `modalPresentationStyle`.
    package var modalPresentationStyle = Style(rawValue: -2)
    private var children: [PresentationChainModel] = []

    /// Creates a view controller in no hierarchy.
    package init() {}

    /// `presentingViewController`: the presenter of this controller or of its nearest presented
    /// ancestor.
    package var presentingViewController: PresentationChainModel? {
        presenter ?? parent?.presentingViewController
    }

    /// `addChild(_:)`.
    ///
    /// - Parameter child: The new child.
    package func addChild(_ child: PresentationChainModel) {
        children.append(child)
        child.parent = self
    }

    /// `present(_:animated:completion:)` with a style.
    ///
    /// - Parameters:
    ///   - controller: The controller to present.
    ///   - style: Its `modalPresentationStyle` raw value.
    package func present(_ controller: PresentationChainModel, style: Int) {
        controller.modalPresentationStyle = Style(rawValue: style)
        controller.presenter = self
        presentedViewController = controller
    }
}
