/// Moves the system bars during an animated push or pop that an animator other than UIKit's own
/// slide plays (``SystemBarChoreography``); UIKit's slide moves them itself.
@MainActor
final class SystemBarMover<Host: NavigationDelegateHost> {
    typealias Stack = Host.Stack

    /// Held weakly: it owns the core that owns this mover.
    weak var host: Host?
    /// Tells whether the transition plays an animator other than UIKit's slide; read in the first
    /// alongside block, after UIKit asked for the animation controller.
    private let vendor: TransitionVendor<Host>

    init(vendor: TransitionVendor<Host>) {
        self.vendor = vendor
    }

    /// Reads the bars at `willShow` and after the arriving `viewWillAppear`, moves them inside the animation,
    /// settles them in the completion; never for UIKit's own slide. See NavigationInternals, "System bars".
    func moveSystemBars(during coordinator: Stack.PortCoordinator, in stack: Stack) {
        guard host != nil, coordinator.isTransition(of: stack) else { return }
        let leaving = coordinator.viewController(forKey: .from)
        let leavingModes =
            stack.viewControllers.prefix { $0 !== leaving }.map(\.largeTitleDisplayMode)
            + (leaving.map { [$0.largeTitleDisplayMode] } ?? [])
        let before = (
            tabBar: Self.movableTabBar(of: stack).map {
                SystemBarChoreography.Reading(frame: $0.frame, isHidden: $0.isHidden)
            },
            navigationBar: SystemBarChoreography.Reading(
                frame: stack.navigationBarView.frame, isHidden: stack.isNavigationBarHidden,
                showsLargeTitle: SystemBarChoreography.showsLargeTitle(
                    prefersLargeTitles: stack.prefersLargeTitles, modes: leavingModes))
        )
        let moves = SystemBarMoves()
        coordinator.animate(
            alongsideTransition: { [weak self, weak stack] _ in
                guard let self, let stack, self.vendor.customAnimatorPlays(in: stack) else {
                    return
                }
                moves.tabBar = SystemBarChoreography.motion(
                    of: .tabBar, before: before.tabBar,
                    after: Self.movableTabBar(of: stack).map {
                        SystemBarChoreography.Reading(
                            frame: $0.frame,
                            isHidden: SystemBarChoreography.hidesTabBar(
                                stack.viewControllers.map(\.hidesBottomBarWhenPushed)))
                    })
                let navigationBar = stack.navigationBarView
                if before.navigationBar.isHidden, !stack.isNavigationBarHidden {
                    host?.performWithoutAnimation { stack.layOutBars() }
                }
                moves.navigationBar = SystemBarChoreography.motion(
                    of: .navigationBar, before: before.navigationBar,
                    after: SystemBarChoreography.Reading(
                        frame: navigationBar.frame, isHidden: stack.isNavigationBarHidden,
                        showsLargeTitle: SystemBarChoreography.showsLargeTitle(
                            prefersLargeTitles: stack.prefersLargeTitles,
                            modes: stack.viewControllers.map(\.largeTitleDisplayMode))))
                startMoving(Self.movableTabBar(of: stack), moves.tabBar)
                startMoving(navigationBar, moves.navigationBar)
                if moves.navigationBar == .laysOut { stack.layOutBars() }
            },
            completion: { [weak self, weak stack] context in
                guard let self, let stack else { return }
                let finished = !context.isCancelled
                endMoving(Self.movableTabBar(of: stack), moves.tabBar, finished: finished)
                endMoving(stack.navigationBarView, moves.navigationBar, finished: finished)
                if moves.navigationBar == .laysOut, !finished {
                    self.host?.performWithoutAnimation { stack.layOutBars() }
                }
            })
    }

    /// The tab bar a transition may move: the classic one (``TabBarVariant/isMovedByTransitions``).
    private static func movableTabBar(of stack: Stack) -> Stack.PortView? {
        stack.tabBarVariant.isMovedByTransitions ? stack.tabBarView : nil
    }

    /// Puts `bar` where `motion` starts, without animation, then moves it to where it ends in the
    /// animation context current now (the transition's).
    private func startMoving(_ bar: Stack.PortView?, _ motion: SystemBarChoreography.Motion) {
        guard let bar, let host else { return }
        if let start = motion.start {
            host.performWithoutAnimation {
                bar.isHidden = start.isHidden
                bar.transform2D = .translation(x: 0, y: start.offset)
            }
        }
        if let end = motion.end { bar.transform2D = .translation(x: 0, y: end) }
    }

    /// Leaves `bar` as the screen shown now shows it, once the transition is over.
    private func endMoving(_ bar: Stack.PortView?, _ motion: SystemBarChoreography.Motion, finished: Bool) {
        guard let bar, let host else { return }
        host.performWithoutAnimation {
            if let isHidden = motion.isHidden(finished: finished) {
                bar.transform2D = .identity
                bar.isHidden = isHidden
            }
        }
    }
}

/// The motions of one transition's system bars, decided in its first alongside block and
/// finished in its completion.
@MainActor
final class SystemBarMoves {
    var tabBar = SystemBarChoreography.Motion.stays
    var navigationBar = SystemBarChoreography.Motion.stays
}
