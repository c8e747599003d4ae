import Foundation
import TransitionKit

/// Every scene the gallery page (`transitionkit-preview --gallery`) can show: each transition of
/// a catalog for push and pop (and its own gesture-driven pop, where it has one), left-to-right
/// and right-to-left, with Reduce Motion off and on.
///
/// ```swift
/// let gallery = PreviewGallery(catalog: .builtIn)   // 7 transitions × 8 variants
/// let page = GalleryRenderer().render(gallery)
/// ```
public struct PreviewGallery: Sendable, Hashable {
    /// One scene with the settings it was made under.
    public struct Variant: Sendable, Hashable {
        /// The scene: its plan is what plays under ``reduceMotion``.
        public var scene: PreviewScene
        /// Whether the scene was made as played under Reduce Motion.
        public var reduceMotion: Bool

        /// Creates a variant.
        ///
        /// - Parameters:
        ///   - scene: The scene.
        ///   - reduceMotion: Whether it was made under Reduce Motion.
        public init(scene: PreviewScene, reduceMotion: Bool) {
            self.scene = scene
            self.reduceMotion = reduceMotion
        }
    }

    /// One transition and its variants.
    public struct Transition: Sendable, Hashable {
        /// The catalog name, e.g. `zoom`.
        public var name: String
        /// The catalog's one-line summary.
        public var summary: String
        /// Its variants, in the order push/pop, then left-to-right/right-to-left, then Reduce
        /// Motion off/on, then the gesture-driven pop's if it has its own; a combination without a
        /// neutral plan is left out.
        public var variants: [Variant]

        /// Creates a transition.
        ///
        /// - Parameters:
        ///   - name: The name.
        ///   - summary: The summary.
        ///   - variants: Its variants.
        public init(name: String, summary: String, variants: [Variant]) {
            self.name = name
            self.summary = summary
            self.variants = variants
        }
    }

    /// The transitions, in catalog order; one without any variant is left out.
    public var transitions: [Transition]

    /// Creates a gallery from transitions.
    ///
    /// - Parameter transitions: The transitions.
    public init(transitions: [Transition]) {
        self.transitions = transitions
    }

    /// Every entry of a catalog for both operations, both reading directions and Reduce Motion
    /// off and on (``PreviewCatalog/Entry/makeScene``).
    ///
    /// - Parameter catalog: The catalog.
    public init(catalog: PreviewCatalog) {
        transitions = catalog.entries.compactMap { entry in
            var variants: [Variant] = []
            for operation in [NavigationOperation.push, .pop] {
                for direction in [TransitionLayoutDirection.leftToRight, .rightToLeft] {
                    for reduceMotion in [false, true] {
                        let preferences = MotionPreferences(reduceMotion: reduceMotion)
                        guard let scene = entry.makeScene(operation, direction, preferences) else { continue }
                        variants.append(Variant(scene: scene, reduceMotion: reduceMotion))
                    }
                }
            }
            for direction in [TransitionLayoutDirection.leftToRight, .rightToLeft] {
                for reduceMotion in [false, true] {
                    let preferences = MotionPreferences(reduceMotion: reduceMotion)
                    guard let scene = entry.makeGesturePopScene?(direction, preferences) else { continue }
                    variants.append(Variant(scene: scene, reduceMotion: reduceMotion))
                }
            }
            return variants.isEmpty
                ? nil : Transition(name: entry.name, summary: entry.summary, variants: variants)
        }
    }

    /// Every variant, transition by transition.
    public var variants: [Variant] { transitions.flatMap(\.variants) }
}
