import Foundation
import Testing

@testable import TransitionKit
@testable import TransitionKitCore

/// The device trace's background observation ends with its owner: released, it hears no
/// more notifications (the token is removed, not left in the center).
@Suite struct NotificationObservationTests {
    /// What the handler counts: passed as the notification's object, as the handler is `@Sendable`.
    final class Heard {
        var count = 0
    }

    @Test func aReleasedObservationHearsNothingMore() {
        let center = NotificationCenter()
        let name = Notification.Name("NotificationObservationTests")
        let heard = Heard()
        var observation: NotificationObservation? = NotificationObservation(of: name, in: center, queue: nil)
        {
            ($0.object as? Heard)?.count += 1
        }
        center.post(name: name, object: heard)
        withExtendedLifetime(observation) { #expect(heard.count == 1) }

        observation = nil
        center.post(name: name, object: heard)
        #expect(heard.count == 1, "released: the token is removed from the center")
    }
}
