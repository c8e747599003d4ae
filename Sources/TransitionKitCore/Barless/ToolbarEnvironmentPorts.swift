/// The part of `UITraitCollection` (UITraitCollection.h:34, :49) the toolbar height depends on.
@MainActor
package protocol TraitCollectionPort: AnyObject {
    /// `UIUserInterfaceIdiom` on device: unspecified −1, phone 0, pad 1, … (UIDevice.h:31-).
    associatedtype Idiom: RawRepresentable where Idiom.RawValue == Int
    /// `UIUserInterfaceSizeClass` on device: unspecified 0, compact 1, regular 2 (UIInterface.h:26-30).
    associatedtype SizeClass: RawRepresentable where SizeClass.RawValue == Int

    /// `userInterfaceIdiom`.
    var userInterfaceIdiom: Idiom { get }
    /// `verticalSizeClass`.
    var verticalSizeClass: SizeClass { get }
    /// `UIContentSizeCategory` on device: `UICTContentSizeCategoryL`, … (UIContentSizeCategory.h:16-32).
    associatedtype ContentSizeCategory: RawRepresentable where ContentSizeCategory.RawValue == String
    /// `preferredContentSizeCategory` (UITraitCollection.h:55).
    var preferredContentSizeCategory: ContentSizeCategory { get }
}

/// The part of `UIViewController` (UIViewController.h:178-187) read to find the presentation it sits in.
@MainActor
package protocol PresentationChainPort: AnyObject {
    /// `UIViewController` on device.
    associatedtype Controller: PresentationChainPort where Controller.Controller == Controller
    /// `UIModalPresentationStyle` on device: fullScreen 0, pageSheet 1, formSheet 2, …,
    /// none −1, automatic −2 (UIViewController.h:44-56).
    associatedtype PresentationStyle: RawRepresentable where PresentationStyle.RawValue == Int

    /// `presentingViewController`.
    var presentingViewController: Controller? { get }
    /// `presentedViewController`.
    var presentedViewController: Controller? { get }
    /// `parent`.
    var parent: Controller? { get }
    /// `modalPresentationStyle`.
    var modalPresentationStyle: PresentationStyle { get }
}
