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

    /// Runs `body` on the main actor from a callback made on the main thread: a run loop calls its
    /// observers on its own thread, and this observer is on the main run loop (CFRunLoop.h); UIKit
    /// calls methods its headers do not annotate (`accessibilityPerformEscape`) on the main thread.
    /// `MainActor.assumeIsolated` (Swift 5.9) is not in the iOS 16.5 SDK's concurrency library;
    /// this is what it does once its check passes.
    func runOnMainActor<Result>(_ body: @MainActor () -> Result) -> Result {
        withoutActuallyEscaping(body) { body in
            unsafeBitCast(body, to: (() -> Result).self)()
        }
    }
#endif
