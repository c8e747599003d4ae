import Foundation
import TestSupport
import Testing
import TransitionKitCore

/// Every public initializer, enum case with a payload, factory and setter of every public value
/// type, fed NaN, ±∞, subnormals, ±1e300 and the other extremes (at each numeric position alone,
/// then at all), builds values equal to themselves and to an identical copy, hashing alike, that
/// store finite numbers; and the table of them covers the API baselines.
struct PublicValueSweepTests {
    private typealias Row = (path: String, declaration: String)

    private static let allEntries = PublicValueSweepTable.entries + PublicValueSweepTable.iOSOnlyEntries

    /// The members the sweep must cover of the value types in `file` (less those of the value types
    /// in `other`), as the table names them; an overload appears once per overload.
    static func baselineSymbols(_ file: String, excludingTypesOf other: String? = nil) throws -> [String] {
        let rows = try Self.rows(file)
        var valueTypes = Self.valueTypes(rows)
        if let other { valueTypes.subtract(Self.valueTypes(try Self.rows(other))) }
        return rows.compactMap { row in
            guard let dot = row.path.range(of: ".", options: .backwards, range: Self.nameRange(row.path)),
                valueTypes.contains(String(row.path[..<dot.lowerBound])),
                !row.declaration.hasPrefix("conforms")
            else { return nil }
            let owner = String(row.path[..<dot.lowerBound])
            let name = String(row.path[dot.upperBound...])
            let shortOwner = owner.split(separator: ".").last.map(String.init) ?? owner
            let declaration = row.declaration
            let returns = declaration.components(separatedBy: "->").dropFirst().last ?? ""
            let isInitializer = name.hasPrefix("init(")
            let isSettable =
                declaration.hasPrefix("var ")
                && (declaration.contains("{ get set }") || !declaration.contains("{"))
            let isPayloadCase = declaration.hasPrefix("case ") && name.contains("(")
            let isFactory =
                declaration.range(of: #"\bfunc\b"#, options: .regularExpression) != nil && name.contains("(")
                && !name.hasSuffix("()")
                && returns.range(of: #"\b(\#(shortOwner)|Self)\b"#, options: .regularExpression) != nil
            return isInitializer || isSettable || isPayloadCase || isFactory ? row.path : nil
        }
    }

    /// The rows of a baseline file in `API/`: symbol path and declaration.
    private static func rows(_ file: String) throws -> [Row] {
        let baseline = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("API").appendingPathComponent(file)
        return try String(contentsOf: baseline, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") }
            .map { $0.components(separatedBy: "  ") }
            .filter { $0.count >= 3 }
            .map { (path: $0[1], declaration: $0[2...].joined(separator: "  ")) }
    }

    /// The structs and enums a baseline declares.
    private static func valueTypes(_ rows: [Row]) -> Set<String> {
        Set(
            rows.filter { $0.declaration.hasPrefix("struct ") || $0.declaration.hasPrefix("enum ") }.map(
                \.path))
    }

    /// The part of a path before a parameter list, where the owner/name dot is searched.
    private static func nameRange(_ path: String) -> Range<String.Index> {
        path.startIndex..<(path.firstIndex(of: "(") ?? path.endIndex)
    }

    /// Linux: every value type; iOS: the value types only the iOS build has.
    @Test(arguments: [false, true])
    func theTableCoversEveryPublicInitializerCaseFactoryAndSetter(iOSOnly: Bool) throws {
        let baseline =
            iOSOnly
            ? try Self.baselineSymbols("iOS.txt", excludingTypesOf: "Linux.txt")
            : try Self.baselineSymbols("Linux.txt")
        let table = (iOSOnly ? PublicValueSweepTable.iOSOnlyEntries : PublicValueSweepTable.entries).map(
            \.symbol)
        let expected = Dictionary(baseline.map { ($0, 1) }, uniquingKeysWith: +)
        let listed = Dictionary(table.map { ($0, 1) }, uniquingKeysWith: +)
        #expect(
            baseline.count > (iOSOnly ? 5 : 100), "the baseline parser found only \(baseline.count) symbols")
        for (symbol, count) in expected.sorted(by: { $0.key < $1.key }) where listed[symbol] != count {
            Issue.record("\(symbol): \(count) in the baseline, \(listed[symbol] ?? 0) sweep entries")
        }
        for symbol in listed.keys.sorted() where expected[symbol] == nil {
            Issue.record("\(symbol): a sweep entry for no public symbol of the baseline")
        }
        for entry in Self.allEntries {
            #expect((entry.check == nil) == (entry.reason != nil), "\(entry.symbol)")
            #expect(entry.check == nil || entry.arity > 0, "\(entry.symbol)")
        }
    }

    /// The library's reports of the numbers it replaced are recorded, not printed: ordinary
    /// arguments report nothing, and each hostile call's reports are faults (a programmer error
    /// worked around) from the areas the values belong to.
    @Test(arguments: allEntries.filter { $0.check != nil }.map(\.symbol).uniqued())
    func hostileNumbersBuildStableFiniteValues(symbol: String) {
        for entry in Self.allEntries where entry.symbol == symbol {
            guard let check = entry.check else { continue }
            var failures: [String] = []
            let ordinary = Diagnostics.record { _ = check(HostileArguments(value: 1, position: nil)) }
            #expect(ordinary.isEmpty, "\(symbol) reports ordinary arguments: \(ordinary)")
            var reports: [Diagnostic] = []
            for value in HostileValues.extremeDoubles {
                for position in [nil] + (0..<entry.arity).map(Optional.some) {
                    var problems: [String] = []
                    reports += Diagnostics.record {
                        problems = check(HostileArguments(value: value, position: position))
                    }
                    if !problems.isEmpty {
                        failures.append(
                            "\(value) at \(position.map(String.init) ?? "every position"): \(problems)")
                    }
                }
            }
            #expect(failures.isEmpty, "\(symbol): \(failures.count) failures, first \(failures.prefix(3))")
            let unexpected = reports.filter {
                $0.level != .fault || !Self.reportingAreas.contains($0.category)
            }
            #expect(unexpected.isEmpty, "\(symbol): \(unexpected.prefix(3))")
        }
    }

    /// The areas whose values report a hostile number they replace.
    private static let reportingAreas: Set<String> = ["backdrop", "dismissal"]
}

extension Array where Element: Hashable {
    /// The elements in order, each once.
    fileprivate func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
