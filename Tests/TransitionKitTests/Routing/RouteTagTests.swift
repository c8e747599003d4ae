import Testing

@testable import TransitionKit
@testable import TransitionKitCore

struct RouteTagTests {
    @Test func literalAndInitializerAgree() {
        let literal: RouteTag = "detail"
        #expect(literal == RouteTag("detail"))
        #expect(literal.rawValue == "detail")
        #expect(literal.description == "detail")
        #expect(literal != RouteTag("Detail"))
    }

    @Test func routeIDsOrderByCreation() {
        #expect(RouteID(rawValue: 1) < RouteID(rawValue: 2))
        #expect(RouteID(rawValue: 3).description == "route#3")
    }
}
