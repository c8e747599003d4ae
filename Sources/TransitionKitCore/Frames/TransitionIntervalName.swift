/// Names a transition's signposted interval and frame report: `screens` is "From → To", `message` adds
/// the style and kind.
package struct TransitionIntervalName: Sendable, Hashable {
    /// Which way the transition goes.
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A navigation push.
        case push
        /// A navigation pop.
        case pop
        /// A modal presentation.
        case present
        /// A modal dismissal.
        case dismiss
    }

    /// The screen being left (its type's name).
    package var from: String
    package var to: String
    /// The style played (``TransitionStyle/Kind`` as text), `system` when UIKit or the app's own
    /// animator plays it.
    package var style: String
    /// Push, pop, presentation or dismissal.
    package var kind: Kind
    /// Whether a gesture drove the transition when it began.
    package var isInteractive: Bool

    /// `isInteractive`: a gesture drove it when it began.
    package init(from: String, to: String, style: String, kind: Kind, isInteractive: Bool = false) {
        self.from = from
        self.to = to
        self.style = style
        self.kind = kind
        self.isInteractive = isInteractive
    }

    /// The screen pair, `From → To`.
    package var screens: String { "\(from) → \(to)" }

    /// The interval's message in Instruments: the pair, the style, the kind, and `interactive`
    /// when a gesture drove it.
    package var message: String {
        "\(screens) \(style) \(kind.rawValue)" + (isInteractive ? " interactive" : "")
    }
}
