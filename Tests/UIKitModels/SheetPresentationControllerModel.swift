import Foundation
import TransitionKitCore

/// A `UISheetPresentationController` (`UISheetPresentationController.h`, iOS 15) as
/// ``PresentationModel`` makes it for a `.pageSheet` or `.formSheet` presentation: the detents it
/// rests at, its grabber and corner radius, the frame it gives the presented view, and the
/// user's swipe-down with the `UIAdaptivePresentationControllerDelegate` calls it makes.
///
/// It follows these lines, recording each breach in the ledger:
/// - `detents` (lines 121-125): "This array must have at least one element. Detents must be
///   specified in order from smallest to largest height." — checked when set and when a
///   presentation lays the sheet out (a custom detent resolves against its container).
/// - `customDetentWithIdentifier:resolver:` (lines 57-62): "The identifier of each custom detent
///   used by a sheet should be unique." and "Do not set any properties on
///   UISheetPresentationController during the execution of this block."
/// - `selectedDetentIdentifier` (lines 132-134): "When nil or the identifier is not found in
///   detents, the sheet is displayed at the smallest detent."
/// - `prefersGrabberVisible` (lines 112-114, default NO), `preferredCornerRadius` (lines 116-119,
///   default automatic: `nil` here), `largestUndimmedDetentIdentifier` (lines 136-138).
/// - The user's swipe-down (``PresentationModel/swipeDown(_:)``): `isModalInPresentation`
///   (`UIViewController.h:566`) "will prevent interactive dismiss";
///   `presentationControllerShouldDismiss:` returning NO prevents it too, and both call
///   `presentationControllerDidAttemptToDismiss:` (`UIPresentationController.h:43-60`); otherwise
///   `presentationControllerWillDismiss:` ("before interaction or animations begin") and, once the
///   dismissal completed, `presentationControllerDidDismiss:` ("not called if the presentation is
///   dismissed programatically").
///
/// The geometry is the model's, for a compact-width phone (no header gives it): the sheet is
/// edge-attached at the bottom of its container, full width; the large detent's height is the
/// container's height less ``topGap`` (``maximumDetentValue``), the medium detent half of it
/// ("approximately half the height of the screen", line 50); a custom detent's resolver value is
/// taken as the height.
///
/// ```swift
/// let sheet = model.sheetPresentationController(of: detail)!   // before presenting, as UIKit allows
/// sheet.detents = [.medium, .large]
/// sheet.frame(in: container.bounds)    // the medium detent's frame: the smallest
/// ```
@MainActor
package final class SheetPresentationControllerModel {
    /// Apple's texts, per rule.
    package enum Contract {
        /// An empty `detents`.
        package static let detentsNotEmpty = HeaderCitation(
            "UISheetPresentationController.h:122", "This array must have at least one element.")
        /// `detents` out of order.
        package static let detentsAscending = HeaderCitation(
            "UISheetPresentationController.h:123",
            "Detents must be specified in order from smallest to largest height.")
        /// Two custom detents with one identifier.
        package static let uniqueIdentifiers = HeaderCitation(
            "UISheetPresentationController.h:58",
            "The identifier of each custom detent used by a sheet should be unique.")
        /// A property set while a custom detent resolves.
        package static let noSetWhileResolving = HeaderCitation(
            "UISheetPresentationController.h:62",
            "Do not set any properties on UISheetPresentationController during the execution of this block.")
    }

    /// A `UISheetPresentationControllerDetent`.
    package struct Detent {
        /// Its identifier (`identifier`, line 66).
        package let identifier: String
        /// Whether it is a custom detent (its identifier must be unique).
        package let isCustom: Bool
        /// Resolves its height from the maximum detent value; `nil` when inactive.
        let resolve: @MainActor (CGFloat) -> CGFloat?

        /// `largeDetent`: the whole maximum.
        package static let large = Detent(identifier: "large", isCustom: false) { $0 }
        /// `mediumDetent`: half the maximum.
        package static let medium = Detent(identifier: "medium", isCustom: false) { $0 / 2 }

        /// `customDetentWithIdentifier:resolver:`.
        ///
        /// - Parameters:
        ///   - identifier: The identifier.
        ///   - resolver: The height for a maximum detent value; `nil` when inactive.
        /// - Returns: The detent.
        package static func custom(_ identifier: String, resolver: @escaping @MainActor (CGFloat) -> CGFloat?)
            -> Detent
        {
            Detent(identifier: identifier, isCustom: true, resolve: resolver)
        }
    }

    /// The test's ledger.
    package let ledger: ContractLedger
    /// The space the model leaves above the large detent, in points.
    package var topGap: CGFloat = 54
    /// `detents` (default: the large detent only, line 124).
    package var detents: [Detent] = [.large] {
        didSet {
            checkSet("detents")
            checkDetents(resolved: nil)
        }
    }
    /// `selectedDetentIdentifier` (default `nil`).
    package var selectedDetentIdentifier: String? { didSet { checkSet("selectedDetentIdentifier") } }
    /// `largestUndimmedDetentIdentifier` (default `nil`: every detent dimmed).
    package var largestUndimmedDetentIdentifier: String? {
        didSet { checkSet("largestUndimmedDetentIdentifier") }
    }
    /// `prefersGrabberVisible` (default NO).
    package var prefersGrabberVisible = false { didSet { checkSet("prefersGrabberVisible") } }
    /// `preferredCornerRadius`; `nil` is `UISheetPresentationControllerAutomaticDimension`.
    package var preferredCornerRadius: CGFloat? { didSet { checkSet("preferredCornerRadius") } }
    /// `presentationControllerShouldDismiss:` of the adaptive delegate; `nil`: not implemented (YES).
    package var shouldDismiss: (@MainActor () -> Bool)?
    /// The adaptive delegate's calls, in order.
    package private(set) var delegateCalls: [AdaptiveDelegateCall] = []

    /// Whether a custom detent's resolver runs now.
    private var isResolving = false

    /// Creates the sheet of one presentation.
    ///
    /// - Parameter ledger: The test's ledger.
    package init(ledger: ContractLedger) {
        self.ledger = ledger
    }

    /// `maximumDetentValue` in a container of `bounds`: its height less ``topGap``, never negative.
    ///
    /// - Parameter bounds: The container's bounds.
    /// - Returns: The height of the large detent.
    package func maximumDetentValue(in bounds: CGRect) -> CGFloat {
        max(0, bounds.height - topGap)
    }

    /// The detent the sheet rests at: the selected one, else the smallest (line 132), of those
    /// active; `nil` when none is active.
    ///
    /// - Parameter bounds: The container's bounds.
    /// - Returns: The detent's identifier and height.
    package func restingDetent(in bounds: CGRect) -> (identifier: String, height: CGFloat)? {
        resting(among: resolved(maximum: maximumDetentValue(in: bounds)))
    }

    private func resting(among active: [(identifier: String, height: CGFloat)]) -> (
        identifier: String, height: CGFloat
    )? {
        active.first { $0.identifier == selectedDetentIdentifier } ?? active.min { $0.height < $1.height }
    }

    /// `frameOfPresentedViewInContainerView` (`UIPresentationController.h:95-97`): the sheet at its
    /// resting detent, attached to the bottom edge of the container, full width.
    ///
    /// - Parameter bounds: The container's bounds.
    /// - Returns: The frame; the container's bounds when no detent is active.
    package func frame(in bounds: CGRect) -> CGRect {
        let active = resolved(maximum: maximumDetentValue(in: bounds))
        checkDetents(resolved: active.map(\.height))
        guard let height = resting(among: active)?.height else { return bounds }
        let clamped = min(max(0, height), bounds.height)
        return CGRect(x: bounds.minX, y: bounds.maxY - clamped, width: bounds.width, height: clamped)
    }

    /// The user swipes the sheet down: `false` (and `didAttemptToDismiss`) when the presented
    /// controller is modal in presentation or the delegate refuses; `true` after `willDismiss`.
    ///
    /// - Parameter isModalInPresentation: The presented controller's `isModalInPresentation`.
    /// - Returns: Whether the dismissal begins.
    func userWantsToDismiss(isModalInPresentation: Bool) -> Bool {
        guard !isModalInPresentation, shouldDismiss?() ?? true else {
            delegateCalls.append(.didAttemptToDismiss)
            return false
        }
        delegateCalls.append(.willDismiss)
        return true
    }

    /// The user's dismissal ended (`didDismiss` when it completed).
    ///
    /// - Parameter completed: Whether the sheet was dismissed.
    func userDismissalEnded(completed: Bool) {
        if completed { delegateCalls.append(.didDismiss) }
    }

    /// The active detents with their heights.
    private func resolved(maximum: CGFloat) -> [(identifier: String, height: CGFloat)] {
        isResolving = true
        defer { isResolving = false }
        return detents.compactMap { detent in detent.resolve(maximum).map { (detent.identifier, $0) } }
    }

    private func checkSet(_ member: String) {
        if isResolving { violate("set \(member) in a detent's resolver", Contract.noSetWhileResolving) }
    }

    /// Records empty, duplicated or (with their resolved heights) unordered detents.
    private func checkDetents(resolved heights: [CGFloat]?) {
        if detents.isEmpty { violate("detents = []", Contract.detentsNotEmpty) }
        let custom = detents.filter(\.isCustom).map(\.identifier)
        if Set(custom).count != custom.count {
            violate("detents with a repeated custom identifier", Contract.uniqueIdentifiers)
        }
        guard let heights else { return }
        if heights != heights.sorted() {
            violate("detents \(detents.map(\.identifier)) not smallest first", Contract.detentsAscending)
        }
    }

    private func violate(_ member: String, _ citation: HeaderCitation) {
        ledger.record(
            ContractViolation(
                model: "SheetPresentationControllerModel", member: member, state: "sheet", citation: citation)
        )
    }
}

/// One `UIAdaptivePresentationControllerDelegate` call a sheet makes for the user's swipe-down
/// (`UIPresentationController.h:43-60`).
package enum AdaptiveDelegateCall: Sendable, Hashable {
    /// `presentationControllerWillDismiss:`.
    case willDismiss
    /// `presentationControllerDidDismiss:`.
    case didDismiss
    /// `presentationControllerDidAttemptToDismiss:`.
    case didAttemptToDismiss
}
