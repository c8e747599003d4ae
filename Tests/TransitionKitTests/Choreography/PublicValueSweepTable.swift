import Foundation
import TestSupport
import TransitionKitGallery

@testable import TransitionKit
@testable import TransitionKitCore
@testable import TransitionKitGestures

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Every public initializer, enum case with a payload, factory returning its own type and
/// settable property of the public value types in `API/Linux.txt`, one entry each (an overload
/// once per overload). `PublicValueSweepTests` fails when the baseline gains one without an entry.
enum PublicValueSweepTable {
    private typealias E = ValueSweepEntry
    private typealias N = StoredNumbers
    private typealias A = HostileArguments

    private static func rect(_ a: A, _ first: Int) -> CGRect {
        CGRect(x: a[first, 10], y: a[first + 1, 20], width: a[first + 2, 390], height: a[first + 3, 844])
    }

    private static func state(_ a: A) -> VisualState {
        VisualState(frame: rect(a, 0), alpha: a[4], cornerRadius: a[5, 8])
    }

    private static func screen(_ a: A) -> TransitionGeometry.Screen {
        TransitionGeometry.Screen(frame: rect(a, 0), toolbarFrame: rect(a, 0))
    }

    private static let plainScreen = TransitionGeometry.Screen(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    private static let plainGeometry = TransitionGeometry(
        containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844), from: plainScreen, to: plainScreen)
    private static let plainState = VisualState(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

    static let entries: [ValueSweepEntry] = transitionKit + core + gestures

    /// The members of the value types only the iOS build has (`API/iOS.txt`), swept through the
    /// neutral values they forward to where they take numbers.
    static let iOSOnlyEntries: [ValueSweepEntry] = [
        E.noNumbers("RouteLink.init(transition:destination:label:)", "a SwiftUI view; styles are swept"),
        E.noNumbers("RouteLink.init(value:transition:label:)", "a SwiftUI view; styles are swept"),
        E.noNumbers(
            "ScreenTransition.AddedElement.init(_:from:to:window:aboveScreens:)",
            "holds a view; its states and window are swept as VisualState and TimeWindow"),
        E.hashable("ScreenTransition.Shape.roundedRect(cornerRadius:)", arity: 1) { a in
            TransitionStyle.Shape.roundedRect(cornerRadius: a[0])
        },
        E.hashable(
            "ScreenTransition.Shape.roundedRect(topLeading:topTrailing:bottomLeading:bottomTrailing:)",
            arity: 4
        ) {
            a in
            TransitionStyle.Shape.corners(
                CornerRadii(topLeft: a[0], topRight: a[1], bottomLeft: a[2], bottomRight: a[3]))
        },
        E.noNumbers("TransitionStack.init(defaultTransition:bar:root:)", "a SwiftUI view; styles are swept"),
        E.noNumbers(
            "TransitionStack.init(path:defaultTransition:bar:transition:root:)",
            "a SwiftUI view; styles are swept"),
        E.noNumbers(
            "TransitionStack.init(path:defaultTransition:bar:transition:root:)",
            "a SwiftUI view; styles are swept"),
    ]

    // MARK: - TransitionKit

    private static let transitionKit: [ValueSweepEntry] = [
        E.noNumbers("BuiltInTransition.init(rawValue:)", "takes a name"),
        E.noNumbers("NavigationOperations.init(rawValue:)", "takes bits"),
        E.hashable("TransitionGeometry.Screen.additionalSafeAreaInsets", arity: 4, numbers: N.screen) { a in
            var screen = plainScreen
            screen.additionalSafeAreaInsets = Insets(top: a[0], left: a[1], bottom: a[2], right: a[3])
            return screen
        },
        E.hashable("TransitionGeometry.Screen.backgroundColor", arity: 4, numbers: N.screen) { a in
            var screen = plainScreen
            screen.backgroundColor = RGBA(red: a[0], green: a[1], blue: a[2], alpha: a[3])
            return screen
        },
        E.hashable("TransitionGeometry.Screen.frame", arity: 4, numbers: N.screen) { a in
            var screen = plainScreen
            screen.frame = rect(a, 0)
            return screen
        },
        E.hashable(
            "TransitionGeometry.Screen.init(frame:additionalSafeAreaInsets:toolbarFrame:backgroundColor:)",
            arity: 12,
            numbers: N.screen
        ) { a in
            TransitionGeometry.Screen(
                frame: rect(a, 0),
                additionalSafeAreaInsets: Insets(top: a[4], left: a[5], bottom: a[6], right: a[7]),
                toolbarFrame: rect(a, 8), backgroundColor: RGBA(red: a[0], green: a[1], blue: a[2]))
        },
        E.hashable("TransitionGeometry.Screen.toolbarFrame", arity: 4, numbers: N.screen) { a in
            var screen = plainScreen
            screen.toolbarFrame = rect(a, 0)
            return screen
        },
        E.hashable("TransitionGeometry.Zoom.destinationCornerRadius", arity: 1, numbers: N.zoom) { a in
            var zoom = TransitionGeometry.Zoom()
            zoom.destinationCornerRadius = a[0]
            return zoom
        },
        E.hashable("TransitionGeometry.Zoom.destinationFrame", arity: 4, numbers: N.zoom) { a in
            var zoom = TransitionGeometry.Zoom()
            zoom.destinationFrame = rect(a, 0)
            return zoom
        },
        E.hashable(
            "TransitionGeometry.Zoom.init(sourceFrame:sourceCornerRadius:destinationFrame:destinationCornerRadius:)",
            arity: 10, numbers: N.zoom
        ) { a in
            TransitionGeometry.Zoom(
                sourceFrame: rect(a, 0), sourceCornerRadius: a[4], destinationFrame: rect(a, 5),
                destinationCornerRadius: a[9])
        },
        E.hashable("TransitionGeometry.Zoom.sourceCornerRadius", arity: 1, numbers: N.zoom) { a in
            var zoom = TransitionGeometry.Zoom()
            zoom.sourceCornerRadius = a[0]
            return zoom
        },
        E.hashable("TransitionGeometry.Zoom.sourceFrame", arity: 4, numbers: N.zoom) { a in
            var zoom = TransitionGeometry.Zoom()
            zoom.sourceFrame = rect(a, 0)
            return zoom
        },
        E.hashable("TransitionGeometry.containerBounds", arity: 4, numbers: N.geometry) { a in
            var geometry = plainGeometry
            geometry.containerBounds = rect(a, 0)
            return geometry
        },
        E.hashable("TransitionGeometry.from", arity: 4, numbers: N.geometry) { a in
            var geometry = plainGeometry
            geometry.from = screen(a)
            return geometry
        },
        E.hashable(
            "TransitionGeometry.init(containerBounds:from:to:operation:layoutDirection:zoom:)", arity: 4,
            numbers: N.geometry
        ) { a in
            TransitionGeometry(
                containerBounds: rect(a, 0), from: screen(a), to: screen(a),
                zoom: TransitionGeometry.Zoom(sourceFrame: rect(a, 0), sourceCornerRadius: a[1]))
        },
        E.noNumbers("TransitionGeometry.layoutDirection", "a direction"),
        E.noNumbers("TransitionGeometry.operation", "an operation"),
        E.hashable(
            "TransitionGeometry.samplePhone(operation:layoutDirection:detailToolbarHeight:)", arity: 1,
            numbers: N.geometry
        ) { a in
            TransitionGeometry.samplePhone(detailToolbarHeight: a[0, 44])
        },
        E.hashable("TransitionGeometry.to", arity: 4, numbers: N.geometry) { a in
            var geometry = plainGeometry
            geometry.to = screen(a)
            return geometry
        },
        E.hashable("TransitionGeometry.zoom", arity: 5, numbers: N.geometry) { a in
            var geometry = plainGeometry
            geometry.zoom = TransitionGeometry.Zoom(
                destinationFrame: rect(a, 0), destinationCornerRadius: a[4])
            return geometry
        },
        E.noNumbers("TransitionPath.init()", "takes nothing"),
        E.noNumbers("TransitionPath.init(_:)", "takes route values (their own types)"),
        E.noNumbers("TransitionPath.init(from:)", "decodes type names (fuzzed by TransitionPathTests)"),
        E.hashable("TransitionStyle.backdrop(_:staysUnderScreen:)", arity: 5, numbers: N.style) { a in
            TransitionStyle.zoom.backdrop(
                .tinted(RGBA(red: a[0], green: a[1], blue: a[2], alpha: a[3]), strength: a[4]))
        },
        E.hashable("TransitionStyle.card(id:cornerRadius:)", arity: 1, numbers: N.style) { a in
            TransitionStyle.card(id: 1, cornerRadius: a[0])
        },
        E.hashable("TransitionStyle.duration(_:)", arity: 1, numbers: N.style) { a in
            TransitionStyle.zoom.duration(a[0])
        },
        E.noNumbers("TransitionStyle.reduceMotion(playsAsDesigned:)", "a Boolean"),
        E.noNumbers("TransitionStyle.resolved(reduceMotion:)", "a Boolean (the gallery's)"),
        E.hashable("TransitionStyle.interactivePop(_:)", arity: 1, numbers: N.style) { a in
            TransitionStyle.zoom.interactivePop(.slide.duration(a[0]))
        },
        E.hashable("TransitionStyle.screens(_:)", arity: 1, numbers: N.style) { a in
            TransitionStyle.zoom.screens(.crossFade(duration: a[0]))
        },
        E.hashable("TransitionStyle.timing(_:)", arity: 2, numbers: N.style) { a in
            TransitionStyle.zoom.timing(.spring(SpringTiming(dampingRatio: a[0], duration: a[1])))
        },
        E.hashable("TransitionStyle.zoom(id:)", arity: 1, numbers: N.style) { a in
            TransitionStyle.zoom(id: a[0].isNaN ? 0 : a[0])
        },
        E.noNumbers("TransitionToolbarItem.action", "a closure; the item is not Equatable"),
        E.noNumbers(
            "TransitionToolbarItem.init(_:systemImage:action:)", "takes a title, a name and a closure"),
        E.noNumbers("TransitionToolbarItem.systemImage", "a name"),
        E.noNumbers("TransitionToolbarItem.title", "a title"),
    ]

    // MARK: - TransitionKitCore

    private static let core: [ValueSweepEntry] = [
        E.hashable("Insets.bottom", arity: 1, numbers: N.insets) { a in
            var insets = Insets()
            insets.bottom = a[0]
            return insets
        },
        E.hashable("Insets.init(top:left:bottom:right:)", arity: 4, numbers: N.insets) { a in
            Insets(top: a[0], left: a[1], bottom: a[2], right: a[3])
        },
        E.hashable("Insets.left", arity: 1, numbers: N.insets) { a in
            var insets = Insets()
            insets.left = a[0]
            return insets
        },
        E.hashable("Insets.right", arity: 1, numbers: N.insets) { a in
            var insets = Insets()
            insets.right = a[0]
            return insets
        },
        E.hashable("Insets.top", arity: 1, numbers: N.insets) { a in
            var insets = Insets()
            insets.top = a[0]
            return insets
        },
        E.hashable("RGBA.alpha", arity: 1, numbers: N.color) { a in
            var color = RGBA.white
            color.alpha = a[0]
            return color
        },
        E.hashable("RGBA.blue", arity: 1, numbers: N.color) { a in
            var color = RGBA.white
            color.blue = a[0]
            return color
        },
        E.hashable("RGBA.green", arity: 1, numbers: N.color) { a in
            var color = RGBA.white
            color.green = a[0]
            return color
        },
        E.hashable("RGBA.init(red:green:blue:alpha:)", arity: 4, numbers: N.color) { a in
            RGBA(red: a[0], green: a[1], blue: a[2], alpha: a[3])
        },
        E.hashable("RGBA.red", arity: 1, numbers: N.color) { a in
            var color = RGBA.white
            color.red = a[0]
            return color
        },
        E.noNumbers("Role.custom(_:)", "takes a name"),
        E.noNumbers("Role.snapshot(_:)", "takes a name"),
        E.hashable("SpringTiming.init(dampingRatio:duration:)", arity: 2, numbers: N.spring) { a in
            SpringTiming(dampingRatio: a[0], duration: a[1, 0.5])
        },
        E.hashable("SpringTiming.init(duration:bounce:)", arity: 2, numbers: N.spring) { a in
            SpringTiming(duration: a[0, 0.5], bounce: a[1, 0.2])
        },
        E.hashable(
            "SpringTiming.init(mass:stiffness:damping:allowsOverdamping:)", arity: 3, numbers: N.spring
        ) { a in
            SpringTiming(mass: a[0], stiffness: a[1, 300], damping: a[2, 20], allowsOverdamping: true)
        },
        E.hashable("SpringTiming.init(response:dampingFraction:)", arity: 2, numbers: N.spring) { a in
            SpringTiming(response: a[0, 0.4], dampingFraction: a[1, 0.8])
        },
        E.hashable("SpringTiming.settling(in:)", arity: 1, numbers: N.spring) { a in
            SpringTiming(duration: 0.5, bounce: 0.3).settling(in: a[0])
        },
        E.hashable("TimeWindow.init(start:end:)", arity: 2, numbers: N.window) { a in
            TimeWindow(start: a[0, 0.2], end: a[1, 0.6])
        },
        E.hashable("Timing.curve(_:)", arity: 4, numbers: N.timing) { a in
            Timing.curve(
                TimingCurve(
                    controlPoint1: CGPoint(x: a[0], y: a[1]), controlPoint2: CGPoint(x: a[2], y: a[3])))
        },
        E.hashable("Timing.spring(_:)", arity: 3, numbers: N.timing) { a in
            Timing.spring(SpringTiming(mass: a[0], stiffness: a[1], damping: a[2]))
        },
        E.hashable("Timing.spring(dampingRatio:duration:)", arity: 2, numbers: N.timing) { a in
            Timing.spring(dampingRatio: a[0], duration: a[1, 0.5])
        },
        E.hashable("TimingCurve.init(controlPoint1:controlPoint2:)", arity: 4, numbers: N.curve) { a in
            TimingCurve(controlPoint1: CGPoint(x: a[0], y: a[1]), controlPoint2: CGPoint(x: a[2], y: a[3]))
        },
        E.hashable(
            "Transform2D.init(scaleX:scaleY:rotation:translationX:translationY:)", arity: 5,
            numbers: N.transform
        ) {
            a in
            Transform2D(scaleX: a[0], scaleY: a[1], rotation: a[2], translationX: a[3], translationY: a[4])
        },
        E.hashable("Transform2D.rotation", arity: 1, numbers: N.transform) { a in
            var transform = Transform2D.identity
            transform.rotation = a[0]
            return transform
        },
        E.hashable("Transform2D.scale(_:)", arity: 1, numbers: N.transform) { a in Transform2D.scale(a[0]) },
        E.hashable("Transform2D.scaleX", arity: 1, numbers: N.transform) { a in
            var transform = Transform2D.identity
            transform.scaleX = a[0]
            return transform
        },
        E.hashable("Transform2D.scaleY", arity: 1, numbers: N.transform) { a in
            var transform = Transform2D.identity
            transform.scaleY = a[0]
            return transform
        },
        E.hashable("Transform2D.translation(x:y:)", arity: 2, numbers: N.transform) { a in
            Transform2D.translation(x: a[0], y: a[1])
        },
        E.hashable("Transform2D.translationX", arity: 1, numbers: N.transform) { a in
            var transform = Transform2D.identity
            transform.translationX = a[0]
            return transform
        },
        E.hashable("Transform2D.translationY", arity: 1, numbers: N.transform) { a in
            var transform = Transform2D.identity
            transform.translationY = a[0]
            return transform
        },
        E.hashable("TransitionPlan.Element.from", arity: 6, numbers: N.element) { a in
            var element = TransitionPlan.Element(role: .toView, from: plainState, to: plainState)
            element.from = state(a)
            return element
        },
        E.hashable("TransitionPlan.Element.init(role:from:to:window:)", arity: 6, numbers: N.element) { a in
            TransitionPlan.Element(
                role: .toView, from: state(a), to: state(a), window: TimeWindow(start: a[0, 0], end: a[1, 1]))
        },
        E.noNumbers("TransitionPlan.Element.role", "a role"),
        E.hashable("TransitionPlan.Element.to", arity: 6, numbers: N.element) { a in
            var element = TransitionPlan.Element(role: .toView, from: plainState, to: plainState)
            element.to = state(a)
            return element
        },
        E.hashable("TransitionPlan.Element.window", arity: 2, numbers: N.element) { a in
            var element = TransitionPlan.Element(role: .toView, from: plainState, to: plainState)
            element.window = TimeWindow(start: a[0, 0.1], end: a[1, 0.9])
            return element
        },
        E.hashable("TransitionPlan.init(elements:duration:timing:)", arity: 6, numbers: N.plan) { a in
            TransitionPlan(
                elements: [TransitionPlan.Element(role: .toView, from: state(a), to: plainState)],
                duration: a[0, 0.3],
                timing: .spring(SpringTiming(duration: a[1, 0.4])))
        },
        E.hashable("TransitionPlan.timing", arity: 3, numbers: N.plan) { a in
            var plan = TransitionPlan(elements: [], duration: 0.3, timing: .linear)
            plan.timing = .spring(SpringTiming(mass: a[0], stiffness: a[1], damping: a[2]))
            return plan
        },
        E.hashable("VisualState.additionalSafeAreaInsets", arity: 4, numbers: N.state) { a in
            var state = plainState
            state.additionalSafeAreaInsets = Insets(top: a[0], left: a[1], bottom: a[2], right: a[3])
            return state
        },
        E.hashable("VisualState.alpha", arity: 1, numbers: N.state) { a in
            var state = plainState
            state.alpha = a[0]
            return state
        },
        E.hashable("VisualState.backgroundColor", arity: 4, numbers: N.state) { a in
            var state = plainState
            state.backgroundColor = RGBA(red: a[0], green: a[1], blue: a[2], alpha: a[3])
            return state
        },
        E.hashable("VisualState.cornerRadius", arity: 1, numbers: N.state) { a in
            var state = plainState
            state.cornerRadius = a[0]
            return state
        },
        E.hashable("VisualState.frame", arity: 4, numbers: N.state) { a in
            var state = plainState
            state.frame = rect(a, 0)
            return state
        },
        E.hashable(
            "VisualState.init(frame:alpha:cornerRadius:transform:backgroundColor:additionalSafeAreaInsets:)",
            arity: 6,
            numbers: N.state
        ) { a in
            VisualState(
                frame: rect(a, 0), alpha: a[4], cornerRadius: a[5],
                transform: Transform2D(scaleX: a[0], rotation: a[1]),
                backgroundColor: RGBA(red: a[2], green: a[3], blue: a[4]),
                additionalSafeAreaInsets: Insets(top: a[5]))
        },
        E.hashable("VisualState.transform", arity: 5, numbers: N.state) { a in
            var state = plainState
            state.transform = Transform2D(
                scaleX: a[0], scaleY: a[1], rotation: a[2], translationX: a[3], translationY: a[4])
            return state
        },
        E.hashable("VisualState.with(_:_:)", arity: 2, numbers: N.state) { a in
            plainState.with(\.alpha, a[0]).with(\.cornerRadius, a[1])
        },
    ]

    // MARK: - TransitionKitGestures

    private static let gestures: [ValueSweepEntry] = [
        E.noNumbers("DismissalBackdrop.blur(_:)", "takes a style"),
        E.hashable("DismissalBackdrop.dimming(_:)", arity: 1) { a in DismissalBackdrop.dimming(a[0]) },
        E.hashable("DismissalBackdrop.dimming(_:strength:)", arity: 5) { a in
            DismissalBackdrop.dimming(RGBA(red: a[0], green: a[1], blue: a[2], alpha: a[3]), strength: a[4])
        },
        E.hashable("DismissalBackdrop.tinted(_:strength:)", arity: 5) { a in
            DismissalBackdrop.tinted(RGBA(red: a[0], green: a[1], blue: a[2], alpha: a[3]), strength: a[4])
        },
        E.noNumbers("DismissalMapping.Axes.init(booleanLiteral:)", "takes a Boolean"),
        E.noNumbers("DismissalMapping.Axes.init(rawValue:)", "takes bits"),
        E.hashable("DismissalMapping.backdrop", arity: 2, numbers: N.mapping) { a in
            var mapping = DismissalMapping()
            mapping.backdrop = .tinted(RGBA(red: a[0], green: 0, blue: 0), strength: a[1])
            return mapping
        },
        E.noNumbers("DismissalMapping.backdropGrows", "a Boolean"),
        E.hashable("DismissalMapping.cornerRadius", arity: 1, numbers: N.mapping) { a in
            var mapping = DismissalMapping()
            mapping.cornerRadius = a[0]
            return mapping
        },
        E.hashable("DismissalMapping.distance", arity: 1, numbers: N.mapping) { a in
            var mapping = DismissalMapping()
            mapping.distance = a[0]
            return mapping
        },
        E.noNumbers("DismissalMapping.followedAxes", "axes"),
        E.hashable(
            "DismissalMapping.init(minimumScale:distance:cornerRadius:followsFinger:shrinksTowardSource:backdrop:backdropGrows:shadow:)",
            arity: 6, numbers: N.mapping
        ) { a in
            DismissalMapping(
                minimumScale: a[0, 0.6], distance: a[1, 400], cornerRadius: a[2, 32], followsFinger: [],
                backdrop: .dimming(a[3]), shadow: .fadingIn(opacity: a[4], radius: a[5]))
        },
        E.hashable("DismissalMapping.minimumScale", arity: 1, numbers: N.mapping) { a in
            var mapping = DismissalMapping()
            mapping.minimumScale = a[0]
            return mapping
        },
        E.hashable("DismissalMapping.shadow", arity: 2, numbers: N.mapping) { a in
            var mapping = DismissalMapping()
            mapping.shadow = .fadingIn(opacity: a[0, 0.3], radius: a[1, 12])
            return mapping
        },
        E.noNumbers("DismissalMapping.shrinksTowardSource", "a Boolean"),
        E.hashable("DismissalPolicy.Threshold.distance(_:)", arity: 1) { a in
            DismissalPolicy.Threshold.distance(a[0])
        },
        E.hashable("DismissalPolicy.Threshold.fraction(_:)", arity: 1) { a in
            DismissalPolicy.Threshold.fraction(a[0])
        },
        E.hashable("DismissalPolicy.commitThreshold", arity: 1, numbers: N.dismissal) { a in
            var policy = DismissalPolicy()
            policy.commitThreshold = .fraction(a[0])
            return policy
        },
        E.noNumbers("DismissalPolicy.flickDirection", "a direction"),
        E.hashable("DismissalPolicy.flickSpeed", arity: 1, numbers: N.dismissal) { a in
            var policy = DismissalPolicy()
            policy.flickSpeed = a[0]
            return policy
        },
        E.hashable(
            "DismissalPolicy.init(threshold:flickSpeed:flickDirection:projectsFlick:commitThreshold:pinchScale:)",
            arity: 4,
            numbers: N.dismissal
        ) { a in
            DismissalPolicy(
                threshold: .distance(a[0, 100]), flickSpeed: a[1, 800], commitThreshold: .fraction(a[2, 0.5]),
                pinchScale: a[3, 0.8])
        },
        E.hashable("DismissalPolicy.pinchScale", arity: 1, numbers: N.dismissal) { a in
            var policy = DismissalPolicy()
            policy.pinchScale = a[0]
            return policy
        },
        E.noNumbers("DismissalPolicy.projectsFlick", "a Boolean"),
        E.hashable("DismissalPolicy.threshold", arity: 1, numbers: N.dismissal) { a in
            var policy = DismissalPolicy()
            policy.threshold = .distance(a[0])
            return policy
        },
        E.hashable("DismissalShadow.fadingIn(opacity:radius:)", arity: 2, numbers: N.shadow) { a in
            DismissalShadow.fadingIn(opacity: a[0, 0.3], radius: a[1, 12])
        },
        E.hashable("PanRegion.leading(fraction:)", arity: 1) { a in PanRegion.leading(fraction: a[0]) },
        E.hashable("ReleasePolicy.decelerationRate", arity: 1, numbers: N.release) { a in
            var policy = ReleasePolicy()
            policy.decelerationRate = a[0]
            return policy
        },
        E.hashable("ReleasePolicy.decisiveSpeed", arity: 1) { a in
            var policy = ReleasePolicy()
            policy.decisiveSpeed = a[0]
            return policy
        },
        E.hashable("ReleasePolicy.handOffEpsilon", arity: 1, numbers: N.release) { a in
            var policy = ReleasePolicy()
            policy.handOffEpsilon = a[0]
            return policy
        },
        E.hashable(
            "ReleasePolicy.init(decelerationRate:threshold:decisiveSpeed:handOffEpsilon:maximumSpeed:)",
            arity: 5,
            numbers: N.release
        ) { a in
            ReleasePolicy(
                decelerationRate: a[0, 0.99], threshold: a[1, 0.5], decisiveSpeed: a[2],
                handOffEpsilon: a[3, 0.001],
                maximumSpeed: a[4, 1000])
        },
        E.hashable("ReleasePolicy.maximumSpeed", arity: 1, numbers: N.release) { a in
            var policy = ReleasePolicy()
            policy.maximumSpeed = a[0]
            return policy
        },
        E.hashable("ReleasePolicy.threshold", arity: 1, numbers: N.release) { a in
            var policy = ReleasePolicy()
            policy.threshold = a[0]
            return policy
        },
    ]
}
