import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Decides which pan pops the top screen on the system the app runs on: the driver's activation
/// for the screen's ``TransitionPopGesture``, whether UIKit's own content pop may stay on, and
/// whether a touch in an excluded view may begin.
///
/// The system version is a value the UIKit layer passes in
/// (`ProcessInfo.processInfo.operatingSystemVersion.majorVersion`), so the iOS 15, 18 and 26
/// behavior is tested on any machine.
///
/// ```swift
/// let rule = PopGestureRule(systemMajorVersion: 26)
/// rule.activation(configured: .system, screen: .automatic)   // .region(.fullWidth)
/// rule.activation(configured: .system, screen: .edgeOnly)    // .edge(.leading)
/// PopGestureRule(systemMajorVersion: 18).activation(configured: .system, screen: .automatic)  // .edge(.leading)
/// ```
package struct PopGestureRule: Sendable, Hashable {
    /// The first major version of iOS whose swipe back starts anywhere in the content
    /// (`interactiveContentPopGestureRecognizer`).
    static let contentPopMajorVersion = 26

    /// The major version of the system the app runs on (`26` for iOS 26.1); 0 when unknown,
    /// which behaves as a system before iOS 26.
    package var systemMajorVersion: Int

    /// Creates a rule.
    ///
    /// - Parameter systemMajorVersion: The major version of the running system.
    package init(systemMajorVersion: Int) {
        self.systemMajorVersion = systemMajorVersion
    }

    /// Whether the system's swipe back starts anywhere in the content.
    var systemPopsFromContent: Bool {
        systemMajorVersion >= Self.contentPopMajorVersion
    }

    /// How the pop pan starts for the top screen now.
    ///
    /// - Parameters:
    ///   - configured: How the driver was made.
    ///   - screen: The top screen's choice.
    /// - Returns: The leading edge for an `.edgeOnly` screen; else the configured activation, the
    ///   system's (content-wide from iOS 26, the edge before) for `.system`.
    package func activation(configured: PopGestureConfiguration, screen: TransitionPopGesture)
        -> PanActivation
    {
        switch (configured, screen) {
        case (_, .edgeOnly): return .edge(.leading)
        case (.fixed(let activation), .automatic): return activation
        case (.system, .automatic): return systemPopsFromContent ? .region(.fullWidth) : .edge(.leading)
        }
    }

    /// Whether UIKit's own content pop (iOS 26) may be on for a screen whose pop UIKit plays.
    ///
    /// - Parameter screen: The top screen's choice.
    /// - Returns: `false` for an `.edgeOnly` screen: it keeps only the edge swipe, whoever plays
    ///   the pop.
    func allowsSystemContentPop(for screen: TransitionPopGesture) -> Bool {
        screen == .automatic
    }

    /// Whether a touch at `point` may start a pop, given the views excluded from it.
    ///
    /// A view counts while it excludes, is inside the navigation controller's view and is not
    /// hidden; a
    /// touch on its bounds (edges included) never pops. Non-finite points and frames count as
    /// outside (a touch at a non-finite point is not refused here: the band or region check
    /// refuses it).
    ///
    /// - Parameters:
    ///   - point: The touch, in the navigation controller's view.
    ///   - exclusions: The excluded views' readings.
    /// - Returns: `false` when the touch lands in a counted excluded view.
    func acceptsTouch(at point: CGPoint, exclusions: [PopGestureExclusion]) -> Bool {
        !exclusions.contains { exclusion in
            exclusion.excludes && exclusion.isInNavigation && !exclusion.isHidden
                && Self.contains(exclusion.frame, point)
        }
    }

    private static func contains(_ frame: CGRect, _ point: CGPoint) -> Bool {
        let values = [frame.minX, frame.maxX, frame.minY, frame.maxY, point.x, point.y].map(Double.init)
        guard values.allSatisfy(\.isFinite) else { return false }
        return point.x >= frame.minX && point.x <= frame.maxX && point.y >= frame.minY
            && point.y <= frame.maxY
    }
}
