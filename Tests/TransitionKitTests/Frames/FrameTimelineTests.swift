import Testing

@testable import TransitionKit
@testable import TransitionKitCore

/// The frame report's figures from display-link timestamps: exact for frames on time, dropped,
/// going backwards, a stopped link and no frames; never NaN. Durations are powers of two
/// (1/128 s ≈ a 120 Hz frame) so that every figure is exact in binary.
@Suite struct FrameTimelineTests {
    static let frame = 1.0 / 128

    /// A timeline fed `timestamps`, each tick with the 1/128 s duration.
    func timeline(_ timestamps: [Double], duration: Double = frame) -> FrameTimeline {
        var timeline = FrameTimeline()
        for timestamp in timestamps { timeline.add(FrameTick(timestamp: timestamp, duration: duration)) }
        return timeline
    }

    @Test func framesOnTimeHaveNoHitch() {
        let frames = timeline((0...8).map { Double($0) * Self.frame })
        #expect(frames.frameCount == 9)
        #expect(frames.longestFrame == Self.frame)
        #expect(frames.hitchTime == 0)
        #expect(frames.elapsed == 8 * Self.frame)
        #expect(frames.hitchTimeRatio == 0)
        #expect(frames.ignoredFrameCount == 0)
    }

    @Test func droppedFramesAreHitchTimeBeyondOneFrame() {
        // Frames at 0, 1, 4, 5, 7 (in frames): three missed after 1, one after 5.
        let frames = timeline([0, 1, 4, 5, 7].map { $0 * Self.frame })
        #expect(frames.frameCount == 5)
        #expect(frames.longestFrame == 3 * Self.frame)
        #expect(frames.hitchTime == 3 * Self.frame, "2 late after the third, 1 after the fifth")
        #expect(frames.elapsed == 7 * Self.frame)
        #expect(frames.hitchTimeRatio == 3.0 / 7 * 1000)
    }

    @Test func jitterWithinHalfAFrameIsOnTime() {
        let frames = timeline([0, 1.5, 2.5].map { $0 * Self.frame })
        #expect(frames.hitchTime == 0)
        #expect(frames.longestFrame == 1.5 * Self.frame)
    }

    @Test func theExpectedDurationIsTheEarlierFramesAsTheRateChanges() {
        var frames = FrameTimeline()
        frames.add(FrameTick(timestamp: 0, duration: 1.0 / 64))  // 60 Hz now
        frames.add(FrameTick(timestamp: 1.0 / 64, duration: 1.0 / 128))  // on time at 60 Hz, 120 Hz next
        frames.add(FrameTick(timestamp: 1.0 / 64 + 1.0 / 32, duration: 1.0 / 128))
        #expect(frames.hitchTime == 1.0 / 32 - 1.0 / 128)
    }

    @Test func aTimestampGoingBackwardsOrRepeatedIsIgnoredAndCounted() {
        let frames = timeline([0, 1, 0.5, 1, 2].map { $0 * Self.frame })
        #expect(frames.frameCount == 3)
        #expect(frames.ignoredFrameCount == 2)
        #expect(frames.longestFrame == Self.frame)
        #expect(frames.hitchTime == 0)
        #expect(frames.elapsed == 2 * Self.frame)
    }

    @Test func aStoppedLinkThatResumesShowsItsGapAsAHitch() {
        // The app went to the background for a quarter second and came back.
        let frames = timeline([0, 1, 33, 34].map { $0 * Self.frame })
        #expect(frames.frameCount == 4)
        #expect(frames.longestFrame == 32 * Self.frame)
        #expect(frames.hitchTime == 31 * Self.frame)
        #expect(frames.hitchTimeRatio == 31.0 / 34 * 1000)
    }

    @Test func noFramesOrOneAreAllZeros() {
        for frames in [timeline([]), timeline([5])] {
            #expect(frames.longestFrame == 0)
            #expect(frames.hitchTime == 0)
            #expect(frames.elapsed == 0)
            #expect(frames.hitchTimeRatio == 0)
        }
        #expect(timeline([5]).frameCount == 1)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func aTickThatIsNotFiniteIsIgnored(value: Double) {
        var frames = timeline([0, 1].map { $0 * Self.frame })
        frames.add(FrameTick(timestamp: value, duration: Self.frame))
        frames.add(FrameTick(timestamp: 2 * Self.frame, duration: value))
        frames.add(FrameTick(timestamp: 2 * Self.frame, duration: 0))
        frames.add(FrameTick(timestamp: 2 * Self.frame, duration: -Self.frame))
        #expect(frames.ignoredFrameCount == 4)
        #expect(frames.frameCount == 2)
        #expect(frames.hitchTimeRatio == 0)
    }

    @Test func extremeTimestampsLeaveEveryFigureFinite() {
        let frames = timeline([-Double.greatestFiniteMagnitude, 0, Double.greatestFiniteMagnitude])
        for figure in [frames.longestFrame, frames.hitchTime, frames.elapsed, frames.hitchTimeRatio] {
            #expect(figure.isFinite)
        }
        #expect(frames.hitchTimeRatio <= 1000)
        #expect(frames.ignoredFrameCount == 1, "the gap past the largest double is not a frame")
    }
}
