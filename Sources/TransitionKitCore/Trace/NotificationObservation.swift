import Foundation

/// Removes its token in `deinit` (`NSNotification.h`: the caller holds it to remove the observer). Of no
/// actor, so a `@MainActor` owner stops observing by letting it go; its own `deinit` does nothing.
package final class NotificationObservation {
    private let center: NotificationCenter
    private let token: any NSObjectProtocol

    /// `queue` `nil` runs `handler` on the posting thread; hold the handler's owner weakly.
    package init(
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
