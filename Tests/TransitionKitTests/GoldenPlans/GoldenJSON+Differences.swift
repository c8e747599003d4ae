import Foundation

extension GoldenJSON {
    /// One place where two JSON values disagree.
    struct Difference: Hashable, Sendable, CustomStringConvertible {
        /// Where, e.g. `running[0.5].toView.frame.x` (keys that start with a digit are written
        /// in brackets, like array indices).
        var path: String
        /// The golden value, or `nil` when the golden file has nothing there.
        var golden: GoldenJSON?
        /// The value computed now, or `nil` when nothing is computed there any more.
        var now: GoldenJSON?

        /// `path: golden 12.5, now 13`.
        var description: String {
            "\(path): golden \(Self.summary(golden)), now \(Self.summary(now))"
        }

        private static func summary(_ value: GoldenJSON?) -> String {
            guard let value else { return "missing" }
            let text = value.inlineText
            return text.count > 80 ? String(text.prefix(77)) + "…" : text
        }
    }

    /// How far apart two numbers may be and still count as equal: half a unit above the last
    /// written decimal, so a value that rounds the other way on another machine's maths library
    /// is not drift.
    static let tolerance = 1.5e-6

    /// Where `self` (the value computed now) differs from `golden`, in path order.
    ///
    /// Numbers within ``tolerance`` are equal. A value of another kind, a missing key or a
    /// missing array item is one difference at its path; containers are not compared below it.
    ///
    /// - Parameter golden: The value read from the golden file.
    /// - Returns: Every difference; empty when the values match.
    func differences(from golden: GoldenJSON) -> [Difference] {
        var result: [Difference] = []
        Self.collect(golden: golden, now: self, path: "", into: &result)
        return result
    }

    private static func collect(
        golden: GoldenJSON, now: GoldenJSON, path: String, into result: inout [Difference]
    ) {
        switch (golden, now) {
        case (.number(let a), .number(let b)):
            if abs(a - b) > tolerance { result.append(Difference(path: path, golden: golden, now: now)) }
        case (.array(let a), .array(let b)):
            for index in 0..<max(a.count, b.count) {
                let itemPath = path + "[\(index)]"
                if index < a.count, index < b.count {
                    collect(golden: a[index], now: b[index], path: itemPath, into: &result)
                } else {
                    result.append(
                        Difference(
                            path: itemPath, golden: index < a.count ? a[index] : nil,
                            now: index < b.count ? b[index] : nil))
                }
            }
        case (.object(let a), .object(let b)):
            let keys = Set(a.keys).union(b.keys).sorted {
                $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars)
            }
            for key in keys {
                let memberPath = appending(key, to: path)
                if let goldenMember = a[key], let nowMember = b[key] {
                    collect(golden: goldenMember, now: nowMember, path: memberPath, into: &result)
                } else {
                    result.append(Difference(path: memberPath, golden: a[key], now: b[key]))
                }
            }
        default:
            if golden != now { result.append(Difference(path: path, golden: golden, now: now)) }
        }
    }

    /// `path.key`, or `path[key]` for a key that starts with a digit (a progress).
    private static func appending(_ key: String, to path: String) -> String {
        if key.first?.isNumber == true { return path + "[\(key)]" }
        return path.isEmpty ? key : path + "." + key
    }
}
