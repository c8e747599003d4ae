import Testing

@testable import TransitionKit
@testable import TransitionKitCore

/// Which declared destination builds a path value's screen.
struct RouteDestinationsTests {
    private let root = RouteID(rawValue: 0)
    private let detail = RouteID(rawValue: 1)

    @Test func theDeclarationClosestToTheRootWins() {
        var destinations = RouteDestinations<String>()
        destinations.declare(Int.self, by: root, builder: "root's", live: [root])
        destinations.declare(Int.self, by: detail, builder: "detail's", live: [root, detail])
        destinations.declare(String.self, by: detail, builder: "detail's strings", live: [root, detail])
        #expect(
            destinations.builder(for: Int.self, in: [root, detail]) == "root's", "NavigationStack's order")
        #expect(destinations.builder(for: Int.self, in: [root]) == "root's")
        #expect(destinations.builder(for: String.self, in: [root, detail]) == "detail's strings")
    }

    @Test func severalTypesAreDeclaredSeparately() {
        var destinations = RouteDestinations<String>()
        destinations.declare(Int.self, by: root, builder: "ints", live: [root])
        destinations.declare(String.self, by: root, builder: "strings", live: [root])
        #expect(destinations.builder(for: Int.self, in: [root]) == "ints")
        #expect(destinations.builder(for: String.self, in: [root]) == "strings")
        #expect(destinations.builder(for: Double.self, in: [root]) == nil, "undeclared")
    }

    @Test func declaringAgainReplacesAndGoneRoutesAreDropped() {
        var destinations = RouteDestinations<String>()
        destinations.declare(Int.self, by: detail, builder: "old", live: [root, detail])
        destinations.declare(Int.self, by: detail, builder: "new", live: [root, detail])
        #expect(destinations.builder(for: Int.self, in: [root, detail]) == "new")
        destinations.declare(String.self, by: root, builder: "strings", live: [root])
        #expect(destinations.builder(for: Int.self, in: [root, detail]) == nil, "detail left the stack")
    }
}
