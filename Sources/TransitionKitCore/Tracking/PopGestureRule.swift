import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Which pan pops the top screen on the running system; the version is passed in
/// (`operatingSystemVersion.majorVersion`) so the iOS 15, 18 and 26 behavior is tested anywhere.
package struct PopGestureRule: Sendable, Hashable {
    /// The first major version of iOS whose swipe back starts anywhere in the content
    /// (`interactiveContentPopGestureRecognizer`).
    static let contentPopMajorVersion = 26

    /// The major version of the system the app runs on (`26` for iOS 26.1); 0 when unknown,
    /// which behaves as a system before iOS 26.
    package var systemMajorVersion: Int

    package init(systemMajorVersion: Int) {
        self.systemMajorVersion = systemMajorVersion
    }

    /// Whether the system's swipe back starts anywhere in the content.
    var systemPopsFromContent: Bool {
        systemMajorVersion >= Self.contentPopMajorVersion
    }

    /// The leading edge for an `.edgeOnly` screen; else the configured activation, for `.system` content-wide
    /// from iOS 26 and the edge before.
    package func activation(configured: PopGestureConfiguration, screen: TransitionPopGesture)
        -> PanActivation
    {
        switch (configured, screen) {
        case (_, .edgeOnly): return .edge(.leading)
        case (.fixed(let activation), .automatic): return activation
        case (.system, .automatic): return systemPopsFromContent ? .region(.fullWidth) : .edge(.leading)
        }
    }

    /// `false` for an `.edgeOnly` screen: it keeps only the edge swipe, whoever plays the pop.
    func allowsSystemContentPop(for screen: TransitionPopGesture) -> Bool {
        screen == .automatic
    }

    /// `false` on the bounds (edges included) of a view that excludes, is in the navigation and is not
    /// hidden. Non-finite numbers count as outside: the band or region check refuses such a touch.
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
