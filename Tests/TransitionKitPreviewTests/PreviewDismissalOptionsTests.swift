import Foundation
import Testing

@testable import TransitionKitPreview

/// `--dismissal PATH` and `--velocity VX,VY`.
struct PreviewDismissalOptionsTests {
    @Test func aPathAndAVelocityParse() throws {
        let options = try PreviewOptions.parse([
            "zoom", "--dismissal", "0,0 0,40;3.5,-120", "--velocity=10,900",
        ])
        let path: [PreviewOptions.Point] = [.init(x: 0, y: 0), .init(x: 0, y: 40), .init(x: 3.5, y: -120)]
        #expect(options.dismissalPath == path)
        #expect(options.releaseVelocity == PreviewOptions.Point(x: 10, y: 900))
    }

    @Test(arguments: ["", "0", "0,0,0", "a,b", "nan,0", "0,inf", "1e12,0", "0,0 ,1"])
    func aBadPathIsRefused(_ path: String) {
        #expect(throws: PreviewCommandError.self) { try PreviewOptions.parse(["zoom", "--dismissal", path]) }
    }

    @Test func tooManyPointsAreRefused() {
        let path = Array(repeating: "0,1", count: PreviewOptions.maximumDismissalPoints + 1).joined(
            separator: " ")
        #expect(throws: PreviewCommandError.self) { try PreviewOptions.parse(["zoom", "--dismissal", path]) }
        let most = Array(repeating: "0,1", count: PreviewOptions.maximumDismissalPoints).joined(
            separator: " ")
        #expect(throws: Never.self) { try PreviewOptions.parse(["zoom", "--dismissal", most]) }
    }

    @Test func conflictsAreRefused() {
        for arguments in [
            ["zoom", "--velocity", "0,1"], ["zoom", "--dismissal", "0,0", "--operation", "push"],
            ["zoom", "--dismissal", "0,0", "--rtl"], ["zoom", "--dismissal", "0,0", "--progress", "0.5"],
            ["--gallery", "--output", "x", "--dismissal", "0,0"],
            ["zoom", "--dismissal", "0,0", "--frames", "3", "--format", "json"],
        ] {
            #expect(throws: PreviewCommandError.self, "\(arguments)") { try PreviewOptions.parse(arguments) }
        }
    }

    @Test func theCommandDrawsAZoomOrACardAndRefusesOthers() {
        let json = PreviewCommand.run(arguments: ["card", "--dismissal", "0,0 0,100", "--format", "json"])
        #expect(json.exitCode == 0)
        #expect(json.standardOutput.hasPrefix("{\n  \"dismissal\": \"card\""))
        let svg = PreviewCommand.run(arguments: ["zoom", "--dismissal", "0,0 0,100", "--frames", "3"])
        #expect(svg.exitCode == 0 && svg.standardOutput.hasPrefix("<svg"))
        let html = PreviewCommand.run(arguments: ["zoom", "--dismissal", "0,0", "--format", "html"])
        #expect(html.exitCode == 0 && html.standardOutput.contains("id=\"tk-check\""))
        let slide = PreviewCommand.run(arguments: ["slide", "--dismissal", "0,0 0,100"])
        #expect(slide.exitCode == 64)
        #expect(slide.standardError.contains("expected the transition zoom or card"))
        #expect(slide.standardOutput.isEmpty)
    }

    @Test func theHelpDocumentsIt() {
        let help = PreviewCommand.usage
        #expect(help.contains("--dismissal PATH") && help.contains("--velocity VX,VY"))
    }
}
