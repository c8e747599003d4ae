import Foundation
import TransitionKitCore

/// A `UIView` as UIView.h documents the parts the toolbar uses.
///
/// - `translatesAutoresizingMaskIntoConstraints` is `true` by default (UIView.h:461); "when you
///   elect to position the view using auto layout by adding your own constraints, you must set
///   this property to NO" (:458-459).
/// - A plain view has no intrinsic content size (UIView.h:524-526: `UIViewNoIntrinsicMetric`),
///   here `intrinsicContentSize == nil`.
/// - `addSubview(_:)` takes the view out of its former superview first; `removeFromSuperview()`
///   tells the superview (a stack view then drops it from its arranged views, UIStackView.h:129-134).
@MainActor
package class ToolbarItemViewModel: ToolbarItemViewPort {
    /// A short name for test output.
    package let name: String
    /// `frame`.
    package var frame: CGRect
    /// `translatesAutoresizingMaskIntoConstraints`.
    package var translatesAutoresizingMaskIntoConstraints = true
    /// `intrinsicContentSize`; `nil` is `UIViewNoIntrinsicMetric` on both axes.
    package var intrinsicContentSize: CGSize?
    /// `superview`.
    package private(set) weak var superview: ToolbarItemViewModel?
    /// `subviews`, back to front.
    package private(set) var subviews: [ToolbarItemViewModel] = []
    /// The width constraint set by ``pinSize(width:height:priority:)``, with its priority.
    package private(set) var pinnedWidth: (constant: CGFloat, priority: Float)?
    /// The height constraint set by ``pinSize(width:height:priority:)``, with its priority.
    package private(set) var pinnedHeight: (constant: CGFloat, priority: Float)?

    /// Creates a view.
    ///
    /// - Parameters:
    ///   - name: A name for test output.
    ///   - frame: `frame`.
    ///   - intrinsicContentSize: `intrinsicContentSize`, `nil` for none.
    package init(_ name: String, frame: CGRect = .zero, intrinsicContentSize: CGSize? = nil) {
        self.name = name
        self.frame = frame
        self.intrinsicContentSize = intrinsicContentSize
    }

    /// `removeFromSuperview()`.
    package func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        superview.didRemoveSubview(self)
    }

    /// `addSubview(_:)`: moves the view here, on top.
    ///
    /// - Parameter view: The view.
    package func addSubview(_ view: ToolbarItemViewModel) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Width and height constraints on the view itself; `translatesAutoresizingMaskIntoConstraints`
    /// off.
    package func pinSize(width: CGFloat?, height: CGFloat?, priority: Float) {
        if let width { pinnedWidth = (width, priority) }
        if let height { pinnedHeight = (height, priority) }
        translatesAutoresizingMaskIntoConstraints = false
    }

    /// The size Auto Layout gives the view where a container positions it by constraints (a stack
    /// view): its own size constraints, else its intrinsic size, else — without either — nothing
    /// holds it open (0); autoresizing-mask constraints keep the frame's size only while
    /// `translatesAutoresizingMaskIntoConstraints` is on.
    package var autoLayoutSize: CGSize {
        let keepsFrame = translatesAutoresizingMaskIntoConstraints
        let width = pinnedWidth?.constant ?? intrinsicContentSize?.width ?? (keepsFrame ? frame.width : 0)
        let height = pinnedHeight?.constant ?? intrinsicContentSize?.height ?? (keepsFrame ? frame.height : 0)
        return CGSize(width: width, height: height)
    }

    /// Called after a subview left.
    ///
    /// - Parameter subview: The former subview.
    package func didRemoveSubview(_ subview: ToolbarItemViewModel) {}
}
