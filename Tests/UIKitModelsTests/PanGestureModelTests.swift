import Foundation
import Testing
import TransitionKitCore
import UIKitModels

@MainActor
@Suite struct PanGestureModelTests {
    @Test func aScriptedPanDeliversItsReadingsInOrder() {
        let pan = PanGestureModel()
        var readings: [(GestureRecognizerState, CGPoint, CGPoint)] = []
        pan.addTarget { pan in
            readings.append((pan.recognizerState, pan.translation(in: nil), pan.velocity(in: nil)))
        }
        pan.begin(at: CGPoint(x: 4, y: 300))
        #expect(pan.location(in: nil) == CGPoint(x: 4, y: 300))
        pan.change(translation: CGPoint(x: 120, y: 3), velocity: CGPoint(x: 400, y: 0))
        pan.end(translation: CGPoint(x: 180, y: 4), velocity: CGPoint(x: 900, y: 0))
        #expect(readings.map(\.0) == [.began, .changed, .ended])
        #expect(readings[1].1 == CGPoint(x: 120, y: 3) && readings[2].2 == CGPoint(x: 900, y: 0))
        #expect(pan.recognizerState == .possible, "reset after the gesture ends")
    }

    @Test func disablingARecognizingPanCancelsIt() {
        let pan = PanGestureModel()
        pan.addTarget { _ in }
        pan.begin()
        pan.isEnabled = false
        #expect(pan.delivered == [.began, .cancelled])
        pan.begin()
        #expect(pan.delivered == [.began, .cancelled], "a disabled recognizer receives no touches")
    }

    @Test func aFailedGestureCallsNoActionAndStrayChangesAreIgnored() {
        let pan = PanGestureModel()
        var calls = 0
        pan.addTarget { _ in calls += 1 }
        pan.change(translation: CGPoint(x: 10, y: 0))
        pan.fail()
        #expect(calls == 0)
        pan.play(.init(.began), .init(.changed, translation: CGPoint(x: 5, y: 0)), .init(.cancelled))
        #expect(pan.delivered == [.began, .changed, .cancelled])
    }

    @Test func aBeganDuringAGestureIsIgnored() {
        let pan = PanGestureModel()
        var asked = 0
        pan.shouldBegin = { _ in
            asked += 1
            return true
        }
        pan.addTarget { _ in }
        pan.begin()
        pan.change(translation: CGPoint(x: 30, y: 0))
        pan.begin()
        #expect(asked == 1, "a recognizing pan is not asked to begin again")
        #expect(pan.delivered == [.began, .changed])
        #expect(pan.recognizerState == .changed)
    }

    @Test func setTranslationResetsTheBaseline() {
        let pan = PanGestureModel()
        pan.begin()
        pan.change(translation: CGPoint(x: 50, y: 0))
        pan.setTranslation(.zero, in: nil)
        #expect(pan.translation(in: nil) == .zero)
    }

    @Test func aDelegateThatSaysNoFailsTheBeginningAndCallsNoAction() {
        let pan = PanGestureModel()
        final class Delegate {
            var asked: [CGPoint] = []
            var allows = false
        }
        let delegate = Delegate()
        pan.shouldBegin = { pan in
            delegate.asked.append(pan.velocity(in: nil))
            return delegate.allows
        }
        pan.addTarget { _ in }
        pan.begin(velocity: CGPoint(x: 300, y: 0))
        pan.change(translation: CGPoint(x: 40, y: 0))
        #expect(delegate.asked == [CGPoint(x: 300, y: 0)], "asked once, with the readings in place")
        #expect(pan.delivered.isEmpty && pan.recognizerState == .possible)
        delegate.allows = true
        pan.begin()
        #expect(pan.delivered == [.began])
    }
}

@MainActor
@Suite struct PanGestureModelResetTests {
    /// `UIGestureRecognizer.h:29-31`: an ended recognizer is reset to `.possible` — at the next
    /// turn of the run loop, not inside the action's turn.
    @Test func anEndedGestureIsResetAtTheNextTurn() {
        let clock = ModelClock()
        let pan = PanGestureModel(clock: clock)
        pan.addTarget { _ in }
        pan.begin()
        pan.end(translation: CGPoint(x: 10, y: 0))
        #expect(pan.recognizerState == .ended)
        pan.begin()
        #expect(pan.recognizerState == .began, "a new gesture may begin before the reset")
        clock.advance(by: 0)
        #expect(pan.recognizerState == .began, "the old gesture's reset leaves the new one alone")
        pan.cancel()
        clock.advance(by: 0)
        #expect(pan.recognizerState == .possible)
    }
}

@MainActor
@Suite struct TouchModelTests {
    @Test func aTouchReadsInTheCoordinatesOfTheViewAskedFor() {
        let ledger = ContractLedger()
        let window = ViewModel.window(ledger: ledger)
        let column = ViewModel(
            "column", frame: CGRect(x: 320, y: 20, width: 500, height: 800), ledger: ledger)
        window.addSubview(column)
        let touch = TouchModel(inWindow: CGPoint(x: 330, y: 400))
        #expect(touch.location(in: nil) == CGPoint(x: 330, y: 400))
        #expect(touch.location(in: column) == CGPoint(x: 10, y: 380))
        #expect(ledger.violations.isEmpty)
    }
}
