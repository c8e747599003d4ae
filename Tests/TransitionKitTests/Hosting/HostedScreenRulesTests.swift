import Testing

@testable import TransitionKit

/// Registrations of a hosted stack by value type, view type and identifier.
@Suite struct HostedScreenRulesTests {
    private struct Photo: Hashable { let id: Int }
    private struct Album: Hashable { let id: Int }
    private struct PhotoScreen {}

    private func facts(_ value: AnyHashable?, view: Any.Type? = nil, ids: [String] = []) -> HostedScreenFacts
    {
        HostedScreenFacts(value: value, viewType: view.map(ObjectIdentifier.init), identifiers: ids)
    }

    @Test func aValueTypeRuleReceivesTheMarkedValue() {
        var rules = HostedScreenRules<String>()
        rules.register(for: Photo.self) { "zoom \($0.id)" }
        #expect(rules.transition(for: facts(Photo(id: 7))) == "zoom 7")
        #expect(rules.transition(for: facts(Album(id: 7))) == nil, "a type no destination marks never fires")
        #expect(rules.transition(for: facts(nil)) == nil)
    }

    @Test func valueBeatsViewBeatsIdentifierAndTheLatestWinsWithinAKind() {
        var rules = HostedScreenRules<String>()
        rules.register(identifier: "hero", "by id")
        rules.register(viewType: ObjectIdentifier(PhotoScreen.self), "by view")
        rules.register(for: Photo.self) { _ in "first value rule" }
        rules.register(for: Photo.self) { _ in "latest value rule" }
        let all = facts(Photo(id: 1), view: PhotoScreen.self, ids: ["hero"])
        #expect(rules.transition(for: all) == "latest value rule")
        #expect(
            rules.transition(for: facts(Album(id: 1), view: PhotoScreen.self, ids: ["hero"])) == "by view")
        #expect(rules.transition(for: facts(nil, ids: ["other", "hero"])) == "by id")
    }

    @Test func aRuleReturningNilLetsTheNextDecide() {
        var rules = HostedScreenRules<String>()
        rules.register(for: Photo.self) { _ in "older" }
        rules.register(for: Photo.self) { $0.id == 1 ? nil : "newer" }
        #expect(rules.transition(for: facts(Photo(id: 1))) == "older")
        #expect(rules.transition(for: facts(Photo(id: 2))) == "newer")
    }

    @Test func factsTakeTheFirstMarkerAndEveryIdentifierOnceInReadingOrder() {
        // root ─ a(id x) ─ a1(marker 1, id y)
        //      └ b(marker 2, id x)
        let children = ["root": ["a", "b"], "a": ["a1"]]
        let markers: [String: AnyHashable] = ["a1": 1, "b": 2]
        let ids = ["a": "x", "a1": "y", "b": "x"]
        let read = HostedScreenFacts.read(
            from: "root", children: { children[$0] ?? [] },
            marker: { node in markers[node].map { ($0, ObjectIdentifier(Int.self)) } },
            identifier: { ids[$0] })
        #expect(read.value == AnyHashable(1))
        #expect(read.viewType == ObjectIdentifier(Int.self))
        #expect(read.identifiers == ["x", "y"])
    }
}
