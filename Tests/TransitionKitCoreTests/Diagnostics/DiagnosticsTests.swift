import Testing

@testable import TransitionKitCore

struct DiagnosticsTests {
    @Test func recordCollectsReportsInOrderWithTheirLevel() {
        let reports = Diagnostics.record {
            Diagnostics.report("barless", "first")
            Diagnostics.report("driver", "second", level: .debug)
        }
        #expect(
            reports == [
                Diagnostic(category: "barless", message: "first", level: .fault),
                Diagnostic(category: "driver", message: "second", level: .debug),
            ])
        #expect(reports.map(\.description) == ["[barless] first", "[driver] second"])
    }

    @Test func scopesDoNotLeakIntoEachOther() {
        let outer = Diagnostics.record {
            Diagnostics.report("a", "outer")
            let inner = Diagnostics.record { Diagnostics.report("b", "inner") }
            #expect(inner.map(\.message) == ["inner"])
        }
        #expect(outer.map(\.message) == ["outer"])
        #expect(Diagnostics.record {}.isEmpty)
    }
}
