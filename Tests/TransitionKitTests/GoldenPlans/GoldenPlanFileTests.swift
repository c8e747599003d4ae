import Foundation
import Testing

struct GoldenPlanFileTests {
    static let name = "zoom/push-leftToRight-equalToolbars-reduceMotionOff.json"
    static let caseName = "zoom/push/leftToRight/equalToolbars/reduceMotionOff"

    /// A real case's document, so the messages are tested on the real shape.
    static func document() throws -> GoldenJSON {
        let goldenCase = try #require(GoldenPlanCase.all.first { $0.name == caseName })
        return GoldenPlanDocument.json(name: caseName, played: try #require(goldenCase.played()))
    }

    @Test func onlyTheUpdateVariableSetToOneWrites() {
        #expect(!GoldenPlanFile.isUpdating([:]))
        #expect(!GoldenPlanFile.isUpdating(["TK_UPDATE_GOLDENS": "0"]))
        #expect(!GoldenPlanFile.isUpdating(["TK_UPDATE_GOLDENS": ""]))
        #expect(GoldenPlanFile.isUpdating(["TK_UPDATE_GOLDENS": "1"]))
    }

    @Test func aMatchingGoldenIsNoFailure() throws {
        let now = try Self.document()
        let reading = GoldenPlanFile.parse(Data(now.text.utf8))
        #expect(
            GoldenPlanFile.failure(now: now, reading: reading, name: Self.name, caseName: Self.caseName)
                == nil)
    }

    @Test func driftListsTheCaseAndTheFirstPathsSummaryFirst() throws {
        let now = try Self.document()
        guard case .object(let members) = now, case .number(let seconds) = members["duration"] else {
            Issue.record("a document has a duration")
            return
        }
        let duration = GoldenJSON.format(seconds)
        // The sample grid cell's corner radius, 12, shows at progress 0 running and scrubbing.
        let edited = now.text
            .replacingOccurrences(of: #""duration": \#(duration)"#, with: #""duration": 7"#)
            .replacingOccurrences(of: #""cornerRadius": 12"#, with: #""cornerRadius": 10"#)
        let message = try #require(
            GoldenPlanFile.failure(
                now: now, reading: GoldenPlanFile.parse(Data(edited.utf8)), name: Self.name,
                caseName: Self.caseName, shown: 2))
        let lines = message.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "Golden plan drift in \(Self.caseName) (Tests/GoldenPlans/\(Self.name)): 3 values differ.")
        #expect(lines.dropFirst().first == "  duration: golden 7, now \(duration)")
        #expect(lines.dropFirst(2).first == "  running[0].snapshot.zoom.cornerRadius: golden 10, now 12")
        #expect(lines.dropFirst(3).first == "  … and 1 more.")
        #expect(lines.last?.contains("Scripts/update-goldens.sh") == true)
    }

    @Test(arguments: [0, 1, 100, 2000])
    func aTruncatedGoldenNamesTheFileAndTheFix(keptBytes: Int) throws {
        let text = try Self.document().text
        let reading = GoldenPlanFile.parse(Data(text.utf8.prefix(keptBytes)))
        let message = try #require(
            GoldenPlanFile.failure(
                now: try Self.document(), reading: reading, name: Self.name, caseName: Self.caseName))
        #expect(message.hasPrefix("Golden plan Tests/GoldenPlans/\(Self.name) is not valid JSON"))
        #expect(message.contains("git checkout -- Tests/GoldenPlans/\(Self.name)"))
        #expect(message.contains("Scripts/update-goldens.sh"))
    }

    @Test func aMissingGoldenNamesTheFileAndTheFix() throws {
        #expect(
            GoldenPlanFile.failure(
                now: try Self.document(), reading: .missing, name: Self.name, caseName: Self.caseName)
                == "Golden plan Tests/GoldenPlans/\(Self.name) is missing. "
                + "Run Scripts/update-goldens.sh to write it, then review and commit it.")
        if case .missing = GoldenPlanFile.read("no-such-style/push.json") {
        } else {
            Issue.record("a file that does not exist reads as missing")
        }
    }

    @Test func theFolderIsFoundFromThisSourceFile() {
        let package = GoldenPlanFile.packageRoot.appendingPathComponent("Package.swift")
        #expect(FileManager.default.fileExists(atPath: package.path))
    }
}
