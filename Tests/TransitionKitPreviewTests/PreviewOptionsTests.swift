import Testing
import TransitionKit
import TransitionKitPreview

struct PreviewOptionsTests {
    @Test func defaultsAreAHalfwayPushAsSVGOnStandardOutput() throws {
        let options = try PreviewOptions.parse(["zoom"])
        #expect(options.action == .render)
        #expect(options.transition == "zoom")
        #expect(options.operation == .push)
        #expect(options.resolvedProgress == 0.5)
        #expect(options.resolvedFormat == .svg)
        #expect(options.frames == nil)
        #expect(options.layoutDirection == .leftToRight)
        #expect(options.outputPath == nil)
    }

    @Test func readsEveryOptionInBothSpellings() throws {
        let spaced = try PreviewOptions.parse([
            "--operation", "pop", "slide", "--progress", "0.25", "--format", "json", "--rtl", "--output", "x",
        ])
        let joined = try PreviewOptions.parse([
            "slide", "--operation=pop", "--progress=0.25", "--format=json", "--rtl", "-o", "x",
        ])
        #expect(spaced == joined)
        #expect(spaced.operation == .pop)
        #expect(spaced.progress == 0.25)
        #expect(spaced.format == .json)
        #expect(spaced.layoutDirection == .rightToLeft)
        #expect(spaced.outputPath == "x")
    }

    @Test(arguments: [
        ("a.json", PreviewOptions.Format.json), ("b.HTML", .html), ("c.svg", .svg), ("d.png", .svg),
    ])
    func infersTheFormatFromTheOutputPath(path: String, format: PreviewOptions.Format) throws {
        #expect(try PreviewOptions.parse(["fade", "--output", path]).resolvedFormat == format)
        #expect(
            try PreviewOptions.parse(["fade", "--output", path, "--format", "svg"]).resolvedFormat == .svg)
    }

    @Test func helpWinsOverEverythingAndListOverRendering() throws {
        #expect(try PreviewOptions.parse(["--bogus", "-h"]).action == .help)
        #expect(try PreviewOptions.parse(["zoom", "--list"]).action == .list)
        #expect(try PreviewOptions.parse(["--list", "--frames", "3", "--progress", "1"]).action == .list)
    }

    @Test(arguments: [
        (["--speed", "2"], PreviewCommandError.unknownOption("--speed")),
        (["-x"], .unknownOption("-x")),
        (["zoom", "--progress"], .missingValue(option: "--progress")),
        (
            ["zoom", "--progress", "1.5"],
            .invalidValue(option: "--progress", value: "1.5", expected: "a number from 0 to 1")
        ),
        (
            ["zoom", "--progress", "-0.1"],
            .invalidValue(option: "--progress", value: "-0.1", expected: "a number from 0 to 1")
        ),
        (
            ["zoom", "--progress", "nan"],
            .invalidValue(option: "--progress", value: "nan", expected: "a number from 0 to 1")
        ),
        (
            ["zoom", "--progress=inf"],
            .invalidValue(option: "--progress", value: "inf", expected: "a number from 0 to 1")
        ),
        (
            ["zoom", "--progress", "half"],
            .invalidValue(option: "--progress", value: "half", expected: "a number from 0 to 1")
        ),
        (
            ["zoom", "--frames", "0"],
            .invalidValue(option: "--frames", value: "0", expected: "a whole number from 1 to 120")
        ),
        (
            ["zoom", "--frames", "-3"],
            .invalidValue(option: "--frames", value: "-3", expected: "a whole number from 1 to 120")
        ),
        (
            ["zoom", "--frames", "2.5"],
            .invalidValue(option: "--frames", value: "2.5", expected: "a whole number from 1 to 120")
        ),
        (
            ["zoom", "--frames", "121"],
            .invalidValue(option: "--frames", value: "121", expected: "a whole number from 1 to 120")
        ),
        (
            ["zoom", "--operation", "present"],
            .invalidValue(option: "--operation", value: "present", expected: "push, pop or gesturePop")
        ),
        (
            ["zoom", "--format", "png"],
            .invalidValue(option: "--format", value: "png", expected: "svg, json or html")
        ),
        (["zoom", "--output", ""], .invalidValue(option: "--output", value: "", expected: "a file path")),
        (["zoom", "--rtl=yes"], .invalidValue(option: "--rtl", value: "yes", expected: "no value")),
        (["zoom", "fade"], .unexpectedArgument("fade")),
        (
            ["zoom", "--frames", "3", "--progress", "0.5"],
            .conflictingOptions("--frames", "--progress (a filmstrip spans 0…1)")
        ),
        (
            ["zoom", "--frames", "3", "--format", "json"],
            .conflictingOptions("--frames", "--format json (filmstrips are SVG)")
        ),
        (
            ["zoom", "--frames", "3", "-o", "a.html"],
            .conflictingOptions("--frames", "--format html (filmstrips are SVG)")
        ),
    ])
    func rejectsBadArguments(arguments: [String], error: PreviewCommandError) {
        #expect(throws: error) { try PreviewOptions.parse(arguments) }
    }

    @Test func acceptsTheEndsOfTheRanges() throws {
        #expect(try PreviewOptions.parse(["zoom", "--progress", "0"]).progress == 0)
        #expect(try PreviewOptions.parse(["zoom", "--progress", "1"]).progress == 1)
        #expect(try PreviewOptions.parse(["zoom", "--frames", "1"]).frames == 1)
        #expect(try PreviewOptions.parse(["zoom", "--frames", "120"]).frames == 120)
    }

    @Test func aRepeatedOptionKeepsItsLastValue() throws {
        #expect(
            try PreviewOptions.parse(["zoom", "--operation", "pop", "--operation", "push"]).operation == .push
        )
    }
}
