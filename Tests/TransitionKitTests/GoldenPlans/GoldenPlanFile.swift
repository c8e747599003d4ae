import Foundation

/// Where the golden plans live, how a test reads them, what it says when they disagree, and —
/// only when `TK_UPDATE_GOLDENS=1` — how it rewrites them.
///
/// The files sit in `Tests/GoldenPlans`, outside every target (so SwiftPM neither copies nor warns
/// about them), found from this source file's path.
enum GoldenPlanFile {
    /// The folder, relative to the package root.
    static let folder = "Tests/GoldenPlans"

    /// The environment variable that makes the tests write the files instead of comparing.
    static let updateVariable = "TK_UPDATE_GOLDENS"

    /// The command that rewrites the files.
    static let updateCommand = "Scripts/update-goldens.sh"

    /// The package root: three folders above this file's.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The folder's URL.
    static var directory: URL { packageRoot.appendingPathComponent(folder, isDirectory: true) }

    /// Whether this run rewrites the goldens: only when the variable is exactly `1`.
    ///
    /// - Parameter environment: The process environment.
    static func isUpdating(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        environment[updateVariable] == "1"
    }

    /// What reading a golden file gave.
    enum Reading: Sendable {
        /// The file does not exist.
        case missing
        /// The file exists but is not JSON (or cannot be read); the reason.
        case invalid(String)
        /// The file's value.
        case value(GoldenJSON)
    }

    /// Reads a golden file; never throws, never traps.
    ///
    /// - Parameter name: The path under ``folder``.
    static func read(_ name: String) -> Reading {
        let url = directory.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: url.path) else { return .missing }
        do {
            return parse(try Data(contentsOf: url))
        } catch {
            return .invalid("cannot be read: \(error.localizedDescription)")
        }
    }

    /// Parses a golden file's bytes.
    ///
    /// - Parameter data: The file's contents.
    static func parse(_ data: Data) -> Reading {
        do {
            return .value(try GoldenJSON.parse(data))
        } catch {
            return .invalid("\(error)" + location(of: "\(error)", in: data))
        }
    }

    /// ` (line L, column C)` for a parser message that names a character offset, else empty.
    private static func location(of message: String, in data: Data) -> String {
        guard let range = message.range(of: "character "),
            let offset = Int(message[range.upperBound...].prefix(while: \.isNumber)), offset <= data.count
        else { return "" }
        let before = data.prefix(offset)
        let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let column = offset - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
        return " (line \(line), column \(column))"
    }

    /// The failure to report for a case, or `nil` when the golden matches.
    ///
    /// - Parameters:
    ///   - now: The document computed now.
    ///   - reading: What the golden file gave.
    ///   - name: The file's path under ``folder``.
    ///   - caseName: The case's name.
    ///   - shown: How many differences to list.
    static func failure(now: GoldenJSON, reading: Reading, name: String, caseName: String, shown: Int = 8)
        -> String?
    {
        let path = folder + "/" + name
        switch reading {
        case .missing:
            return
                "Golden plan \(path) is missing. Run \(updateCommand) to write it, then review and commit it."
        case .invalid(let reason):
            return """
                Golden plan \(path) is not valid JSON (truncated or edited by hand?): \(reason)
                Restore it with `git checkout -- \(path)`, or rewrite it with \(updateCommand).
                """
        case .value(let golden):
            let differences = now.differences(from: golden)
            guard !differences.isEmpty else { return nil }
            // Summary values (duration, timing, roles, windows) first: they usually explain the rest.
            let isSample = { (difference: GoldenJSON.Difference) in
                difference.path.hasPrefix("running[") || difference.path.hasPrefix("scrubbing[")
            }
            let ordered = differences.filter { !isSample($0) } + differences.filter(isSample)
            let differ = differences.count == 1 ? "1 value differs" : "\(differences.count) values differ"
            var lines = ["Golden plan drift in \(caseName) (\(path)): \(differ)."]
            lines += ordered.prefix(shown).map { "  \($0)" }
            if ordered.count > shown { lines.append("  … and \(ordered.count - shown) more.") }
            lines.append("If the change is intended, run \(updateCommand) and commit the JSON with it.")
            return lines.joined(separator: "\n")
        }
    }

    /// Writes a golden file whole (to a temporary file, then renamed), creating its folder.
    ///
    /// - Parameters:
    ///   - json: The document.
    ///   - name: The path under ``folder``.
    static func write(_ json: GoldenJSON, to name: String) throws {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(json.text.utf8).write(to: url, options: .atomic)
    }

    /// Every `.json` file under ``folder``, as paths under it, sorted.
    static func existingNames() -> [String] {
        let root = directory.standardizedFileURL.path
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".json") }.sorted()
    }
}
