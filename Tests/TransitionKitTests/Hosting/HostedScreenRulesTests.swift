import Testing

@testable import TransitionKit
@testable import TransitionKitCore

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

/// The one report of a screen without a value mark under registrations by value type.
@Suite struct UnmarkedDestinationReportTests {
    private struct Photo: Hashable { let id: Int }

    @Test func anUnmarkedScreenUnderAValueRuleIsReportedOnce() {
        var rules = HostedScreenRules<String>()
        rules.register(for: Photo.self) { "zoom \($0.id)" }
        rules.register(for: Photo.self) { _ in nil }
        var report = UnmarkedDestinationReport()
        var made: [Bool] = []
        let reports = Diagnostics.record {
            made.append(report.check(HostedScreenFacts(identifiers: ["7"]), rules: rules))
            made.append(report.check(HostedScreenFacts(), rules: rules))
        }
        #expect(made == [true, false])
        #expect(reports.count == 1)
        #expect(reports.first?.category == "navigation")
        #expect(reports.first?.level == .debug)
        #expect(reports.first?.message.contains("Photo") == true)
        #expect(reports.first?.message.contains(".transitionValue(_:)") == true)
    }

    @Test func aMarkedScreenOrNoValueRuleReportsNothing() {
        var valueRules = HostedScreenRules<String>()
        valueRules.register(for: Photo.self) { "zoom \($0.id)" }
        var idRules = HostedScreenRules<String>()
        idRules.register(identifier: "7", "by id")
        var report = UnmarkedDestinationReport()
        let reports = Diagnostics.record {
            report.check(HostedScreenFacts(value: Photo(id: 7)), rules: valueRules)
            report.check(HostedScreenFacts(identifiers: ["7"]), rules: idRules)
            report.check(HostedScreenFacts(), rules: HostedScreenRules<String>())
        }
        #expect(reports.isEmpty)
        #expect(!report.reported)
    }
}
