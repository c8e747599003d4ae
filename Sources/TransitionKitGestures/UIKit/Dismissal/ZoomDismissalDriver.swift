#if canImport(UIKit)
    import QuartzCore
    import UIKit

    /// Lets a zoomed screen be dragged or pinched away, as iOS 18's zoom (on iOS 15+): the screen
    /// follows the finger in 2-D, shrinks and rounds its corners, and on release flies back into
    /// its source or springs back, at the finger's speed.
    ///
    /// ```swift
    /// transitions.zoomDismissal = ZoomDismissalDriver(gestures: [.drag, .pinch])
    /// transitions.zoomDismissal = ZoomDismissalDriver(
    ///     gestures: [.drag, .pinch, .edge], begin: .vertical,
    ///     policy: DismissalPolicy(threshold: .distance(88), flickSpeed: nil),
    ///     mapping: DismissalMapping(minimumScale: 0.8, backdrop: .blur(.systemMaterial)))
    /// transitions.zoomDismissal?.shouldBegin = { screen, gesture, translation in translation.y > 0 }
    /// ```
    ///
    /// ## What it does
    /// A drag (one finger, in the `begin` direction) or a pinch in (at minimum zoom) on a screen
    /// whose pop plays a zoom starts the pop through the navigation delegate's interaction handle
    /// (`NavigationDelegate.beginInteractivePop(of:)`'s path): observers see it begin, its progress
    /// as the finger moves (`animateAlongside` follows) and the release. The screen itself follows
    /// the finger through ``DismissalMapping`` (``mapping``; a card's through ``cardMapping``,
    /// scaling in place); on release ``DismissalPolicy`` decides, and the screen
    /// settles with springs starting at the finger's velocity — its position on one spring (x and y
    /// each with their own relative velocity), its scale on another. A touch while it settles
    /// catches it where it is.
    ///
    /// ## Gating
    /// Horizontal pagers keep horizontal drags, a zoomed-in scroll view keeps every drag and pinch,
    /// a vertical scroll view keeps drags until it is at its top edge, and a horizontal drag from
    /// the leading edge stays the navigation controller's pop swipe (`.edge` is the interaction
    /// driver's on a pushed screen — the driver reports `.edge` there as not applying — and the
    /// driver's own on a presented one: a horizontal drag from its leading edge dismisses it, as
    /// the App Store's card). ``shouldBegin`` is asked last, before anything is measured.
    ///
    /// ## Bad input
    /// See ``DismissalPolicy`` and ``DismissalMapping`` for settings; a screen that is not a zoom
    /// is never dragged; a navigation controller released mid-drag ends the drag.
    @MainActor
    public final class ZoomDismissalDriver: NSObject {
        /// The veto: asked with the zoomed screen, the gesture (a drag, a pinch or the edge swipe)
        /// and the finger's translation so far in points (zero for a pinch), after every other
        /// rule allowed it and before anything is measured or snapshotted (the moment to zoom a
        /// page out or stop a video); `false` leaves the touch to the screen. `nil` (the default)
        /// allows every begin.
        ///
        /// ```swift
        /// driver.shouldBegin = { screen, gesture, translation in translation.y > 0 }
        /// ```
        public var shouldBegin: (@MainActor (UIViewController, DismissalGesture, CGPoint) -> Bool)?

        /// The release rule.
        public var policy: DismissalPolicy {
            get { coordinator.policy }
            set { coordinator.policy = newValue }
        }

        /// How a zoomed screen follows the finger, and the backdrop.
        public var mapping: DismissalMapping {
            get { coordinator.mapping }
            set { coordinator.mapping = newValue }
        }

        /// How a card (`ScreenTransition.card(from:cornerRadius:)`) follows the finger, and the
        /// backdrop: by default it scales in place, as the App Store's card, down to 0.85 over
        /// 200 pt with its corners rounding up to the card's own `cornerRadius` (16 pt when the
        /// card's style is not known), behind the 0.3 dimming
        /// (`DismissalMapping(minimumScale: 0.85, distance: 200, cornerRadius: radius,
        /// followsFinger: false)`). A mapping set here is played as set, its `cornerRadius`
        /// included, for every card. To commit while still dragging, give ``policy`` a
        /// `commitThreshold`.
        public var cardMapping: DismissalMapping {
            get { coordinator.cardMapping }
            set { coordinator.cardMapping = newValue }
        }

        let coordinator: ZoomDismissalCore
        /// The recognizers' delegate (UIKit holds a delegate weakly).
        let etiquette = ZoomDismissalEtiquette()
        /// Where the driver is attached: one station (a drag and a pinch) per site.
        private(set) var stations: [ZoomDismissalStation] = []
        /// The station whose gesture drags or settles now (or asked last while nothing did).
        private(set) var activeStation: ZoomDismissalStation?
        /// The site of the station that drags now.
        var site: (any ZoomDismissalSite)? { activeStation?.site }
        /// The view the current dismissal drives: the transition context's `.from` view, read
        /// from the site once the dismissal began.
        weak var drivenView: UIView?
        /// The backdrop behind the screen while it is dragged.
        var backdropView: UIView?
        /// The shadow under the screen while it is dragged (the mapping's `shadow`), between the
        /// backdrop and the screen: the screen clips to its corners, which would clip its own.
        var shadowView: UIView?
        /// The settling springs: position, then scale.
        var settling: [UIViewPropertyAnimator] = []

        /// Creates a driver.
        ///
        /// - Parameters:
        ///   - gestures: The gestures that dismiss; `[.drag, .pinch]` by default.
        ///   - begin: Where a drag may start; `.any` by default.
        ///   - policy: The release rule; `DismissalPolicy()` by default.
        ///   - mapping: How the screen follows the finger; `DismissalMapping()` by default.
        public init(
            gestures: Set<DismissalGesture> = [.drag, .pinch], begin: DismissalDirection = .any,
            policy: DismissalPolicy = DismissalPolicy(), mapping: DismissalMapping = DismissalMapping()
        ) {
            coordinator = ZoomDismissalCore(
                gate: DismissalGate(gestures: gestures, direction: begin), policy: policy, mapping: mapping)
            super.init()
            etiquette.driver = self
            coordinator.ports = self
            coordinator.reducesTransparency = { UIAccessibility.isReduceTransparencyEnabled }
            coordinator.shouldBegin = { [weak self] start in
                guard let self, let screen = self.site?.screen else { return false }
                return self.shouldBegin?(screen, start.gesture, start.translation) ?? true
            }
        }

        /// Recognizers on the presented controller's view; `decider` (the delegate's presentations) decides
        /// and starts the dismissal. Attaching again detaches first.
        package func attach(
            toPresented presented: UIViewController, view: UIView,
            decidedBy decider: any ZoomDismissalDeciding
        ) {
            attach([PresentedZoomDismissalSite(presented, view: view, decidedBy: decider)])
        }

        /// A drag and pinch on each controller's view (none detaches); `decider` (the delegate's core) decides
        /// and starts each pop. Attaching again detaches first.
        package func attach(
            to navigationControllers: [UINavigationController], decidedBy decider: any ZoomDismissalDeciding
        ) {
            attach(navigationControllers.map { NavigationZoomDismissalSite($0, decidedBy: decider) })
        }

        /// One dismissal runs at a time, on the site whose gesture began it (`DismissalStationChoice`).
        private func attach(_ sites: [any ZoomDismissalSite]) {
            detach()
            coordinator.attached(presented: sites.contains { $0.isPresentation })
            stations = sites.map { ZoomDismissalStation(site: $0, target: self) }
        }

        /// Removes the recognizers; a drag in progress is restored.
        package func detach() {
            coordinator.cancelled()
            _ = stations.map { $0.remove() }
            stations = []
            activeStation = nil
        }

        /// The station `recognizer` belongs to, made the active one when it may take a gesture
        /// now (`DismissalStationChoice`); `nil` refuses the gesture.
        func station(takingGestureOf recognizer: UIGestureRecognizer) -> ZoomDismissalStation? {
            let station = stations.first { $0.owns(recognizer) }
            let taking = station.flatMap { station in
                DismissalStationChoice.mayTake(isActive: station === activeStation, phase: coordinator.phase)
                    ? station : nil
            }
            activeStation = taking ?? activeStation
            return taking
        }

        /// The finger in the window's space (`nil`): the recognizer's view is inside the screen the
        /// drag scales, and a translation read in a scaled view's space would outrun the finger.
        @objc func panned(_ recognizer: UIPanGestureRecognizer) {
            coordinator.handle(
                GestureRecognizerState(recognizer.state), translation: recognizer.translation(in: nil),
                velocity: recognizer.velocity(in: nil), timestamp: CACurrentMediaTime())
        }

        @objc func pinched(_ recognizer: UIPinchGestureRecognizer) {
            coordinator.handle(
                GestureRecognizerState(recognizer.state), translation: .zero, velocity: .zero,
                pinchScale: Double(recognizer.scale), scaleVelocity: Double(recognizer.velocity),
                timestamp: CACurrentMediaTime())
        }
    }

    /// One place a ``ZoomDismissalDriver`` drags on: a site and the drag and pinch on its view,
    /// their target the driver.
    @MainActor
    final class ZoomDismissalStation {
        let site: any ZoomDismissalSite
        /// The one-finger drag.
        let pan = UIPanGestureRecognizer()
        let pinch = UIPinchGestureRecognizer()

        /// Puts a drag and a pinch on `site`'s view.
        init(site: any ZoomDismissalSite, target: ZoomDismissalDriver) {
            self.site = site
            pan.addTarget(target, action: #selector(ZoomDismissalDriver.panned(_:)))
            pinch.addTarget(target, action: #selector(ZoomDismissalDriver.pinched(_:)))
            pan.delegate = target.etiquette
            pinch.delegate = target.etiquette
            pan.maximumNumberOfTouches = 1
            site.view?.addGestureRecognizer(pan)
            site.view?.addGestureRecognizer(pinch)
        }

        /// Whether `recognizer` is this station's.
        func owns(_ recognizer: UIGestureRecognizer) -> Bool {
            recognizer === pan || recognizer === pinch
        }

        /// Takes the recognizers off their view.
        func remove() {
            pan.view?.removeGestureRecognizer(pan)
            pinch.view?.removeGestureRecognizer(pinch)
        }
    }
#endif
