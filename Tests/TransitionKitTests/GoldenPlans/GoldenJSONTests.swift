import Foundation
import Testing

struct GoldenJSONTests {
    @Test(arguments: [
        (390.0, "390"), (0.5, "0.5"), (-117.1, "-117.1"), (1.0 / 3, "0.333333"), (2.0 / 3, "0.666667"),
        (-0.0, "0"), (-1e-9, "0"), (1e-7, "0"), (12.000_000_4, "12"),
    ])
    func numbersAreRoundedToSixDecimalsWithoutNegativeZero(value: Double, text: String) {
        #expect(GoldenJSON.format(value) == text)
    }

    @Test func numbersThatAreNotFiniteShowAsStrings() {
        #expect(GoldenJSON.format(.nan) == #""NaN""#)
        #expect(GoldenJSON.format(.infinity) == #""Infinity""#)
        #expect(GoldenJSON.format(-.infinity) == #""-Infinity""#)
    }

    @Test func keysAreSortedAndContainersOfScalarsStayOnOneLine() {
        let value = GoldenJSON.object([
            "b": .number(1),
            "a": .object(["y": .number(1), "x": .number(2)]),
            "c": .array([.null, .bool(true), .string("q\"")]),
        ])
        #expect(
            value.text == """
                {
                  "a": {"x": 2, "y": 1},
                  "b": 1,
                  "c": [null, true, "q\\""]
                }

                """)
    }

    @Test func textReadsBackAsTheRoundedValue() throws {
        let value = GoldenJSON.object([
            "running": .object(["0.5": .object(["toView": .array([.number(1.0 / 3), .bool(false), .null])])]),
            "name": .string("snapshot.zoom"),
            "count": .number(0), "flag": .bool(true),
        ])
        let read = try GoldenJSON.parse(Data(value.text.utf8))
        #expect(value.differences(from: read).isEmpty)
        #expect(read.text == value.text)
    }

    @Test func differencesNameTheirPathWithProgressesInBrackets() {
        let golden = GoldenJSON.object([
            "running": .object(["0.5": .object(["toView": .object(["frame": .object(["x": .number(12.5)])])])]
            ),
            "elements": .array([.string("fromView")]),
        ])
        let now = GoldenJSON.object([
            "running": .object(["0.5": .object(["toView": .object(["frame": .object(["x": .number(13)])])])]),
            "elements": .array([.string("fromView"), .string("toView")]),
            "duration": .number(0.3),
        ])
        #expect(
            now.differences(from: golden).map(\.description) == [
                "duration: golden missing, now 0.3",
                "elements[1]: golden missing, now \"toView\"",
                "running[0.5].toView.frame.x: golden 12.5, now 13",
            ])
    }

    @Test func aLastDigitRoundedTheOtherWayIsNotADifference() {
        #expect(GoldenJSON.number(0.123_457).differences(from: .number(0.123_456_4)).isEmpty)
        #expect(GoldenJSON.number(0.123_459).differences(from: .number(0.123_456)).count == 1)
    }

    @Test func aValueOfAnotherKindIsOneDifference() {
        let differences = GoldenJSON.object(["a": .object(["b": .number(1)])])
            .differences(from: .object(["a": .null]))
        #expect(differences.map(\.description) == [#"a: golden null, now {"b": 1}"#])
    }

    @Test(arguments: ["", "{\"a\": [1, 2", "{\"a\": }", "not json"])
    func textThatIsNotJSONThrows(text: String) {
        #expect(throws: GoldenJSON.ParseError.self) { try GoldenJSON.parse(Data(text.utf8)) }
    }
}
