import Foundation
import Testing
import TransitionKit
import TransitionKitGallery
import TransitionKitGestures

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One golden plan: a built-in style registered for a push or pop, in a reading direction, between
/// bar-less screens whose toolbars have equal or different heights, with Reduce Motion on or off;
/// for a style with its own gesture-driven pop (`interactivePop(_:)`), that pop too.
///
/// Names are written out here, not taken from Swift's case names, so renaming a type or a case
/// does not rename a golden file.
struct GoldenPlanCase: Sendable, CustomTestStringConvertible {
    /// The toolbar heights of the two screens: the grid's is 44 pt, the detail's 44 or 96 pt.
    enum Toolbars: String, Sendable, Hashable, CaseIterable {
        /// 44 → 44: the toolbars cross-fade.
        case equal = "equal"
        /// 44 → 96 (push) or 96 → 44 (pop): the toolbars morph, a slide becomes a safe-area morph.
        case different = "different"

        /// The detail screen's toolbar height.
        var detailToolbarHeight: Double { self == .equal ? 44 : 96 }
    }

    /// What the library decided to play for a case, and the plan it built.
    struct Played: Sendable, Hashable {
        /// The style after Reduce Motion and the toolbar rule.
        var style: TransitionStyle
        /// The toolbars' choreography.
        var toolbars: ToolbarTransition
        /// The plan an animator plays.
        var plan: TransitionPlan
    }

    /// Every built-in style a registration can ask for, by its stable name.
    static let styles: [(name: String, style: TransitionStyle)] = [
        ("zoom", .zoom), ("crossFade", .crossFade), ("safeAreaMorph", .safeAreaMorph), ("slide", .slide),
        ("fade", .fade), ("matched", .matched), ("zoomByIdentifier", .zoom(identifier: "photo")),
        ("zoomClippedSource", zoomClippedSource), ("zoomFlyOff", zoomFlyOff),
        ("card", .card(cornerRadius: 16)), ("zoomBubble", zoomBubble),
        ("zoomClearBackdrop", TransitionStyle.zoom.backdrop(.clear)),
        ("zoomTintedBackdrop", TransitionStyle.zoom.backdrop(.dimming(.white, strength: 0.6))),
        ("cardBlurBackdrop", TransitionStyle.card(cornerRadius: 16).backdrop(.blur(.light))),
        ("zoomCrossFadeScreens", TransitionStyle.zoom.screens(.crossFade).backdrop(.clear)),
        ("zoomSwipedSlide", TransitionStyle.zoom.interactivePop(.slide)),
    ]

    /// A zoom from a message bubble (18 pt corners, 4 pt at the bottom trailing one, by the
    /// tail) into a 12 pt rounded rect: per-corner radii, mirrored right-to-left.
    static var zoomBubble: TransitionStyle {
        var style = TransitionStyle.zoom
        style.zoomEnds.sourceShape = .corners(
            CornerRadii(topLeft: 18, topRight: 18, bottomLeft: 18, bottomRight: 4))
        style.zoomEnds.destinationShape = .roundedRect(cornerRadius: 12)
        return style
    }

    /// A zoom whose source is clipped under a 260 pt top bar (the sample cell spans y 200…314).
    static var zoomClippedSource: TransitionStyle {
        var style = TransitionStyle.zoom
        style.zoomEnds.sourceClipInsets = Insets(top: 260, bottom: 83)
        return style
    }

    /// A zoom that flies off when its source is gone (the sample geometry then has no source).
    static var zoomFlyOff: TransitionStyle {
        var style = TransitionStyle.zoom
        style.zoomEnds.whenSourceIsMissing = .flyOff
        return style
    }

    /// Every case: 16 styles × push/pop (and the gesture-driven pop of a style that has its own)
    /// × two directions × two toolbar pairs × Reduce Motion off/on.
    static let all: [GoldenPlanCase] = styles.flatMap { style in
        let operations: [(NavigationOperation, gestureDriven: Bool)] =
            [(.push, false), (.pop, false)] + (style.style.gesturePop == nil ? [] : [(.pop, true)])
        return operations.flatMap { operation, gestureDriven in
            TransitionLayoutDirection.allCases.flatMap { direction in
                Toolbars.allCases.flatMap { toolbars in
                    [false, true].map { reduceMotion in
                        GoldenPlanCase(
                            styleName: style.name, style: style.style, operation: operation,
                            gestureDriven: gestureDriven, layoutDirection: direction, toolbars: toolbars,
                            reduceMotion: reduceMotion)
                    }
                }
            }
        }
    }

    /// The registered style's name, e.g. `zoom`.
    var styleName: String
    /// The registered style.
    var style: TransitionStyle
    /// Push or pop.
    var operation: NavigationOperation
    /// Whether a gesture drives the pop (it plays the style's gesture-driven pop).
    var gestureDriven = false
    /// Reading direction.
    var layoutDirection: TransitionLayoutDirection
    /// Equal or different toolbar heights.
    var toolbars: Toolbars
    /// Whether Reduce Motion is on.
    var reduceMotion: Bool

    /// The case's name, e.g. `zoom/push/leftToRight/equalToolbars/reduceMotionOff`.
    var name: String {
        [styleName, operationName, directionName, toolbarsName, motionName].joined(separator: "/")
    }

    /// The golden file's path under the goldens folder, e.g.
    /// `zoom/push-leftToRight-equalToolbars-reduceMotionOff.json`.
    var fileName: String {
        styleName + "/" + [operationName, directionName, toolbarsName, motionName].joined(separator: "-")
            + ".json"
    }

    var testDescription: String { name }

    /// The sample phone: 390 × 844 pt, a grid (44 pt toolbar) and a detail screen, the zoom from a
    /// grid cell to the detail's image.
    /// For a style that moves matched views, three views carry identifiers in both screens: the
    /// photo (the zoom's views), its caption and a half-transparent title. For a zoom that flies
    /// off, the source cell is gone.
    var geometry: TransitionGeometry {
        var geometry = TransitionGeometry.samplePhone(
            operation: operation, layoutDirection: layoutDirection,
            detailToolbarHeight: toolbars.detailToolbarHeight)
        if style.zoomEnds.whenSourceIsMissing == .flyOff { geometry.zoom.sourceFrame = nil }
        return style.matching == .unmatched ? geometry : geometry.withSampleMatchedViews()
    }

    /// What plays, decided the way the library decides it on a device: the one
    /// ``TransitionDecision`` (Reduce Motion, then the toolbar rule) made from the screens'
    /// toolbar heights, and its plan for the geometry.
    ///
    /// - Returns: `nil` if the decision is not to play a built-in plan (never for these styles).
    func played() -> Played? {
        let geometry = geometry
        let decision = TransitionDecision.decide(
            style: style, operation: operation, layoutDirection: layoutDirection,
            preferences: MotionPreferences(reduceMotion: reduceMotion), interactionIsDriving: gestureDriven,
            toolbarHeights: (geometry.from.toolbarHeight, geometry.to.toolbarHeight))
        guard decision.player == .library, let played = decision.style else { return nil }
        return Played(style: played, toolbars: decision.toolbars, plan: decision.plan(for: geometry))
    }

    private var operationName: String {
        switch operation {
        case .push: return "push"
        case .pop: return gestureDriven ? "gesturePop" : "pop"
        }
    }

    private var directionName: String {
        switch layoutDirection {
        case .leftToRight: return "leftToRight"
        case .rightToLeft: return "rightToLeft"
        }
    }

    private var toolbarsName: String { toolbars.rawValue + "Toolbars" }

    private var motionName: String { reduceMotion ? "reduceMotionOn" : "reduceMotionOff" }
}
