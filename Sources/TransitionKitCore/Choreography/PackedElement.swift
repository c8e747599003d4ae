import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A plan's elements as plain numbers, a start and an end ``PackedState`` each, so a frame copies no
/// element; bit for bit ``TransitionPlan/Element/state(at:)`` (`PlanEvaluationTests`).
enum PackedElement {
    static func numbers(of elements: [TransitionPlan.Element]) -> [PackedState] {
        var numbers: [PackedState] = []
        numbers.reserveCapacity(elements.count * 2)
        for element in elements {
            numbers.append(PackedState(element.from, window: element.window))
            numbers.append(PackedState(element.to, window: element.window))
        }
        return numbers
    }

    /// ``TransitionPlan/Element/state(at:)`` read in place: the element's own state at fraction 0 or 1, else
    /// the blend of its numbers at `start` and the next.
    @inline(__always)
    static func withState<Result>(
        of element: UnsafePointer<TransitionPlan.Element>, numbers start: UnsafePointer<PackedState>,
        at progress: Double, _ body: (VisualState) throws -> Result
    ) rethrows -> Result {
        let fraction = MotionLimits.fraction(start.pointee.window.localFraction(at: progress))
        if fraction == 0 { return try body(element.pointee.from) }
        if fraction == 1 { return try body(element.pointee.to) }
        return try PackedState.blend(start, start + 1, fraction: fraction, body)
    }
}

/// A ``VisualState``'s numbers as they are stored there (already normalized), its per-corner radii
/// as drawn, and the window of the element it belongs to.
struct PackedState: Sendable {
    var x, y, width, height, alpha, cornerRadius: Double
    var scaleX, scaleY, rotation, translationX, translationY: Double
    var hasBackground: Bool
    var red, green, blue, opacity: Double
    var hasInsets: Bool
    var top, left, bottom, right: Double
    var hasCornerRadii: Bool
    /// ``VisualState/drawnCornerRadii``.
    var topLeft, topRight, bottomLeft, bottomRight: Double
    /// The element's window.
    var window: TimeWindow

    init(_ state: VisualState, window: TimeWindow) {
        self.window = window
        x = Double(state.frame.origin.x)
        y = Double(state.frame.origin.y)
        width = Double(state.frame.size.width)
        height = Double(state.frame.size.height)
        alpha = state.alpha
        cornerRadius = state.cornerRadius
        scaleX = state.transform.scaleX
        scaleY = state.transform.scaleY
        rotation = state.transform.rotation
        translationX = state.transform.translationX
        translationY = state.transform.translationY
        let color = state.backgroundColor ?? .clear
        hasBackground = state.backgroundColor != nil
        (red, green, blue, opacity) = (color.red, color.green, color.blue, color.alpha)
        let insets = state.additionalSafeAreaInsets ?? .zero
        hasInsets = state.additionalSafeAreaInsets != nil
        (top, left, bottom, right) = (insets.top, insets.left, insets.bottom, insets.right)
        let radii = state.drawnCornerRadii
        hasCornerRadii = state.cornerRadii != nil
        (topLeft, topRight, bottomLeft, bottomRight) =
            (radii.topLeft, radii.topRight, radii.bottomLeft, radii.bottomRight)
    }

    /// ``VisualState/interpolated(to:fraction:)`` read in place, for a normalized fraction other than 0 and
    /// 1: the same blends in the same order.
    @inline(never)
    static func blend<Result>(
        _ start: UnsafePointer<PackedState>, _ end: UnsafePointer<PackedState>, fraction: Double,
        _ body: (VisualState) throws -> Result
    ) rethrows -> Result {
        let frame = CGRect(
            x: mix(start.pointee.x, end.pointee.x, fraction),
            y: mix(start.pointee.y, end.pointee.y, fraction),
            width: mix(start.pointee.width, end.pointee.width, fraction),
            height: mix(start.pointee.height, end.pointee.height, fraction))
        let background: RGBA? =
            if start.pointee.hasBackground, end.pointee.hasBackground {
                RGBA(
                    red: mix(start.pointee.red, end.pointee.red, fraction),
                    green: mix(start.pointee.green, end.pointee.green, fraction),
                    blue: mix(start.pointee.blue, end.pointee.blue, fraction),
                    alpha: mix(start.pointee.opacity, end.pointee.opacity, fraction))
            } else if fraction >= 1 {
                end.pointee.background
            } else {
                start.pointee.background
            }
        let insets: Insets? =
            if start.pointee.hasInsets, end.pointee.hasInsets {
                Insets(
                    top: mix(start.pointee.top, end.pointee.top, fraction),
                    left: mix(start.pointee.left, end.pointee.left, fraction),
                    bottom: mix(start.pointee.bottom, end.pointee.bottom, fraction),
                    right: mix(start.pointee.right, end.pointee.right, fraction))
            } else if fraction >= 1 {
                end.pointee.insets
            } else {
                start.pointee.insets
            }
        return try body(
            VisualState(
                frame: frame,
                alpha: min(max(mix(start.pointee.alpha, end.pointee.alpha, fraction), 0), 1),
                cornerRadius: max(mix(start.pointee.cornerRadius, end.pointee.cornerRadius, fraction), 0),
                transform: Transform2D(
                    scaleX: mix(start.pointee.scaleX, end.pointee.scaleX, fraction),
                    scaleY: mix(start.pointee.scaleY, end.pointee.scaleY, fraction),
                    rotation: mix(start.pointee.rotation, end.pointee.rotation, fraction),
                    translationX: mix(start.pointee.translationX, end.pointee.translationX, fraction),
                    translationY: mix(start.pointee.translationY, end.pointee.translationY, fraction)),
                backgroundColor: background, additionalSafeAreaInsets: insets,
                cornerRadii: !start.pointee.hasCornerRadii && !end.pointee.hasCornerRadii
                    ? nil
                    : CornerRadii(
                        topLeft: max(mix(start.pointee.topLeft, end.pointee.topLeft, fraction), 0),
                        topRight: max(mix(start.pointee.topRight, end.pointee.topRight, fraction), 0),
                        bottomLeft: max(mix(start.pointee.bottomLeft, end.pointee.bottomLeft, fraction), 0),
                        bottomRight: max(mix(start.pointee.bottomRight, end.pointee.bottomRight, fraction), 0)
                    )))
    }

    /// The background color as stored.
    @inline(__always)
    private var background: RGBA? {
        hasBackground ? RGBA(red: red, green: green, blue: blue, alpha: opacity) : nil
    }

    /// The insets as stored.
    @inline(__always)
    private var insets: Insets? {
        hasInsets ? Insets(top: top, left: left, bottom: bottom, right: right) : nil
    }
}

extension VisualState {
    /// A state with per-corner radii, made in place (``init(frame:alpha:cornerRadius:transform:backgroundColor:additionalSafeAreaInsets:)``
    /// then ``cornerRadii`` set).
    fileprivate init(
        frame: CGRect, alpha: Double, cornerRadius: Double, transform: Transform2D, backgroundColor: RGBA?,
        additionalSafeAreaInsets: Insets?, cornerRadii: CornerRadii?
    ) {
        self.init(
            frame: frame, alpha: alpha, cornerRadius: cornerRadius, transform: transform,
            backgroundColor: backgroundColor, additionalSafeAreaInsets: additionalSafeAreaInsets)
        self.cornerRadii = cornerRadii
    }
}
