import Foundation

@testable import TransitionKit
@testable import TransitionKitCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Shared geometry and comparisons for the choreography tests.
enum Fixtures {
    static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
    static let operations: [NavigationOperation] = [.push, .pop]
    static let directions: [TransitionLayoutDirection] = [.leftToRight, .rightToLeft]
    static let progresses: [Double] = (0...20).map { Double($0) / 20 } + [1.0 / 3, 0.37]

    /// Every (operation, direction) pair.
    static let cases: [(NavigationOperation, TransitionLayoutDirection)] = operations.flatMap { operation in
        directions.map { (operation, $0) }
    }

    /// Two full-screen screens without toolbars or insets.
    static func phone(
        _ operation: NavigationOperation = .push, _ direction: TransitionLayoutDirection = .leftToRight,
        zoom: TransitionGeometry.Zoom = .noViews
    ) -> TransitionGeometry {
        TransitionGeometry(
            containerBounds: screen, from: .init(frame: screen), to: .init(frame: screen),
            operation: operation, layoutDirection: direction, zoom: zoom)
    }

    static func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
        abs(a - b) <= tolerance
    }

    static func close(_ a: CGRect, _ b: CGRect, _ tolerance: Double = 1e-9) -> Bool {
        close(Double(a.minX), Double(b.minX), tolerance) && close(Double(a.minY), Double(b.minY), tolerance)
            && close(Double(a.width), Double(b.width), tolerance)
            && close(Double(a.height), Double(b.height), tolerance)
    }

    static func close(_ a: VisualState, _ b: VisualState, _ tolerance: Double = 1e-9) -> Bool {
        close(a.frame, b.frame, tolerance) && close(a.alpha, b.alpha, tolerance)
            && close(a.cornerRadius, b.cornerRadius, tolerance)
            && close(a.transform.scaleX, b.transform.scaleX, tolerance)
            && close(a.transform.scaleY, b.transform.scaleY, tolerance)
            && close(a.transform.translationX, b.transform.translationX, tolerance)
            && close(a.transform.translationY, b.transform.translationY, tolerance)
            && close(a.additionalSafeAreaInsets?.top ?? -1, b.additionalSafeAreaInsets?.top ?? -1, tolerance)
            && (a.backgroundColor == nil) == (b.backgroundColor == nil)
    }

    /// Whether every number in a state is finite.
    static func isFinite(_ state: VisualState) -> Bool {
        state.frame.isFiniteRect && state.alpha.isFinite && state.cornerRadius.isFinite
            && state.transform.scaleX.isFinite && state.transform.translationX.isFinite
            && state.transform.translationY.isFinite
    }
}
