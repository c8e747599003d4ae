import Foundation
import TransitionKitCore

/// A model of `UIView` (`UIView.h`) behind the ``ViewPort`` port: a view tree with the
/// properties the transition code reads and animates, window membership, and counters for the
/// expensive work.
///
/// It follows these lines of Apple's headers and documentation:
/// - `UIView.h`, `-snapshotViewAfterScreenUpdates:`: "'afterUpdates' defines whether the snapshot
///   is representative of what's currently on screen or if you wish to include any recent changes
///   before taking the snapshot." Every snapshot is counted and recorded with the scene visible at
///   that moment (``snapshots``), so a test can assert that no half-built scene was captured.
/// - `UIView.h`, `-layoutIfNeeded`: "-layoutIfNeeded forces layout early". Counted; the view's
///   ``layoutHandler`` runs for it and its subviews (a test builds cells there).
/// - `UIView.h`, `@property window`, `superview`, `-addSubview:`, `-insertSubview:…`,
///   `-removeFromSuperview`: each change of the tree is counted.
/// - Layout passes, snapshots, tree changes and `convert(_:to:)` (how a view is measured) are also
///   logged in order in the ledger's ``ContractLedger/workLog``.
/// - Animation blocks (`UIViewPropertyAnimator.h`, "Animatable view properties that are set by
///   the animation block will be animated to their new values"): inside a block a property reads
///   its new value at once, as on device, and the move from the value on screen is recorded as a
///   track of the animator; the `presentation…` readings give what is on screen at the animator's
///   current progress.
/// - A property set outside any animation block while an active (running or paused) property
///   animator animates it has two writers: recorded (``Contract/twoWriters``), and the direct value
///   wins in the model.
/// - UIKit raises "Can't add self as subview" (`NSInvalidArgumentException`): recorded, and the
///   call (or one that would make a cycle) is ignored.
///
/// `frame` is derived from `bounds.size`, `center` and the transform (the bounding box of the
/// transformed bounds, as UIKit reports it); `convert(_:to:)` ignores transforms.
@MainActor
package final class ViewModel: ViewPort {
    /// The view type around this one.
    package typealias PortView = ViewModel
    /// Colors as neutral components.
    package typealias PortColor = RGBA

    /// Where UIKit's text comes from, per rule.
    package enum Contract {
        /// Adding a view to itself or to one of its own subviews.
        package static let addSelfAsSubview = HeaderCitation(
            "UIKit runtime (NSInvalidArgumentException)", "Can't add self as subview")
        /// Snapshotting a view that is not in a window.
        package static let snapshotUnrendered = HeaderCitation(
            "UIKit runtime log",
            "Snapshotting a view that has not been rendered results in an empty snapshot. Ensure your view "
                + "has been rendered at least once before snapshotting or snapshot after screen updates.")
        /// Setting a property directly while an active property animator animates it: on device the
        /// layer's animation keeps showing the animator's value over the direct write (two writers
        /// fight until the animator ends).
        package static let twoWriters = HeaderCitation(
            "UIViewPropertyAnimator.h",
            "Animatable view properties that are set by the animation block will be animated to their new "
                + "values")
    }

    /// The view's name in logs and snapshot records.
    package let name: String
    /// The ledger the view counts work and records violations in.
    package let ledger: ContractLedger
    /// Whether the view stands for a window (the root of an on-screen tree).
    package let isWindow: Bool
    /// For a snapshot view, the name of the view it shows.
    package let snapshotOf: String?

    var modelBounds: CGRect
    var modelCenter: CGPoint
    var modelAlpha: CGFloat = 1
    var modelTransform: Transform2D = .identity
    var modelCornerRadius: CGFloat = 0
    var modelBackground: RGBA?
    var ownTintColor: RGBA?
    /// The tracks of running or paused animators, oldest first.
    var tracks: [AnimationTrack] = []

    /// The per-corner shape (the port's `cornerRadii`). Not animatable here: takes effect at once,
    /// even in an animation block — on device a mask path is not animated by a block, and the
    /// shared-radius case animates through ``cornerRadius``, which the playback sets alongside.
    package var cornerRadii: CornerRadii? {
        didSet { roundedCorners = CornerRadii.Drawing(cornerRadii, animating: false).roundedCorners }
    }
    /// `layer.maskedCorners` (`CALayer.h`; default every corner): the corners `cornerRadius`
    /// rounds. Setting ``cornerRadii`` sets it as the device's port draws the shape
    /// (``CornerRadii/Drawing``).
    package var roundedCorners = CornerRadii.Corners.all
    /// `clipsToBounds`.
    package var clipsToBounds = false
    /// `isHidden` (not animatable: takes effect at once, even in an animation block).
    package var isHidden = false {
        didSet { checkReserved("isHidden = \(isHidden)") }
    }
    /// The Apple text that reserves this view's `isHidden` and `transform` to UIKit (a floating or
    /// minimizing tab bar), or `nil`: with one, setting either outside ``writeAsUIKit(_:)`` is a
    /// violation at the call.
    package var reservedByUIKit: HeaderCitation?
    private var isWritingAsUIKit = false

    /// Runs `changes` as UIKit making them to its own view (a reserved view's properties included).
    ///
    /// - Parameter changes: The changes.
    package func writeAsUIKit(_ changes: () -> Void) {
        isWritingAsUIKit = true
        changes()
        isWritingAsUIKit = false
    }

    private func checkReserved(_ member: String) {
        guard let reservedByUIKit, !isWritingAsUIKit else { return }
        ledger.record(
            ContractViolation(
                model: "ViewModel '\(name)'", member: member, state: "UIKit's own", citation: reservedByUIKit)
        )
    }
    /// `isUserInteractionEnabled`.
    package var isUserInteractionEnabled = true
    /// The view's own layout direction (`semanticContentAttribute` resolved), or `nil` to inherit.
    package var semanticLayoutDirection: TransitionLayoutDirection?
    /// Runs when the view is laid out by ``layoutIfNeeded()`` (its own or an ancestor's).
    package var layoutHandler: (@MainActor (ViewModel) -> Void)?

    /// `superview`.
    package private(set) weak var superview: ViewModel?
    /// `subviews`, back to front.
    package private(set) var subviews: [ViewModel] = []
    /// Every snapshot taken of this view, in order.
    package private(set) var snapshots: [SnapshotRecord] = []

    /// Creates a view outside any hierarchy.
    ///
    /// - Parameters:
    ///   - name: The name in logs and records.
    ///   - frame: The initial frame.
    ///   - ledger: The test's ledger.
    package convenience init(_ name: String, frame: CGRect = .zero, ledger: ContractLedger) {
        self.init(name, frame: frame, ledger: ledger, isWindow: false, snapshotOf: nil)
    }

    /// Creates a view that stands for a window: it and its subviews are ``isInWindow``.
    ///
    /// - Parameters:
    ///   - name: The name in logs and records.
    ///   - frame: The screen's rectangle.
    ///   - ledger: The test's ledger.
    /// - Returns: The window.
    package static func window(
        _ name: String = "window", frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844),
        ledger: ContractLedger
    ) -> ViewModel {
        ViewModel(name, frame: frame, ledger: ledger, isWindow: true, snapshotOf: nil)
    }

    private init(_ name: String, frame: CGRect, ledger: ContractLedger, isWindow: Bool, snapshotOf: String?) {
        self.name = name
        self.ledger = ledger
        self.isWindow = isWindow
        self.snapshotOf = snapshotOf
        modelBounds = CGRect(origin: .zero, size: frame.size)
        modelCenter = CGPoint(x: frame.midX, y: frame.midY)
    }

    // MARK: Animatable properties (the values UIKit reports: final values inside a block)

    /// `bounds`.
    package var bounds: CGRect {
        get { modelBounds }
        set { set(.bounds, .rect(newValue)) }
    }

    /// `center`.
    package var center: CGPoint {
        get { modelCenter }
        set { set(.center, .point(newValue)) }
    }

    /// `frame`: the bounding box of the transformed bounds around ``center``; setting it sets the
    /// bounds size and the center.
    package var frame: CGRect {
        get { Self.frame(bounds: modelBounds, center: modelCenter, transform: modelTransform) }
        set {
            set(.bounds, .rect(CGRect(origin: modelBounds.origin, size: newValue.size)))
            set(.center, .point(CGPoint(x: newValue.midX, y: newValue.midY)))
        }
    }

    /// `alpha`.
    package var alpha: CGFloat {
        get { modelAlpha }
        set { set(.alpha, .scalar(Double(newValue))) }
    }

    /// `transform`, as components.
    package var transform2D: Transform2D {
        get { modelTransform }
        set {
            checkReserved("transform = \(newValue)")
            set(.transform, .transform(newValue))
        }
    }

    /// `layer.cornerRadius`.
    package var cornerRadius: CGFloat {
        get { modelCornerRadius }
        set { set(.cornerRadius, .scalar(Double(newValue))) }
    }

    /// `backgroundColor` (already neutral).
    package var backgroundColor: RGBA? {
        get { modelBackground }
        set { set(.backgroundColor, .color(newValue)) }
    }

    /// `backgroundColor` as components: the same storage as ``backgroundColor``.
    package var backgroundRGBA: RGBA? {
        get { modelBackground }
        set { set(.backgroundColor, .color(newValue)) }
    }

    /// `tintColor` (`UIView.h`: "-tintColor always returns a color. The color returned is the first
    /// non-default value in the receiver's superview chain (starting with itself). If no
    /// non-default value is found, a system-defined color is returned."). Not animatable here.
    package var tint: RGBA? {
        get { ownTintColor ?? superview?.tint ?? Self.systemTintColor }
        set { ownTintColor = newValue }
    }

    /// The tint a view shows when neither it nor any ancestor sets one (UIKit's system blue).
    package static let systemTintColor = RGBA(red: 0, green: 0.478, blue: 1, alpha: 1)

    // MARK: Tree

    /// `window != nil`.
    package var isInWindow: Bool { isWindow || (superview?.isInWindow ?? false) }

    /// `effectiveUserInterfaceLayoutDirection`: the view's own, else its superview's, else
    /// left-to-right.
    package var effectiveLayoutDirection: TransitionLayoutDirection {
        semanticLayoutDirection ?? superview?.effectiveLayoutDirection ?? .leftToRight
    }

    /// `addSubview(_:)`.
    ///
    /// - Parameter view: The view to add on top.
    package func addSubview(_ view: ViewModel) {
        insert(view, at: nil, member: "addSubview(_:)")
    }

    /// `insertSubview(_:at:)`.
    ///
    /// - Parameters:
    ///   - view: The view to insert.
    ///   - index: Its index (clamped to the subviews).
    package func insertSubview(_ view: ViewModel, at index: Int) {
        insert(view, at: index, member: "insertSubview(_:at:)")
    }

    /// `insertSubview(_:aboveSubview:)`; a sibling that is not a subview puts the view on top.
    ///
    /// - Parameters:
    ///   - view: The view to insert.
    ///   - siblingSubview: The subview it goes in front of.
    package func insertSubview(_ view: ViewModel, aboveSubview siblingSubview: ViewModel) {
        let index = subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 }
        insert(view, at: index, member: "insertSubview(_:aboveSubview:)")
    }

    /// `insertSubview(_:belowSubview:)`; a sibling that is not a subview puts the view on top.
    ///
    /// - Parameters:
    ///   - view: The view to insert.
    ///   - siblingSubview: The subview it goes behind.
    package func insertSubview(_ view: ViewModel, belowSubview siblingSubview: ViewModel) {
        let index = subviews.firstIndex { $0 === siblingSubview }
        insert(view, at: index, member: "insertSubview(_:belowSubview:)")
    }

    /// `removeFromSuperview()`.
    package func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        ledger.work.hierarchyChanges += 1
        ledger.log(.hierarchy(name))
    }

    /// `layoutIfNeeded()`: one layout pass; ``layoutHandler`` runs for this view and, depth first,
    /// its subviews.
    package func layoutIfNeeded() {
        ledger.work.layoutPasses += 1
        ledger.log(.layout(name))
        layOut()
    }

    /// `snapshotView(afterScreenUpdates:)`: records the scene visible now (see ``snapshots``) and
    /// returns a view of the same size outside the hierarchy. A view outside a window is recorded
    /// as a violation (UIKit makes an empty snapshot).
    ///
    /// - Parameter afterUpdates: Whether pending changes are rendered first.
    /// - Returns: The snapshot view.
    package func snapshotView(afterScreenUpdates afterUpdates: Bool) -> ViewModel? {
        ledger.work.snapshots += 1
        if afterUpdates { ledger.work.snapshotsAfterScreenUpdates += 1 }
        ledger.log(.snapshot(name, afterScreenUpdates: afterUpdates))
        if !isInWindow {
            ledger.record(
                ContractViolation(
                    model: "ViewModel '\(name)'", member: "snapshotView(afterScreenUpdates: \(afterUpdates))",
                    state: "not in a window", citation: Contract.snapshotUnrendered))
        }
        snapshots.append(SnapshotRecord(of: self, afterScreenUpdates: afterUpdates))
        let snapshot = ViewModel(
            "snapshot of \(name)", frame: CGRect(origin: .zero, size: presentationBounds.size),
            ledger: ledger,
            isWindow: false, snapshotOf: name)
        return snapshot
    }

    /// `convert(_:to:)`, through every view's bounds origin, center and transform (about its
    /// center, as UIKit's default anchor point) up to the root and down to the target: the
    /// rectangle's corners are mapped and their bounding box returned, as UIKit does. Views in
    /// different trees convert through their roots' coordinates; a transform that cannot be
    /// inverted (a zero scale) maps to the point under it.
    ///
    /// - Parameters:
    ///   - rect: A rectangle in this view's bounds.
    ///   - view: The target view, or `nil` for the root's coordinates.
    /// - Returns: The rectangle in the target's bounds.
    package func convert(_ rect: CGRect, to view: ViewModel?) -> CGRect {
        ledger.log(.convert(name))
        return converted(rect, to: view)
    }

    /// `convert(_:to:)` without logging it, for the models' own bookkeeping.
    func converted(_ rect: CGRect, to view: ViewModel?) -> CGRect {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map { corner in
            let inRoot = pointInRoot(corner)
            return view.map { $0.pointFromRoot(inRoot) } ?? inRoot
        }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min() ?? 0
        let minY = ys.min() ?? 0
        return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }

    /// A point of this view's bounds in its root's coordinates.
    private func pointInRoot(_ point: CGPoint) -> CGPoint {
        guard let superview else { return point }
        let m = modelTransform.affineComponents
        let x = Double(point.x - modelBounds.midX)
        let y = Double(point.y - modelBounds.midY)
        let inSuperview = CGPoint(
            x: Double(modelCenter.x) + m.a * x + m.c * y + m.tx,
            y: Double(modelCenter.y) + m.b * x + m.d * y + m.ty)
        return superview.pointInRoot(inSuperview)
    }

    /// A point of the root's coordinates in this view's bounds.
    private func pointFromRoot(_ point: CGPoint) -> CGPoint {
        guard let superview else { return point }
        let inSuperview = superview.pointFromRoot(point)
        let m = modelTransform.affineComponents
        let dx = Double(inSuperview.x - modelCenter.x) - m.tx
        let dy = Double(inSuperview.y - modelCenter.y) - m.ty
        let determinant = m.a * m.d - m.b * m.c
        guard determinant != 0, determinant.isFinite else {
            return CGPoint(x: modelBounds.midX, y: modelBounds.midY)
        }
        return CGPoint(
            x: Double(modelBounds.midX) + (m.d * dx - m.c * dy) / determinant,
            y: Double(modelBounds.midY) + (-m.b * dx + m.a * dy) / determinant)
    }

    /// The topmost ancestor (the window, for a view on screen).
    package var root: ViewModel { superview?.root ?? self }

    /// A descendant (or the view itself) with this name, depth first.
    ///
    /// - Parameter name: The name.
    /// - Returns: The first view found.
    package func descendant(named name: String) -> ViewModel? {
        if self.name == name { return self }
        for subview in subviews {
            if let found = subview.descendant(named: name) { return found }
        }
        return nil
    }

    // MARK: Private

    private var offsetInRoot: CGPoint {
        let frame = Self.frame(bounds: modelBounds, center: modelCenter, transform: .identity)
        guard let superview else { return .zero }
        let parent = superview.offsetInRoot
        return CGPoint(
            x: parent.x + frame.origin.x - modelBounds.origin.x,
            y: parent.y + frame.origin.y - modelBounds.origin.y)
    }

    private func insert(_ view: ViewModel, at index: Int?, member: String) {
        var ancestor: ViewModel? = self
        while let current = ancestor {
            if current === view {
                ledger.record(
                    ContractViolation(
                        model: "ViewModel '\(name)'", member: "\(member) with '\(view.name)'",
                        state: view === self ? "the view itself" : "an ancestor",
                        citation: Contract.addSelfAsSubview))
                return
            }
            ancestor = current.superview
        }
        if let old = view.superview { old.subviews.removeAll { $0 === view } }
        let position = min(max(index ?? subviews.count, 0), subviews.count)
        subviews.insert(view, at: position)
        view.superview = self
        ledger.work.hierarchyChanges += 1
        ledger.log(.hierarchy(view.name))
    }

    private func layOut() {
        layoutHandler?(self)
        for subview in subviews { subview.layOut() }
    }

    nonisolated static func frame(bounds: CGRect, center: CGPoint, transform: Transform2D) -> CGRect {
        let m = transform.affineComponents
        let halfWidth = Double(bounds.width) / 2
        let halfHeight = Double(bounds.height) / 2
        let corners = [
            (-halfWidth, -halfHeight), (halfWidth, -halfHeight), (-halfWidth, halfHeight),
            (halfWidth, halfHeight),
        ]
        let xs = corners.map { m.a * $0.0 + m.c * $0.1 + m.tx }
        let ys = corners.map { m.b * $0.0 + m.d * $0.1 + m.ty }
        let minX = xs.min() ?? 0
        let minY = ys.min() ?? 0
        return CGRect(
            x: Double(center.x) + minX, y: Double(center.y) + minY, width: (xs.max() ?? 0) - minX,
            height: (ys.max() ?? 0) - minY)
    }
}
