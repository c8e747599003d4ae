#if canImport(UIKit)
    import UIKit

    /// The main run loop's turns (``RunLoopTurnPort``): a repeating `kCFRunLoopBeforeWaiting`
    /// observer on the main run loop, in its common modes.
    @MainActor
    final class MainRunLoop: RunLoopTurnPort {
        func observeTurns(_ body: @escaping @MainActor () -> Void) -> any RunLoopTurnObservation {
            let observer = CFRunLoopObserverCreateWithHandler(
                kCFAllocatorDefault, CFRunLoopActivity.beforeWaiting.rawValue, true, 0
            ) { _, _ in
                runOnMainActor(body)
            }
            CFRunLoopAddObserver(CFRunLoopGetMain(), observer, .commonModes)
            return MainRunLoopObservation(observer: observer)
        }
    }

    /// One `CFRunLoopObserver`; invalidated by ``invalidate()`` or when released.
    final class MainRunLoopObservation {
        private let observer: CFRunLoopObserver?

        init(observer: CFRunLoopObserver?) {
            self.observer = observer
        }

        deinit {
            CFRunLoopObserverInvalidate(observer)
        }
    }

    extension MainRunLoopObservation: RunLoopTurnObservation {
        /// `CFRunLoopObserverInvalidate`.
        func invalidate() {
            CFRunLoopObserverInvalidate(observer)
        }
    }

    /// For callbacks on the main thread (run-loop observers, `accessibilityPerformEscape`): what
    /// `MainActor.assumeIsolated` does once its check passes; the iOS 16.5 SDK does not have it.
    func runOnMainActor<Result>(_ body: @MainActor () -> Result) -> Result {
        withoutActuallyEscaping(body) { body in
            unsafeBitCast(body, to: (() -> Result).self)()
        }
    }
#endif
