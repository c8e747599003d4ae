import Foundation
import Testing
import TransitionKitPreview

struct PreviewCommandTests {
    private func run(_ arguments: [String]) -> PreviewCommand.Result {
        PreviewCommand.run(arguments: arguments, catalog: PreviewFixtures.catalog)
    }

    @Test func listNamesEveryTransition() {
        let result = run(["--list"])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput == "tiny       A tiny test plan\nuikitOnly  Left to UIKit\n")
        #expect(result.standardError.isEmpty)
    }

    @Test func helpDocumentsEveryOption() {
        let result = run(["--help"])
        #expect(result.exitCode == 0)
        for option in [
            "--list", "--operation push|pop", "--progress P", "--format svg|json|html", "--frames N", "--rtl",
            "--output PATH", "--help",
        ] {
            #expect(result.standardOutput.contains(option))
        }
    }

    @Test func helpDocumentsEveryExitStatus() {
        let help = run(["--help"]).standardOutput
        for status in [
            "  0   success", "  64  bad arguments", "  65  ", "  73  the output path", "  74  writing",
        ] {
            #expect(help.contains(status))
        }
    }

    @Test func rendersJSONToStandardOutput() {
        let result = run(["tiny", "--format", "json", "--progress", "0.25"])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput == JSONRenderer().render(PreviewFixtures.scene, progress: 0.25))
        #expect(result.standardError.isEmpty)
    }

    @Test func popRendersTheReversedPlan() {
        let result = run(["tiny", "--operation", "pop", "--format", "json", "--progress", "0.75"])
        #expect(result.standardOutput.contains("\"operation\": \"pop\""))
        #expect(result.standardOutput.contains("\"frame\": [-25, 0, 390, 844]"))
    }

    @Test func framesMakeAFilmstrip() {
        let result = run(["tiny", "--frames", "4"])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput == SVGRenderer().filmstrip(PreviewFixtures.scene, frames: 4))
    }

    @Test(arguments: [
        (
            ["tiny", "--progress", "2"], Int32(64),
            "error: invalid value '2' for --progress: expected a number from 0 to 1\n"
        ),
        (
            ["tiny", "--frames", "-1"], 64,
            "error: invalid value '-1' for --frames: expected a whole number from 1 to 120\n"
        ),
        (["zoomy"], 64, "error: unknown transition 'zoomy'; known transitions: tiny, uikitOnly\n"),
        ([], 64, "error: no transition given; name one from --list, e.g. 'transitionkit-preview fade'\n"),
        (["tiny", "--verbose"], 64, "error: unknown option '--verbose' (see --help)\n"),
        (
            ["uikitOnly"], 65,
            "error: 'uikitOnly' has no neutral plan for push (UIKit animates it), so there is nothing to draw\n"
        ),
    ])
    func badInputFailsWithAMessageAndNoOutput(arguments: [String], code: Int32, message: String) {
        let result = run(arguments)
        #expect(result.exitCode == code)
        #expect(result.standardError == message)
        #expect(result.standardOutput.isEmpty)
    }

    @Test func writesTheOutputFileWholeAndLeavesNoTemporaryFile() throws {
        let directory = try PreviewFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("tiny.json").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        let result = run(["tiny", "--output", path, "--progress", "0.25"])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == "wrote \(path)\n")
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written == JSONRenderer().render(PreviewFixtures.scene, progress: 0.25))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["tiny.json"])
    }

    @Test func unwritableOutputPathsFailWithoutWritingAnything() throws {
        let directory = try PreviewFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("no/such/dir/out.svg").path
        let missingResult = run(["tiny", "--output", missing])
        #expect(missingResult.exitCode == 73)
        #expect(missingResult.standardError.hasPrefix("error: cannot write '\(missing)': directory '"))
        #expect(missingResult.standardError.hasSuffix("' does not exist\n"))

        let isDirectory = run(["tiny", "--output", directory.path])
        #expect(isDirectory.exitCode == 73)
        #expect(isDirectory.standardError == "error: cannot write '\(directory.path)': it is a directory\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func badArgumentsNeverTouchAnExistingOutputFile() throws {
        let directory = try PreviewFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("keep.svg").path
        try Data("keep".utf8).write(to: URL(fileURLWithPath: path))
        let result = run(["zoomy", "--output", path])
        #expect(result.exitCode == 64)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "keep")
    }
}
