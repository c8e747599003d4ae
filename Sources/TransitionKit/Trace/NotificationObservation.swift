import Foundation

/// A block-based `NotificationCenter` observation that ends when it is released: its `deinit`
/// removes the token `addObserver(forName:object:queue:using:)` returned (`NSNotification.h`:
/// "The return value is retained by the system, and should be held onto by the caller in order to
/// remove the observer with removeObserver: later, to stop observation."). It belongs to no actor,
/// so a `@MainActor` owner stops observing just by letting it go — its own `deinit`, which Swift 5.9
/// cannot isolate, needs to do nothing.
///
/// ```swift
/// background = NotificationObservation(of: UIApplication.didEnterBackgroundNotification, queue: .main) {
///     [weak self] _ in runOnMainActor { self?.tap.backgrounded() }
/// }
/// ```
final class NotificationObservation {
    private let center: NotificationCenter
    private let token: any NSObjectProtocol

    /// Observes `name` from any sender until released.
    ///
    /// - Parameters:
    ///   - name: The notification.
    ///   - center: The center; the default one unless given.
    ///   - queue: Where `handler` runs; `nil`: on the posting thread.
    ///   - handler: Hears each notification (hold its owner weakly).
    init(
        of name: Notification.Name, in center: NotificationCenter = .default, queue: OperationQueue?,
        _ handler: @escaping @Sendable (Notification) -> Void
    ) {
        self.center = center
        token = center.addObserver(forName: name, object: nil, queue: queue, using: handler)
    }

    deinit {
        center.removeObserver(token)
    }
}
