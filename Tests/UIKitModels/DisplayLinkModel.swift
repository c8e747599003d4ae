import TransitionKitCore

/// A display link per transition, fed by the test: ``tick(_:)`` delivers one refresh to every
/// running link, as `CADisplayLink` calls its targets. A link started twice under one identity is
/// recorded in the ledger.
///
/// ```swift
/// let frames = DisplayLinkModel(ledger: ledger)
/// core.announcer.intervals.frameClock = frames
/// frames.tick(FrameTick(timestamp: 0, duration: 0.0078125))
/// ```
@MainActor
package final class DisplayLinkModel: FrameClockPort {
    private var running: [UInt64: @MainActor (FrameTick) -> Void] = [:]
    /// Every start and stop, in order (`start 1`, `stop 1`).
    package private(set) var lines: [String] = []
    private let ledger: ContractLedger

    /// Creates a clock whose misuse goes to `ledger`.
    ///
    /// - Parameter ledger: The scene's ledger.
    package init(ledger: ContractLedger) {
        self.ledger = ledger
    }

    /// The links running now.
    package var runningCount: Int { running.count }

    /// `CADisplayLink(target:selector:)` and `add(to:forMode:)`.
    package func startFrames(_ id: UInt64, onFrame: @escaping @MainActor (FrameTick) -> Void) {
        if running[id] != nil { ledger.record("display link \(id) started twice") }
        running[id] = onFrame
        lines.append("start \(id)")
    }

    /// `invalidate()`.
    package func stopFrames(_ id: UInt64) {
        running[id] = nil
        lines.append("stop \(id)")
    }

    /// One display refresh, to every running link (in identity order).
    ///
    /// - Parameter tick: The refresh.
    package func tick(_ tick: FrameTick) {
        for id in running.keys.sorted() { running[id]?(tick) }
    }
}
