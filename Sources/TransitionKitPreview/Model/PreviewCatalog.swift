import Foundation
import TransitionKit

/// The named transitions the preview tool knows, in the order `--list` prints them.
///
/// Each entry builds a ``PreviewScene`` for an operation and layout direction. The built-in
/// catalog (``builtIn``) asks the library's own choreographies for their plans, so previews show
/// exactly what the UIKit animators run; tests pass their own catalogs of hand-made plans.
public struct PreviewCatalog: Sendable {
    /// One named transition.
    public struct Entry: Sendable {
        /// The name used on the command line, e.g. `zoom`.
        public var name: String
        /// A one-line description for `--list`.
        public var summary: String
        /// Builds the scene for an operation, layout direction and the system's motion settings
        /// (Reduce Motion), or returns `nil` when the transition has no neutral plan for them.
        package var makeScene:
            @Sendable (NavigationOperation, TransitionLayoutDirection, MotionPreferences) -> PreviewScene?
        /// Only for a style whose gesture-driven pop differs from its button's
        /// (`TransitionStyle.interactivePop(_:)`); `nil` when a swipe plays the pop.
        package var makeGesturePopScene:
            (@Sendable (TransitionLayoutDirection, MotionPreferences) -> PreviewScene?)?

        /// Builds the scene for an operation and layout direction with every motion setting off
        /// (`MotionPreferences.standard`), or returns `nil` when the transition has
        /// no neutral plan for them.
        public var scene: @Sendable (NavigationOperation, TransitionLayoutDirection) -> PreviewScene? {
            let makeScene = makeScene
            return { operation, layoutDirection in makeScene(operation, layoutDirection, .standard) }
        }

        /// `gestureDriven` picks `makeGesturePopScene` for a pop (ignored for a push); `nil` without a
        /// neutral plan.
        package func scene(
            _ operation: NavigationOperation, _ layoutDirection: TransitionLayoutDirection,
            preferences: MotionPreferences = .standard, gestureDriven: Bool
        ) -> PreviewScene? {
            if operation == .pop, gestureDriven, let makeGesturePopScene {
                return makeGesturePopScene(layoutDirection, preferences)
            }
            return makeScene(operation, layoutDirection, preferences)
        }

        /// Creates an entry whose scenes do not depend on the motion settings.
        ///
        /// - Parameters:
        ///   - name: The command-line name.
        ///   - summary: A one-line description.
        ///   - scene: Builds the scene for an operation and layout direction.
        public init(
            name: String, summary: String,
            scene: @escaping @Sendable (NavigationOperation, TransitionLayoutDirection) -> PreviewScene?
        ) {
            self.init(name: name, summary: summary) { operation, layoutDirection, _ in
                scene(operation, layoutDirection)
            }
        }

        /// Its scenes honour the motion settings (a zoom plays the cross-fade under Reduce Motion).
        package init(
            name: String, summary: String,
            makeScene:
                @escaping @Sendable (NavigationOperation, TransitionLayoutDirection, MotionPreferences) ->
                PreviewScene?
        ) {
            self.name = name
            self.summary = summary
            self.makeScene = makeScene
        }
    }

    /// The entries, in listing order.
    public var entries: [Entry]

    /// Creates a catalog.
    ///
    /// - Parameter entries: The entries; when two share a name, lookups find the first.
    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// The entry with a name (exact, case-sensitive), or `nil`.
    ///
    /// - Parameter name: The name.
    public func entry(named name: String) -> Entry? {
        entries.first { $0.name == name }
    }

    /// The entries' names, in listing order.
    public var names: [String] { entries.map(\.name) }
}
