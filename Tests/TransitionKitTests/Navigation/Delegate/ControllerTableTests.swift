import Testing

@testable import TransitionKit
@testable import TransitionKitCore

@Suite struct ControllerTableTests {
    final class Controller {}

    @Test func valuesArePerControllerAndDefaultUntilWritten() {
        var table = ControllerTable<Controller, Int>()
        let a = Controller()
        let b = Controller()
        #expect(table[a] == nil)
        #expect(table[a, default: 7] == 7)
        #expect(table.storedCount == 0, "reading does not store")
        table[a, default: 0] += 1
        table[b, default: 10] += 1
        table[a, default: 0] += 1
        #expect(table[a] == 2)
        #expect(table[b] == 11)
        #expect(table.storedCount == 2)
    }

    @Test func releasedControllersAreNeitherKeptAliveNorRead() throws {
        var table = ControllerTable<Controller, Int>()
        weak var released: Controller?
        var releasedID: ObjectIdentifier?
        do {
            let controller = Controller()
            released = controller
            releasedID = ObjectIdentifier(controller)
            table[controller, default: 0] = 5
        }
        #expect(released == nil, "the table holds controllers weakly")
        #expect(table.storedCount == 1)
        #expect(table.prune() == [try #require(releasedID)], "pruning names the released controller")
        #expect(table.storedCount == 0)
        let kept = Controller()
        do {
            let controller = Controller()
            table[controller, default: 0] = 1
        }
        table[kept, default: 0] = 1
        #expect(table.storedCount == 1, "a write prunes released entries")
        #expect(table[kept] == 1)
    }
}
