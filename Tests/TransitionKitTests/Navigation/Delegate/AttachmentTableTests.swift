import Testing

@testable import TransitionKit
@testable import TransitionKitCore

struct AttachmentTableTests {
    final class Controller {}
    final class Driver {}
    typealias Table = AttachmentTable<Controller, Driver>

    @Test func aReleasedControllerIsNotRetainedAndItsEntryIsPruned() {
        var table = Table()
        weak var released: Controller?
        weak var releasedDriver: Driver?
        do {
            let controller = Controller()
            let driver = Driver()
            released = controller
            releasedDriver = driver
            _ = table.attach(controller, driver: driver)
            #expect(table.mostRecent === controller)
            #expect(table.driver(for: controller) === driver)
        }
        #expect(released == nil)
        #expect(table.controllers.isEmpty)
        #expect(table.mostRecent == nil)
        #expect(table.currentDriver == nil)
        #expect(table.storedCount == 1)
        #expect(releasedDriver != nil)
        table.prune()
        #expect(table.storedCount == 0)
        #expect(releasedDriver == nil)
    }

    @Test func attachingAnotherControllerPrunesReleasedOnes() {
        var table = Table()
        weak var releasedDriver: Driver?
        do {
            let controller = Controller()
            let driver = Driver()
            releasedDriver = driver
            _ = table.attach(controller, driver: driver)
        }
        let survivor = Controller()
        _ = table.attach(survivor, driver: nil)
        #expect(table.storedCount == 1)
        #expect(releasedDriver == nil)
        #expect(table.controllers.map(ObjectIdentifier.init) == [ObjectIdentifier(survivor)])
    }

    @Test func severalControllersKeepTheirOwnDrivers() {
        var table = Table()
        let first = Controller()
        let second = Controller()
        let firstDriver = Driver()
        let secondDriver = Driver()
        let attached1 = table.attach(first, driver: firstDriver)
        #expect(attached1.driver === firstDriver)
        #expect(attached1.replaced == nil)
        let attached2 = table.attach(second, driver: secondDriver)
        #expect(attached2.driver === secondDriver)
        #expect(attached2.replaced == nil)
        #expect(table.driver(for: first) === firstDriver)
        #expect(table.driver(for: second) === secondDriver)
        #expect(table.driver(for: Controller()) == nil)
        #expect(table.mostRecent === second)
        #expect(table.currentDriver === secondDriver)
    }

    @Test func mostRecentSkipsReleasedControllers() {
        var table = Table()
        let first = Controller()
        let firstDriver = Driver()
        _ = table.attach(first, driver: firstDriver)
        do {
            let second = Controller()
            _ = table.attach(second, driver: Driver())
            #expect(table.mostRecent === second)
        }
        #expect(table.mostRecent === first)
        #expect(table.currentDriver === firstDriver)
        let replacement = Driver()
        let change = table.setCurrentDriver(replacement)
        #expect(change?.controller === first)
        #expect(change?.replaced === firstDriver)
        #expect(table.driver(for: first) === replacement)
        #expect(table.storedCount == 1)
    }

    @Test func reattachingMovesTheControllerToTheTopAndReportsTheReplacedDriver() {
        var table = Table()
        let first = Controller()
        let second = Controller()
        let oldDriver = Driver()
        let newDriver = Driver()
        _ = table.attach(first, driver: oldDriver)
        _ = table.attach(second, driver: nil)
        let again = table.attach(first, driver: newDriver)
        #expect(again.driver === newDriver)
        #expect(again.replaced === oldDriver)
        #expect(table.mostRecent === first)
        #expect(table.storedCount == 2)
        let same = table.attach(first, driver: newDriver)
        #expect(same.replaced == nil)
    }

    @Test func aDriverSetBeforeAnyAttachIsUsedOnceByTheNextAttach() {
        var table = Table()
        let pending = Driver()
        let kept = table.setCurrentDriver(pending)
        #expect(kept == nil)
        #expect(table.currentDriver === pending)
        let controller = Controller()
        let argument = Driver()
        let attached = table.attach(controller, driver: argument)
        #expect(attached.driver === pending)
        #expect(table.driver(for: controller) === pending)
        #expect(table.pendingDriver == nil)
        let other = Controller()
        let attachedAgain = table.attach(other, driver: argument)
        #expect(attachedAgain.driver === argument)
    }

    @Test func aPendingNoDriverBeatsTheAttachArgument() {
        var table = Table()
        let kept = table.setCurrentDriver(nil)
        #expect(kept == nil)
        #expect(table.currentDriver == nil)
        let controller = Controller()
        let attached = table.attach(controller, driver: Driver())
        #expect(attached.driver == nil)
        #expect(table.driver(for: controller) == nil)
    }

    @Test func aDriverSetAfterEveryControllerWasReleasedIsPending() {
        var table = Table()
        do {
            let controller = Controller()
            _ = table.attach(controller, driver: Driver())
        }
        let pending = Driver()
        let kept = table.setCurrentDriver(pending)
        #expect(kept == nil)
        #expect(table.storedCount == 0)
        let next = Controller()
        let attached = table.attach(next, driver: nil)
        #expect(attached.driver === pending)
    }

    @Test func detachReportsTheDriverOnlyForAttachedControllers() {
        var table = Table()
        let controller = Controller()
        let driver = Driver()
        _ = table.attach(controller, driver: driver)
        let stranger = table.detach(Controller())
        #expect(!stranger.wasAttached)
        #expect(stranger.driver == nil)
        let detached = table.detach(controller)
        #expect(detached.wasAttached)
        #expect(detached.driver === driver)
        #expect(table.controllers.isEmpty)
        let again = table.detach(controller)
        #expect(!again.wasAttached)
    }

    @Test func theTableRetainsNoControllerAcrossManyAttachments() {
        var table = Table()
        var survivors: [Controller] = []
        weak var lastReleased: Controller?
        for index in 0..<10 {
            let controller = Controller()
            _ = table.attach(controller, driver: Driver())
            if index.isMultiple(of: 2) { survivors.append(controller) } else { lastReleased = controller }
        }
        #expect(lastReleased == nil)
        #expect(table.controllers.count == 5)
        table.prune()
        #expect(table.storedCount == 5)
        #expect(table.mostRecent === survivors.last)
    }
}
